/**
 * What the studio and its callables say to each other, declared once: the browser imports these
 * types and names, and functions/ compiles this file. Types only, so no schema code reaches a page.
 */
import type { Enquiry } from "./enquiry-schema"
import type { PosterRef, StoryInput } from "./story-input"
import type { StoryBuildState } from "./site-builds"
import type { PostDraft } from "./post-input"
import type { PostChecklistLine } from "./post-checklist"

/** The callables' deployed names. */
export const STUDIO_CALLABLES = {
  listEnquiries: "studioListEnquiries",
  markEnquiry: "studioMarkEnquiry",
  listStories: "studioListStories",
  saveStoryDraft: "studioSaveStoryDraft",
  publishStory: "studioPublishStory",
  unpublishStory: "studioUnpublishStory",
  listPosts: "studioListPosts",
  savePostDraft: "studioSavePostDraft",
  publishPost: "studioPublishPost",
  unpublishPost: "studioUnpublishPost",
} as const

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

export interface ListEnquiriesRequest {
  /** Absent: the newest page. */
  cursor?: InboxCursor
  pageSize?: number
}

export interface InboxPage {
  enquiries: InboxEnquiry[]
  /** Null when this page holds the oldest enquiry. */
  next: InboxCursor | null
}

export interface MarkEnquiryRequest {
  enquiryId: string
  read?: boolean
  handled?: boolean
}

/**
 * A story while the coach writes it: the build's fields, any of which may still be empty or wrong
 * (the checklist says which); the date is set when it is first published.
 */
export type StoryDraft = Omit<StoryInput, "publishedDate" | "poster" | "pages"> & {
  poster?: PosterRef
  pages: StoryInput["pages"]
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
  lastBuild: StoryBuildState | null
}

export interface StudioStory extends StudioDraftRecord<StoryDraft> {
  storyId: string
  /** ISO 8601 date of first publication, once published. */
  publishedDate: string | null
}

export interface SaveDraftRequest {
  storyId: string
  /** The revision this draft was made from; 0 for a new story. */
  baseRevision: number
  draft: StoryDraft
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

export interface PublishRequest {
  storyId: string
  /** The revision the coach checked; a newer one on the server is a conflict. */
  revision: number
}

export interface PublishResult {
  published: boolean
  /**
   * Whether a rebuild was asked for now, had already been asked for this revision, was held back
   * (the hour's allowance is used up: the change goes live with the next build) or no hook is set.
   */
  build: "requested" | "already-requested" | "throttled" | "no-hook"
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

export interface SavePostDraftRequest {
  postId: string
  /** The revision this draft was made from; 0 for a new post. */
  baseRevision: number
  draft: PostDraft
}

export interface SavePostDraftResult {
  revision: number
  updatedAt: string
  /** The checklist as the server computes it (the same module as the studio's). */
  problems: PostChecklistLine[]
}

export interface PublishPostRequest {
  postId: string
  /** The revision the coach checked; a newer one on the server is a conflict (DraftConflict<StudioPost>). */
  revision: number
}

export interface PublishPostResult extends PublishResult {
  /** Where the post is (or, once the build has run, will be) live: /blog/<slug>/. */
  path: string
}
