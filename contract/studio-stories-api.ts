/** What the studio's story editor and its callables say to each other: a story's draft, its save, publish and delete requests, and their answers. */
import { z } from "zod"
import "./zod-jitless"
import { storyInputSchema, type PosterRef, type StoryInput } from "./story-input"
import { slug } from "./schema-fields"
import { draftOf, fitsIn, revision, type StoryProblemLine, type StudioDraftRecord } from "./studio-api"

/**
 * A story while the coach writes it: the build's fields, any of which may still be empty or wrong
 * (the checklist says which); the date is set when it is first published.
 */
export type StoryDraft = Omit<StoryInput, "publishedDate" | "poster" | "pages"> & {
  poster?: PosterRef
  pages: StoryInput["pages"]
  /** Publish later: the day (YYYY-MM-DD, London's) it goes live; absent, it goes live when she publishes. The build never reads it. */
  publishOn?: string
}

export interface StudioStory extends StudioDraftRecord<StoryDraft> {
  storyId: string
  /** ISO 8601 date of first publication, once published (a file story's copy starts with the file's). */
  publishedDate: string | null
  /**
   * The id of the story written as a file (content/stories/) this one is the studio's copy of,
   * taken with "Edit in the studio": the same id, so the same address, and once published the site
   * shows it instead of the file. Null for a story begun in the studio.
   */
  fromFile: string | null
}

export interface SaveDraftResult {
  revision: number
  updatedAt: string
  /** What still stops it being published. */
  problems: StoryProblemLine[]
}

/** Far above any real story (20 pages of 180 characters), far below Firestore's 1 MiB document cap. */
export const MAX_DRAFT_BYTES = 64 * 1024

/** A story draft holds the build's story fields but its date, which publishing sets, and the day it is to be published on. */
const STORY_FIELDS = [...Object.keys(storyInputSchema.shape).filter((key) => key !== "publishedDate"), "publishOn"]

const storyDraft = draftOf<StoryDraft>(STORY_FIELDS, "story")
  .refine((value) => Array.isArray(value.pages), { error: "needs a list of pages" })
  .refine(fitsIn(MAX_DRAFT_BYTES), { error: "is too large" })

/** A story's id is its address, by the rule of addresses (its words and length). */
const storyId = slug()

export const saveDraftSchema = z.strictObject({ storyId, baseRevision: revision, draft: storyDraft })
export type SaveDraftRequest = z.infer<typeof saveDraftSchema>

export const publishSchema = z.strictObject({ storyId, revision })
export type PublishRequest = z.infer<typeof publishSchema>

/** Deletes a story's draft as it stands at this revision. */
export const deleteStoryDraftSchema = publishSchema
export type DeleteStoryDraftRequest = PublishRequest

/**
 * Takes a story written as a file into the studio: the copy's first revision, under the file's id
 * (its address), with the file's words and pages (its photos already uploaded to the story's photo
 * folder) and the file's date, which stays its date once published.
 */
export const takeFileStorySchema = z.strictObject({ fromFile: storyId, publishedDate: z.iso.date(), draft: storyDraft })
export type TakeFileStoryRequest = z.infer<typeof takeFileStorySchema>
