/**
 * What the studio's page and settings editor and its callables say to each other (as
 * contract/studio-api.ts does for stories and posts): the requests as zod schemas, their types
 * inferred, and the answers as types.
 */
import { z } from "zod"
import "./zod-jitless"
import type { FieldProblem } from "./field-messages"
import { PAGE_IDS, type PageContent, type PageId } from "./site-pages"
import type { PublishResult, StudioDraftRecord } from "./studio-api"

/** The page editor's callables (their names: callable-names.ts). */
export const PAGE_CALLABLES = {
  listPages: "studioListPages",
  savePageDraft: "studioSavePageDraft",
  publishPage: "studioPublishPage",
  unpublishPage: "studioUnpublishPage",
  resetPage: "studioResetPage",
} as const

/** A page as the studio lists it: her draft and whether (and which revision) is live instead of the file. */
export interface StudioPage extends StudioDraftRecord<PageContent> {
  pageId: PageId
}

export interface ListPagesResult {
  /** The pages she has saved at least once; the others are their files'. */
  pages: StudioPage[]
  /** A new notification address published in Settings and waiting for its link to be followed (until `expiresAt`). */
  addressChange?: { email: string; expiresAt: string } | null
}

export interface SavePageDraftResult {
  revision: number
  updatedAt: string
  /** What the page's schema finds wrong: it cannot be published until none is left. */
  problems: FieldProblem[]
}

export interface ResetPageResult {
  /** The revision her draft (now the file's words) is at. */
  revision: number
  /** As for publishing; "not-needed" when her version was not live, so the site already shows the file's. */
  build: PublishResult["build"] | "not-needed"
}

const pageId = z.enum(PAGE_IDS, { error: "must be one of the site's pages" })
const revision = z.number().int().min(0)

const isRecord = (value: unknown): value is PageContent => typeof value === "object" && value !== null && !Array.isArray(value)

/** Far above the largest page (the contact page's words, about 12 KB), far below Firestore's 1 MiB. */
export const MAX_PAGE_DRAFT_BYTES = 256 * 1024

/** A page's words as a draft: any object (the schema names what is wrong at publishing), not too large. */
const pageDraft = z
  .custom<PageContent>(isRecord, { error: "must be an object" })
  .refine((value) => new TextEncoder().encode(JSON.stringify(value)).length <= MAX_PAGE_DRAFT_BYTES, { error: "is too large" })

export const savePageDraftSchema = z.strictObject({ pageId, baseRevision: revision, draft: pageDraft })
export type SavePageDraftRequest = z.infer<typeof savePageDraftSchema>

/** Publish or unpublish the revision the coach checked; a newer one on the server is a clash. */
export const publishPageSchema = z.strictObject({ pageId, revision })
export type PublishPageRequest = z.infer<typeof publishPageSchema>

/** Back to the file: the live copy goes, and her draft becomes the file's words (`draft`), as a new revision. */
export const resetPageSchema = z.strictObject({ pageId, revision, draft: pageDraft })
export type ResetPageRequest = z.infer<typeof resetPageSchema>
