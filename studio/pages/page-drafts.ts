/** The page and settings drafts kept on this device (see device-drafts.ts). */
import type { PageContent } from "../../contract/site-pages"
import { deviceDrafts } from "../editing/device-drafts"

export const pageDrafts = deviceDrafts<PageContent>({
  prefix: "studio:page-draft:",
  openKey: "studio:open-page",
  // A page's words are an object of its fields, any of which may still be wrong.
  isDraft: (draft): draft is PageContent => !Array.isArray(draft),
})
