/**
 * What the studio and its callables say to each other about every kind of draft, declared once:
 * who may call, a draft's saved record and what publishing answers, the pieces each kind's requests
 * are made of, and how a refused request names its problems. Each kind's own requests and answers
 * live beside it: studio-inbox-api.ts, studio-stories-api.ts, studio-posts-api.ts,
 * studio-photos-api.ts, studio-revisions-api.ts (and studio-pages-api.ts, booking-api.ts). Only the
 * studio's app and functions/ import them, so no schema code reaches a public page.
 */
import { z } from "zod"
import "./zod-jitless"
import type { BuildState } from "./site-builds"

/** The studio's callables (their names: callable-names.ts). */
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
  deletePostDraft: "studioDeletePostDraft",
  takeFilePost: "studioTakeFilePost",
  takeFileStory: "studioTakeFileStory",
  deleteStoryDraft: "studioDeleteStoryDraft",
  listPhotos: "studioListPhotos",
  listRevisions: "studioListRevisions",
  restoreRevision: "studioRestoreRevision",
} as const

/**
 * Who may use the studio, read from an ID token's claims: the claim `npm run coach:add` grants and a
 * verified e-mail address (the coach's address is public; only its owner can have it verified).
 */
export const isCoachToken = (claims: Readonly<Record<string, unknown>>): boolean =>
  claims.coach === true && claims.email_verified === true


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

/** `details` of the aborted error a save or publish gets when another device saved first. */
export interface DraftConflict<Current> {
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

// The requests. Each is refused, field by field, before Firestore is touched.

/** The revision a save started from (0 for a new story or post), or the one the coach checked before publishing. */
export const revision = z.number().int().min(0)

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
export const draftOf = <Draft extends object>(fields: readonly string[], kind: string) =>
  z.custom<Draft>(isRecord, { error: "must be an object" }).refine((value) => Object.keys(value).every((key) => fields.includes(key)), { error: `holds fields a ${kind} does not have` })

export const fitsIn = (maxBytes: number) => (value: object) => utf8Bytes(JSON.stringify(value)) <= maxBytes

/** One problem per field of a refused request, as `details.problems` of the invalid-argument error carries them. */
export const requestProblems = (error: z.ZodError): StoryProblemLine[] =>
  error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "request", message: issue.message }))
