/**
 * What the studio and the client's room say about a client's record once a programme runs: ending
 * the programme, asking for a testimonial, the client giving it with their permission, publishing
 * it to her testimonials, and exporting and erasing the record. Only the studio's app, the room's
 * app and functions/ import this, so no schema code reaches a public page.
 */
import { z } from "zod"
import "./zod-jitless"
import { isOneLine, unpublishableCharacter } from "./schema-fields"

/** The coach's callables (their names: callable-names.ts). */
export const PROGRAMME_END_CALLABLES = {
  listClientRecords: "studioListClientRecords",
  endProgramme: "studioEndProgramme",
  askTestimonial: "studioAskTestimonial",
  suggestWording: "studioSuggestTestimonialWording",
  publishTestimonial: "studioPublishTestimonial",
  exportClientRecord: "studioExportClientRecord",
  eraseClientRecord: "studioEraseClientRecord",
} as const

/** The client's, from their room: only their own engagements. */
export const CLIENT_TESTIMONIAL_CALLABLES = {
  myTestimonial: "clientGetTestimonial",
  giveTestimonial: "clientGiveTestimonial",
  requestErasure: "clientRequestErasure",
} as const

/** Length caps of what a client types. */
export const TESTIMONIAL_LIMITS = {
  /** A few short paragraphs: what a page's testimonial shows whole. */
  wording: 1200,
  role: 80,
  company: 100,
  reason: 1000,
} as const

/**
 * How the client may be named beside their words: in full with their role and company, by first
 * name and role, or not at all (with a role if they wish, "a founder in fintech").
 */
export const NAMINGS = ["full", "first-name-role", "anonymous"] as const
export type NamingKind = (typeof NAMINGS)[number]

export const NAMING_LABELS: Record<NamingKind, string> = {
  full: "My full name, role and company",
  "first-name-role": "My first name and role",
  anonymous: "Anonymously",
}

const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

const engagementId = () => z.uuid({ error: "must be the id of an engagement" })

/** One line a client types: trimmed, bounded, no control characters. */
const clientLine = (what: string, max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .min(1, { error: `Type your ${what}.` })
    .max(max, { error: `Your ${what} must be at most ${max} characters.` })
    .refine(isOneLine, { error: `Your ${what} must be on one line.` })
    .refine(noControlCharacters, { error: `Your ${what} holds an invisible control character; retype it.` })

const optionalClientLine = (what: string, max: number) =>
  z
    .string({ error: "must be text" })
    .trim()
    .max(max, { error: `Your ${what} must be at most ${max} characters.` })
    .refine(isOneLine, { error: `Your ${what} must be on one line.` })
    .refine(noControlCharacters, { error: `Your ${what} holds an invisible control character; retype it.` })
    .optional()
    .transform((value) => (value ? value : undefined))

/** How they may be named, with the lines each choice asks for. */
export const namingSchema = z.discriminatedUnion(
  "kind",
  [
    z.strictObject({ kind: z.literal("full"), role: clientLine("role", TESTIMONIAL_LIMITS.role), company: clientLine("company", TESTIMONIAL_LIMITS.company) }),
    z.strictObject({ kind: z.literal("first-name-role"), role: clientLine("role", TESTIMONIAL_LIMITS.role) }),
    z.strictObject({ kind: z.literal("anonymous"), role: optionalClientLine("role", TESTIMONIAL_LIMITS.role) }),
  ],
  { error: "Choose how you may be named." },
)
export type Naming = z.output<typeof namingSchema>

/**
 * The words: paragraphs allowed (a page shows them as written), bounded. The client's and the
 * words she suggests to them are the same kind, so the messages suit either writer.
 */
export const wordingSchema = z
  .string({ error: "must be text" })
  .trim()
  .min(1, { error: "Write the words first." })
  .max(TESTIMONIAL_LIMITS.wording, { error: `The words must be at most ${TESTIMONIAL_LIMITS.wording.toLocaleString("en-GB")} characters.` })
  .refine(noControlCharacters, { error: "The words hold an invisible control character; retype them." })

export const giveTestimonialSchema = z.strictObject({
  engagementId: engagementId(),
  wording: wordingSchema,
  naming: namingSchema,
  /** The tick: they permit her to publish these words, named so. */
  permitted: z.literal(true, { error: "Tick to let her publish your words as you chose." }),
})
export type GiveTestimonialRequest = z.input<typeof giveTestimonialSchema>

/** She suggests other words from the studio; the client agrees to them (or not) in their room. */
export const suggestWordingSchema = z.strictObject({ engagementId: engagementId(), wording: wordingSchema })
export type SuggestWordingRequest = z.input<typeof suggestWordingSchema>

export const engagementRequestSchema = z.strictObject({ engagementId: engagementId() })
export type EngagementRequest = z.input<typeof engagementRequestSchema>

export const requestErasureSchema = z.strictObject({
  engagementId: engagementId(),
  reason: z
    .string({ error: "must be text" })
    .trim()
    .max(TESTIMONIAL_LIMITS.reason, { error: `The reason must be at most ${TESTIMONIAL_LIMITS.reason} characters.` })
    .refine(noControlCharacters, { error: "The reason holds an invisible control character; retype it." })
    .optional()
    .transform((value) => (value ? value : undefined)),
})
export type RequestErasureRequest = z.input<typeof requestErasureSchema>

/** Publishing names the wording she was shown, by hash: other words are refused (they ask the client again). */
export const publishTestimonialSchema = z.strictObject({
  engagementId: engagementId(),
  wordingHash: z.string({ error: "must be a content hash" }).regex(/^[0-9a-f]{64}$/, { error: "must be a content hash" }),
})
export type PublishTestimonialRequest = z.input<typeof publishTestimonialSchema>

export const exportClientRecordSchema = z.strictObject({ engagementId: engagementId(), includeNotes: z.boolean({ error: "must be true or false" }) })
export type ExportClientRecordRequest = z.input<typeof exportClientRecordSchema>

/** Erasing is final: the studio sends the client's name as she typed it to confirm. */
export const eraseClientRecordSchema = z.strictObject({ engagementId: engagementId(), confirmName: z.string({ error: "must be text" }).trim().min(1, { error: "Type the client's name to confirm." }) })
export type EraseClientRecordRequest = z.input<typeof eraseClientRecordSchema>

export const listClientRecordsSchema = z.strictObject({}).nullish()

/**
 * A permission as recorded (CAP Code 3.45 to 3.47: a testimonial is genuine, documented, and used
 * with its holder's permission): who gave it (their signed-in address and the name on their
 * acceptance), when (ISO 8601), the exact wording and its SHA-256, and how they may be named.
 */
export interface TestimonialPermission {
  email: string
  acceptanceName: string
  givenAt: string
  wording: string
  wordingHash: string
  naming: Naming
}

/** Where it is published: the page, the wording's hash, when. */
export interface TestimonialPublication {
  pageId: "testimonials"
  wordingHash: string
  publishedAt: string
}

/** Words she suggested, waiting for the client: nothing is permitted or published by them. */
export interface TestimonialSuggestion {
  wording: string
  /** ISO 8601. */
  suggestedAt: string
}

/** The testimonial of one engagement as both sides see it. */
export interface TestimonialRecord {
  /** ISO 8601: when she asked. */
  askedAt: string
  current: TestimonialPermission | null
  /** Earlier permissions, the oldest first. */
  history: TestimonialPermission[]
  published: TestimonialPublication | null
  /** Her suggested words until the client next gives a permission. */
  suggestion: TestimonialSuggestion | null
}

/** An accepted engagement's record as the studio lists it beside the proposal. */
export interface ClientRecordSummary {
  engagementId: string
  /** The client's name as proposed, for the desk's line. */
  clientName: string
  /** ISO 8601, once she ended the programme. */
  endedAt: string | null
  /** ISO 8601: when the keeping period ends and the record is erased, once ended. */
  erasureDueAt: string | null
  testimonial: TestimonialRecord | null
  /** ISO 8601, when the client asked for erasure from their room. */
  erasureRequestedAt: string | null
}

export interface ListClientRecordsResult {
  records: ClientRecordSummary[]
  /** Her setting the keeping period is counted by. */
  clientRecordMonths: number
}

export interface ProgrammeEndResult {
  record: ClientRecordSummary
}

/** After a publish: the record, and whether the rebuild that shows it was asked for (as a page's publish answers). */
export interface PublishTestimonialResult extends ProgrammeEndResult {
  build: "requested" | "already-requested" | "throttled" | "no-hook" | "not-needed"
}

/** What the room shows of one engagement's testimonial. */
export interface MyTestimonialResult {
  ended: boolean
  /** Null until she asks. */
  testimonial: TestimonialRecord | null
  /** The name on their acceptance, which "full" and "first name" are taken from. */
  acceptanceName: string
  erasureRequestedAt: string | null
}

export interface ExportClientRecordResult {
  filename: string
  contentType: "application/zip"
  /** The zip, base64. */
  base64: string
}

export interface EraseClientRecordResult {
  /** What was kept for her accounts. */
  keptInvoices: number
  keptCreditNotes: number
}

/** The first name of a name as accepted ("Priya" of "Priya Raman"). */
export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? ""

/** Who the published testimonial names, derived only from the permission: anonymous names no one. */
export const publishedNaming = (permission: Pick<TestimonialPermission, "acceptanceName" | "naming">): { name?: string; role?: string; company?: string } => {
  const { naming, acceptanceName } = permission
  switch (naming.kind) {
    case "full":
      return { name: acceptanceName, role: naming.role, company: naming.company }
    case "first-name-role":
      return { name: firstNameOf(acceptanceName), role: naming.role }
    case "anonymous":
      return naming.role ? { role: naming.role } : {}
  }
}
