/**
 * What the studio and its callables say to each other, declared once: the requests as zod schemas
 * (the studio checks each before it sends it, the callables parse it with the same one) with their
 * types inferred, and the answers as types. Only the studio's app and functions/ import it, so no
 * schema code reaches a public page.
 */
import { z } from "zod"
import "./zod-jitless"
import type { Enquiry } from "./enquiry-schema"
import { storyInputSchema, type PosterRef, type StoryInput } from "./story-input"
import type { BuildState } from "./site-builds"
import { POST_BODY_MAX_CHARS, postInputSchema, type PostDraft } from "./post-input"
import type { PostChecklistLine } from "./post-checklist"
import { CALLABLE_NAMES } from "./callable-names"
import { slug } from "./schema-fields"

/** The studio's callables (their names: callable-names.ts). */
export const STUDIO_CALLABLES = CALLABLE_NAMES.studio

/**
 * Who may use the studio, read from an ID token's claims: the claim `npm run coach:add` grants and a
 * verified e-mail address (the coach's address is public; only its owner can have it verified).
 */
export const isCoachToken = (claims: Readonly<Record<string, unknown>>): boolean =>
  claims.coach === true && claims.email_verified === true

/**
 * What the visitor wrote, as the inbox reads it back: every field of the enquiry but the submission
 * id, the tick and the spam trap, the topic as stored text (an old enquiry may name a retired one).
 */
export type InboxFields = Omit<Enquiry, "submissionId" | "consent" | "website" | "topic"> & { topic: string }

/** An enquiry as the inbox shows it. */
export interface InboxEnquiry extends InboxFields {
  id: string
  /** ISO 8601. */
  receivedAt: string
  read: boolean
  handled: boolean
  /** The hidden spam trap was filled in: kept for the coach to judge, and no e-mail was sent. */
  suspectedSpam: boolean
  /**
   * The notification e-mail: sent; still on its way; not sent (the mail extension failed or has not
   * sent it within a few minutes, so the coach should read it here); none (suspected spam).
   */
  mail: "sent" | "sending" | "not-sent" | "none"
}

/** Where the next page of the inbox starts: after these enquiries received at this moment. */
export interface InboxCursor {
  seconds: number
  nanoseconds: number
  /** The ids received at exactly that moment already shown. */
  seen: string[]
}

export interface InboxPage {
  enquiries: InboxEnquiry[]
  /** Null when this page holds the oldest enquiry. */
  next: InboxCursor | null
}

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

/** One line of the pre-publish checklist: the build schema's field and its message. */
export interface StoryProblemLine {
  field: string
  message: string
}

/** What the server keeps of a story's or a post's draft: the words at a revision. */
export interface SavedDraft<Draft> {
  draft: Draft
  /** Goes up by one with every saved change; a save names the revision it started from. */
  revision: number
  /** ISO 8601. */
  updatedAt: string
}

/** A story or a post as the studio lists it: its saved draft, and whether (and which revision) is live. */
export interface StudioDraftRecord<Draft> extends SavedDraft<Draft> {
  published: boolean
  /** The revision that is live, when published. */
  publishedRevision: number | null
  /** While published: how the last site build that read it went (null until one has). */
  lastBuild: BuildState | null
  /** The day (YYYY-MM-DD) it is to be published on, while it waits for it; absent or null otherwise. */
  scheduledFor?: string | null
}

export interface StudioStory extends StudioDraftRecord<StoryDraft> {
  storyId: string
  /** ISO 8601 date of first publication, once published. */
  publishedDate: string | null
}

export interface SaveDraftResult {
  revision: number
  updatedAt: string
  /** What still stops it being published. */
  problems: StoryProblemLine[]
}

/** `details` of the aborted error a save or publish gets when another device saved first. */
export interface DraftConflict<Current = StudioStory> {
  conflict: true
  current: Current
}

export interface PublishResult {
  published: boolean
  /**
   * Whether a rebuild was asked for now, had already been asked for this revision, was held back
   * (the hour's allowance is used up: sendHeldBackBuilds asks for it once the hour allows) or no hook is set.
   */
  build: "requested" | "already-requested" | "throttled" | "no-hook"
  /** Dated in the future: not published now but on this day (YYYY-MM-DD), by the daily scheduled run. */
  scheduledFor?: string
  /** An unpublish of one that was only scheduled: the schedule is cancelled and it stays a draft. */
  scheduleCancelled?: true
}

/** What deleting a draft did. */
export interface DeleteDraftResult {
  deleted: true
  /**
   * The addresses of the draft's photos that no other story or post (draft or live) shows: the
   * studio deletes these from photo storage, and keeps the others.
   */
  unusedPhotos: string[]
}

/**
 * A blog post in the studio. Its document id (`postId`, made by the studio when the coach starts
 * it) never changes; its address comes from the draft's slug and is fixed while it is published
 * (`publishedSlug`), so unpublishing takes down the address that is live.
 */
export interface StudioPost extends StudioDraftRecord<PostDraft> {
  postId: string
  /** The slug that is live (/blog/<slug>/), when published. */
  publishedSlug: string | null
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

// The requests. Each is refused, field by field, before Firestore is touched.

/** Enquiry ids are the submission ids the contact form makes: UUIDs (contract/enquiry-schema.ts). */
const enquiryId = z.uuid({ error: "must be the id of an enquiry" })

/** The last shown moment and ids, as listEnquiries answered them. */
const inboxCursor = z.strictObject({
  seconds: z.number().int(),
  nanoseconds: z.number().int().min(0).max(999_999_999),
  seen: z.array(enquiryId).max(500),
})

/** Absent cursor: the newest page. */
export const listEnquiriesSchema = z.strictObject({ cursor: inboxCursor.optional(), pageSize: z.number().int().min(1).max(200).optional() })
export type ListEnquiriesRequest = z.infer<typeof listEnquiriesSchema>

export const markEnquirySchema = z
  .strictObject({ enquiryId, read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine((request) => request.read !== undefined || request.handled !== undefined, { error: "must change read or handled", path: ["request"] })
export type MarkEnquiryRequest = z.infer<typeof markEnquirySchema>

/** The revision a save started from (0 for a new story or post), or the one the coach checked before publishing. */
const revision = z.number().int().min(0)

/** Bytes of a text as UTF-8 (a lone surrogate counts as the replacement character's three), in the browser and in Node alike. */
const utf8Bytes = (text: string): number => {
  let bytes = 0
  for (const character of text) {
    const point = character.codePointAt(0) ?? 0
    bytes += point < 0x80 ? 1 : point < 0x800 ? 2 : point < 0x10000 ? 3 : 4
  }
  return bytes
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * A draft as a request carries it: an object of the kind's own fields. Its values are not checked
 * here: a draft may still be wrong while the coach writes it, and the checklist names what to
 * change. So its type is the draft's, which this check does not prove field by field.
 */
const draftOf = <Draft extends object>(fields: readonly string[], kind: string) =>
  z.custom<Draft>(isRecord, { error: "must be an object" }).refine((value) => Object.keys(value).every((key) => fields.includes(key)), { error: `holds fields a ${kind} does not have` })

const fitsIn = (maxBytes: number) => (value: object) => utf8Bytes(JSON.stringify(value)) <= maxBytes

/** Far above any real story (20 pages of 180 characters), far below Firestore's 1 MiB document cap. */
export const MAX_DRAFT_BYTES = 64 * 1024

/** Room for the longest body allowed (each character up to 4 bytes of UTF-8) and the other fields, well below Firestore's 1 MiB. */
export const MAX_POST_DRAFT_BYTES = POST_BODY_MAX_CHARS * 4 + 16 * 1024

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

/** The studio names a post when the coach starts it, with the rule of addresses (a random id fits it), so it is a safe Storage folder too. */
const postId = slug()

const postDraft = draftOf<PostDraft>(Object.keys(postInputSchema.shape), "post").refine(fitsIn(MAX_POST_DRAFT_BYTES), { error: "is too large" })

export const savePostDraftSchema = z.strictObject({ postId, baseRevision: revision, draft: postDraft })
export type SavePostDraftRequest = z.infer<typeof savePostDraftSchema>

/** A newer revision on the server than the one named is a conflict (DraftConflict<StudioPost>). */
export const publishPostSchema = z.strictObject({ postId, revision })
export type PublishPostRequest = z.infer<typeof publishPostSchema>

/** Whose photos the library lists: a post's photos may be reused in posts, a story's in stories (the build takes each kind from its own folder), and any of hers in a page. */
export const listPhotosSchema = z.strictObject({ kind: z.enum(["post", "story", "page"]) })
export type ListPhotosRequest = z.infer<typeof listPhotosSchema>

/** A photo and the words that describe it for readers who cannot see it. */
export interface DescribedPhoto {
  src: string
  alt: string
}

/** Where a photo of the library is shown: a story's, post's or page's draft or live copy. */
export interface PhotoUse {
  kind: ListPhotosRequest["kind"]
  id: string
  title: string
}

/** A photo the coach uploaded, as her library lists it: its description where it was last used (the last changed draft first) and where it is shown. */
export interface LibraryPhoto extends DescribedPhoto {
  uses: PhotoUse[]
}

export interface ListPhotosResult {
  /** The last changed story's or post's first. */
  photos: LibraryPhoto[]
}

/** Whose versions: a story, a post or a page (the settings among them), by its id (each follows the rule of addresses). */
const versionsOf = { kind: z.enum(["post", "story", "page"]), id: slug() }

export const listRevisionsSchema = z.strictObject(versionsOf)
export type ListRevisionsRequest = z.infer<typeof listRevisionsSchema>

/** Brings back the kept version `revision` as the draft, saved over the draft at `baseRevision` (a newer one is a clash). */
export const restoreRevisionSchema = z.strictObject({ ...versionsOf, revision, baseRevision: revision })
export type RestoreRevisionRequest = z.infer<typeof restoreRevisionSchema>

/** A kept version, as the studio lists it. */
export interface KeptVersion<Draft = unknown> {
  /** The draft's revision it was. */
  revision: number
  /** Published then, or the draft as it was before an older version was restored over it. */
  reason: "published" | "before-restore"
  /** ISO 8601. */
  savedAt: string
  /** The fields that differ from the version kept before it ("title", "body", "pages[2]"); empty for the first. */
  changed: string[]
  draft: Draft
}

export interface ListRevisionsResult {
  /** The newest first. */
  versions: KeptVersion[]
}

export interface RestoreRevisionResult {
  /** The draft's new revision, which holds the restored words. */
  revision: number
}

/** Deletes a post's draft as it stands at this revision; one saved since on another device is a clash. */
export const deletePostDraftSchema = publishPostSchema
export type DeletePostDraftRequest = PublishPostRequest

/** Deletes a story's draft as it stands at this revision. */
export const deleteStoryDraftSchema = publishSchema
export type DeleteStoryDraftRequest = PublishRequest

/** One problem per field of a refused request, as `details.problems` of the invalid-argument error carries them. */
export const requestProblems = (error: z.ZodError): StoryProblemLine[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "request", message: issue.message }))
