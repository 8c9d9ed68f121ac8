/** What the studio's post editor and its callables say to each other: a post as listed, its save, publish and delete requests, and their answers. */
import { z } from "zod"
import "./zod-jitless"
import { POST_BODY_MAX_CHARS, postInputSchema, type PostDraft } from "./post-input"
import type { PostChecklistLine } from "./post-checklist"
import { slug } from "./schema-fields"
import { draftOf, fitsIn, revision, type PublishResult, type StudioDraftRecord } from "./studio-api"

/**
 * A blog post in the studio. Its document id (`postId`, made by the studio when the coach starts
 * it) never changes; its address comes from the draft's slug and is fixed while it is published
 * (`publishedSlug`), so unpublishing takes down the address that is live.
 */
export interface StudioPost extends StudioDraftRecord<PostDraft> {
  postId: string
  /** The slug that is live (/blog/<slug>/), when published. */
  publishedSlug: string | null
  /**
   * The slug of the post written as a file (content/blog/) this one is the studio's copy of, taken
   * with "Edit in the studio": it keeps that address and, once published, the site shows it instead
   * of the file. Null for a post begun in the studio.
   */
  fromFile: string | null
}

export interface ListPostsResult {
  /** Drafts and published, last changed first. */
  posts: StudioPost[]
  /** The slugs of the posts written as files (content/blog/), which no studio post may take. */
  filePostSlugs: string[]
  /** Every tag in use on the site, file posts and published studio posts alike, for the tag picker. */
  tags: string[]
}

export interface SavePostDraftResult {
  revision: number
  updatedAt: string
  /** The checklist as the server computes it (the same module as the studio's). */
  problems: PostChecklistLine[]
}

export interface PublishPostResult extends PublishResult {
  /** Where the post is (or, once the build has run, will be) live: /blog/<slug>/. */
  path: string
}

/** Room for the longest body allowed (each character up to 4 bytes of UTF-8) and the other fields, well below Firestore's 1 MiB. */
export const MAX_POST_DRAFT_BYTES = POST_BODY_MAX_CHARS * 4 + 16 * 1024

/** The studio names a post when the coach starts it, with the rule of addresses (a random id fits it), so it is a safe Storage folder too. */
const postId = slug()

const postDraft = draftOf<PostDraft>(Object.keys(postInputSchema.shape), "post").refine(fitsIn(MAX_POST_DRAFT_BYTES), { error: "is too large" })

export const savePostDraftSchema = z.strictObject({ postId, baseRevision: revision, draft: postDraft })
export type SavePostDraftRequest = z.infer<typeof savePostDraftSchema>

/** A newer revision on the server than the one named is a conflict (DraftConflict<StudioPost>). */
export const publishPostSchema = z.strictObject({ postId, revision })
export type PublishPostRequest = z.infer<typeof publishPostSchema>

/**
 * A file post's copy is named by the file's slug, so one file has one copy, whichever device or
 * click took it: taking it again opens the same post. (The posts the studio starts are named by
 * random UUIDs, which no post written as a file is named by; and a slug is by the rule of ids.)
 */
export const filePostCopyId = (fileSlug: string): string => fileSlug

/**
 * Takes a post written as a file into the studio: the copy's first revision, its words and
 * frontmatter as the file has them (its cover already uploaded to the post's photo folder). The
 * draft's slug must be the file's: the copy keeps its address.
 */
export const takeFilePostSchema = z.strictObject({ fromFile: slug(), draft: postDraft })
export type TakeFilePostRequest = z.infer<typeof takeFilePostSchema>

/** Deletes a post's draft as it stands at this revision; one saved since on another device is a clash. */
export const deletePostDraftSchema = publishPostSchema
export type DeletePostDraftRequest = PublishPostRequest
