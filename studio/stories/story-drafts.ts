/** The story drafts kept on this device (see device-drafts.ts). */
import type { StoryDraft } from "../../contract/studio-stories-api"
import { deviceDrafts } from "../editing/device-drafts"

export const storyDrafts = deviceDrafts<StoryDraft>({
  prefix: "studio:draft:",
  openKey: "studio:open-story",
  isDraft: (draft): draft is StoryDraft => Array.isArray((draft as Partial<StoryDraft>).pages),
})

export const readLocalDraft = storyDrafts.read
