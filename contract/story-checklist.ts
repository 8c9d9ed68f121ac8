/**
 * The pre-publish checklist: the build's own story schema run over a draft. The studio shows these
 * lines and the publish callable refuses while there are any, so what is published, the build accepts.
 */
import { z } from "zod"
import { storyInputSchema } from "./story-input"
import { isoDate } from "./content-schema"
import { issueProblems } from "./field-messages"
import type { StoryProblemLine } from "./studio-api"
import type { StoryDraft } from "./studio-stories-api"

/** The day a story is to go live (publish later); none means when she presses Publish. The build never sees it. */
const publishOnSchema = z.object({ publishOn: isoDate().optional() })

/** Today's date as the build reads it (YYYY-MM-DD). */
export const today = (now = new Date()): string => now.toISOString().slice(0, 10)

export const storyProblems = (draft: StoryDraft, publishedDate: string): StoryProblemLine[] => {
  const parsed = storyInputSchema.safeParse({ ...draft, publishedDate })
  const day = publishOnSchema.safeParse(draft)
  const problems = [...(parsed.success ? [] : issueProblems(parsed.error)), ...(day.success ? [] : issueProblems(day.error))]
  return problems.map(({ field, message }) => ({ field: field || "story", message }))
}

/** The draft as the build will read it, or null while the checklist is not clear. */
export const publishableStory = (draft: StoryDraft, publishedDate: string) => {
  const parsed = storyInputSchema.safeParse({ ...draft, publishedDate })
  return parsed.success && publishOnSchema.safeParse(draft).success ? parsed.data : null
}
