/** The shapes the studio callables accept: anything else is refused before Firestore is touched. */
import { z } from "zod"
import { storyInputSchema } from "../../../contract/story-input"
import { postInputSchema, POST_BODY_MAX_CHARS } from "../../../contract/post-input"
import { slug } from "../../../contract/schema-fields"
import { HttpsError } from "firebase-functions/v2/https"

/** A draft is the build's story fields and nothing else (their values are the checklist's business). */
const STORY_FIELDS = Object.keys(storyInputSchema.shape).filter((key) => key !== "publishedDate")

/** Far above any real story (20 pages of 180 characters), far below Firestore's 1 MiB document cap. */
export const MAX_DRAFT_BYTES = 64 * 1024

/** A story's id is its address, by the rule of addresses (its words and length). */
const storyId = slug()
const revision = z.number().int().min(0)

const draft = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).every((key) => STORY_FIELDS.includes(key)), { error: "holds fields a story does not have" })
  .refine((value) => Array.isArray(value.pages), { error: "needs a list of pages" })
  .refine((value) => Buffer.byteLength(JSON.stringify(value), "utf8") <= MAX_DRAFT_BYTES, { error: "is too large" })

export const saveDraftRequest = z.strictObject({ storyId, baseRevision: revision, draft })
export const publishRequest = z.strictObject({ storyId, revision })

/** A post draft is the post's own fields and nothing else (their values are the checklist's business). */
const POST_FIELDS = Object.keys(postInputSchema.shape)

/** Room for the longest body allowed (each character up to 4 bytes of UTF-8) and the other fields, well below Firestore's 1 MiB. */
export const MAX_POST_DRAFT_BYTES = POST_BODY_MAX_CHARS * 4 + 16 * 1024

/** The studio names a post when the coach starts it, with the rule of addresses (a random id fits it), so it is a safe Storage folder too. */
const postId = slug()

const postDraft = z
  .record(z.string(), z.unknown())
  .refine((value) => Object.keys(value).every((key) => POST_FIELDS.includes(key)), { error: "holds fields a post does not have" })
  .refine((value) => Buffer.byteLength(JSON.stringify(value), "utf8") <= MAX_POST_DRAFT_BYTES, { error: "is too large" })

export const savePostDraftRequest = z.strictObject({ postId, baseRevision: revision, draft: postDraft })
export const publishPostRequest = z.strictObject({ postId, revision })
/** Enquiry ids are the submission ids the contact form makes: UUIDs (contract/enquiry-schema.ts). */
const enquiryId = z.uuid({ error: "must be the id of an enquiry" })

export const markEnquiryRequest = z
  .strictObject({ enquiryId, read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine((request) => request.read !== undefined || request.handled !== undefined, { error: "must change read or handled", path: ["request"] })

/** The last shown moment and ids, as listEnquiries answered them. */
const inboxCursor = z.strictObject({
  seconds: z.number().int(),
  nanoseconds: z.number().int().min(0).max(999_999_999),
  seen: z.array(enquiryId).max(500),
})

export const listEnquiriesRequest = z.strictObject({ cursor: inboxCursor.optional(), pageSize: z.number().int().min(1).max(200).optional() })

/** Parses a request or throws invalid-argument listing each field and its problem. */
export const parseRequest = <T>(schema: z.ZodType<T>, data: unknown): T => {
  const parsed = schema.safeParse(data)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => ({ field: issue.path.map(String).join(".") || "request", message: issue.message }))
  throw new HttpsError("invalid-argument", "The request is not one the studio sends.", { problems })
}
