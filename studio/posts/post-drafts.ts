/** The post drafts kept on this device (see device-drafts.ts). */
import type { PostDraft } from "../../contract/post-input"
import { deviceDrafts } from "../editing/device-drafts"

export const postDrafts = deviceDrafts<PostDraft>({
  prefix: "studio:post-draft:",
  openKey: "studio:open-post",
  // Every field of a draft may be missing: any object is one.
  isDraft: (draft): draft is PostDraft => !Array.isArray(draft),
})
