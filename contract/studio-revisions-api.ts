/** What the studio's kept versions and their callables say to each other: listing a draft's versions and bringing one back. */
import { z } from "zod"
import "./zod-jitless"
import { slug } from "./schema-fields"
import { revision } from "./studio-api"

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
