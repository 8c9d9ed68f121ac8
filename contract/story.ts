/**
 * The story as every page of the site sees it, whichever source it came from. Sourcing and
 * validation live in gatsby/stories/; this module is types and limits only (its shape is
 * story-schema.ts, imported for its type alone), so the browser bundle never pulls in zod.
 */
import type { z } from "zod"
import type { storySchema } from "./story-schema"
import { PAGES_SEGMENT } from "./paging"

export type Story = z.infer<typeof storySchema>
export type StoryImage = Story["poster"]
export type StoryPage = Story["pages"][number]

/** Limits from Google's web story guidance; the build refuses stories outside them. */
export const STORY_LIMITS = {
  minPages: 3,
  maxPages: 20,
  /** Google's content policy: short text on each page, at most 180 characters. */
  maxBodyChars: 180,
  maxHeadingChars: 90,
  poster: { ratio: 3 / 4, minWidth: 640, minHeight: 853 },
  logo: { minSize: 96 },
} as const

/** Why a poster of this size cannot be used (portrait 3:4, large enough), or null when it can. */
export const posterSizeProblem = (width: number, height: number): string | null => {
  const { ratio, minWidth, minHeight } = STORY_LIMITS.poster
  if (Math.abs(width / height - ratio) > 0.01) return `must be portrait 3:4 (it is ${width}×${height})`
  if (width < minWidth || height < minHeight) return `must be at least ${minWidth}×${minHeight} (it is ${width}×${height})`
  return null
}

/** Folder under /stories/ where the build publishes downloaded photos (not a story: ids are pages). */
export const REMOTE_IMAGES_DIR = "images"

/** Folders the build itself writes under /stories/: a story named so would share its address. */
export const RESERVED_STORY_IDS: readonly string[] = [REMOTE_IMAGES_DIR, PAGES_SEGMENT]

/** Stories on each page of the list: fills whole rows of the 2, 3 and 4 column grid. */
export const STORIES_PER_PAGE = 24

/** What a story page is given: no shell (bare) and the whole story, so the AMP document needs no query. */
export interface StoryPageContext {
  bare: true
  story: Story
}

export const isStoryPageContext = (context: unknown): context is StoryPageContext =>
  typeof context === "object" && context !== null && "story" in context && (context as StoryPageContext).bare === true
