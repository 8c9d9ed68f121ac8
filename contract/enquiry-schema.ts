/**
 * The shape of an enquiry, declared once: the contact form validates with it in the browser and the
 * `submitEnquiry` callable validates with it again on the server (functions/ compiles this file).
 * Messages are keys ("required", "too-long", ...) so the form can show the wording from
 * content/contact.yaml while the server reports the same field and problem in `details`.
 * ENQUIRY_FIELDS below is the one list of the enquiry's fields; everything else derives from it.
 */
import { z } from "zod"
import "./zod-jitless"
import { unpublishableCharacter } from "./schema-fields"

/** What the visitor would like, in the order the form offers it. */
export const ENQUIRY_TOPICS = ["executive-coaching", "startup-mentoring", "team-coaching", "something-else"] as const
export type EnquiryTopic = (typeof ENQUIRY_TOPICS)[number]

/** Length caps per field, in characters after trimming. */
export const ENQUIRY_LIMITS = {
  name: 100,
  email: 254,
  organisation: 120,
  role: 120,
  message: 5000,
  messageMin: 10,
} as const

/** The problems the schema reports, one key per kind; the form turns each into a sentence. */
export const ENQUIRY_PROBLEMS = ["required", "too-long", "too-short", "invalid-email", "invalid-choice", "not-accepted", "invalid-characters", "line-break", "invalid"] as const
export type EnquiryProblem = (typeof ENQUIRY_PROBLEMS)[number]

/** The site's one rule for text (contract/schema-fields.ts): no control character but line breaks and tabs. */
const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

/**
 * A name, an organisation or a role is one line: it goes into e-mail headers and into calendar
 * files, where a line break (a bare carriage return included) would start a line of its own.
 */
const LINE_BREAK = /[\r\n\u2028\u2029]/
const oneLine = (value: string) => !LINE_BREAK.test(value)

/** Text the visitor writes; `line` for a field that must be one line. */
const written = (schema: z.ZodString, line: boolean) => {
  const checked = schema.refine(noControlCharacters, { error: "invalid-characters" })
  return line ? checked.refine(oneLine, { error: "line-break" }) : checked
}

const required = (max: number, { line = false } = {}) => written(z.string({ error: "required" }).trim().min(1, { error: "required" }).max(max, { error: "too-long" }), line)

const optional = (max: number, { line = false } = {}) =>
  written(z.string({ error: "invalid" }).trim().max(max, { error: "too-long" }), line)
    .optional()
    // An empty optional field is the same as an absent one.
    .transform((value) => (value ? value : undefined))

/**
 * How a field is filled in: a line of text, an e-mail address, a choice from the topics, a message
 * box or a tick. The form renders each kind, and its value in the form (text, a topic or "", a tick)
 * follows from it.
 */
export type EnquiryControl = "text" | "email" | "choice" | "long-text" | "consent"

/** How the coach reads a field in her e-mail and her inbox; fields without it are not shown to her. */
export interface CoachView {
  label: string
  /** The inbox's label when it differs from the e-mail's. */
  inboxLabel?: string
  /** The name heads the opened enquiry; the message is its body, under the details. */
  place?: "title" | "body"
  /** Shown in the one-line listing of `npm run enquiries` (who, from where, about what, first line). */
  listed?: boolean
}

export interface EnquiryFieldSpec {
  schema: z.ZodType
  control: EnquiryControl
  /** The browser's autofill hint. */
  autoComplete?: string
  /** Where the browser stops typing; the schema's own limit gives the clear message. */
  typingLimit?: number
  /** The problems the schema can report for it: the copy names a sentence for each. */
  problems: readonly EnquiryProblem[]
  coach?: CoachView
}

/**
 * The enquiry's fields, in the order the form shows them: the one list every part reads (the form,
 * its copy in content/contact.yaml, the mailto: fallback, the coach's e-mail, the inbox and
 * `npm run enquiries`). A new field goes here and gets its words in content/contact.yaml.
 */
export const ENQUIRY_FIELDS = {
  name: {
    schema: required(ENQUIRY_LIMITS.name, { line: true }),
    control: "text",
    autoComplete: "name",
    typingLimit: ENQUIRY_LIMITS.name + 20,
    problems: ["required", "too-long", "invalid-characters", "line-break"],
    coach: { label: "Name", place: "title", listed: true },
  },
  email: {
    schema: required(ENQUIRY_LIMITS.email).pipe(z.email({ error: "invalid-email" })),
    control: "email",
    autoComplete: "email",
    problems: ["required", "invalid-email", "too-long"],
    coach: { label: "E-mail", listed: true },
  },
  organisation: {
    schema: optional(ENQUIRY_LIMITS.organisation, { line: true }),
    control: "text",
    autoComplete: "organization",
    problems: ["too-long", "invalid-characters", "line-break"],
    coach: { label: "Organisation", listed: true },
  },
  role: {
    schema: optional(ENQUIRY_LIMITS.role, { line: true }),
    control: "text",
    autoComplete: "organization-title",
    problems: ["too-long", "invalid-characters", "line-break"],
    coach: { label: "Role" },
  },
  topic: {
    schema: z.enum(ENQUIRY_TOPICS, { error: "invalid-choice" }),
    control: "choice",
    problems: ["invalid-choice"],
    coach: { label: "Interested in", inboxLabel: "About", listed: true },
  },
  message: {
    schema: required(ENQUIRY_LIMITS.message).pipe(z.string().min(ENQUIRY_LIMITS.messageMin, { error: "too-short" })),
    control: "long-text",
    problems: ["required", "too-short", "too-long", "invalid-characters"],
    coach: { label: "Message", place: "body", listed: true },
  },
  consent: {
    schema: z.literal(true, { error: "not-accepted" }),
    control: "consent",
    problems: ["not-accepted"],
  },
} as const satisfies Record<string, EnquiryFieldSpec>

/** The schema of an enquiry with these fields: the submission id, the fields, the spam trap. */
export const enquirySchemaOf = <F extends Record<string, EnquiryFieldSpec>>(fields: F) =>
  z.strictObject(
    {
      /** Made by the browser once per message; a retry reuses it so the server stores one enquiry. */
      submissionId: z.uuid({ error: "invalid" }),
      ...(Object.fromEntries(Object.entries(fields).map(([key, field]) => [key, field.schema])) as { [K in keyof F]: F[K]["schema"] }),
      /** The spam trap: hidden from people and screen readers, so only a bot fills it in. */
      website: z.string({ error: "invalid" }).max(200, { error: "too-long" }).optional(),
    },
    { error: "invalid" },
  )

export const enquirySchema = enquirySchemaOf(ENQUIRY_FIELDS)

export type EnquiryFields = Record<string, EnquiryFieldSpec>
type FieldEntry = [string, EnquiryFieldSpec]

/** The fields the visitor writes (all but the tick), in order: what is stored, hashed and shown. */
export const writtenFields = (fields: EnquiryFields = ENQUIRY_FIELDS): string[] =>
  Object.entries(fields).flatMap(([key, field]) => (field.control === "consent" ? [] : [key]))

/** The fields the coach reads, in order, with how she reads them. */
export const coachFields = (fields: EnquiryFields = ENQUIRY_FIELDS): (FieldEntry & { 1: { coach: CoachView } })[] =>
  Object.entries(fields).filter((entry): entry is FieldEntry & { 1: { coach: CoachView } } => entry[1].coach !== undefined)

/** One detail the coach reads: the field, its label (the inbox's where it has one) and the value shown. */
export interface CoachDetail {
  key: string
  label: string
  value: string
}

/**
 * What the coach reads of a message (an enquiry or a booked call), in the form's order: each filled
 * field but the body as a detail (a choice shown by its label), then the body's parts.
 */
export const coachDetails = (
  values: Readonly<Record<string, unknown>>,
  topicLabel: (topic: string) => string,
  fields: EnquiryFields = ENQUIRY_FIELDS,
  { inbox = false }: { inbox?: boolean } = {},
): { details: CoachDetail[]; body: string[] } => {
  const coach = coachFields(fields)
  const shown = (key: string, control: EnquiryControl): string => {
    const value = values[key]
    if (typeof value !== "string") return ""
    return control === "choice" ? topicLabel(value) : value
  }
  return {
    details: coach
      .filter(([, field]) => field.coach.place !== "body")
      .map(([key, field]) => ({ key, label: (inbox && field.coach.inboxLabel) || field.coach.label, value: shown(key, field.control) }))
      .filter((detail) => detail.value),
    body: coach.filter(([, field]) => field.coach.place === "body").map(([key, field]) => shown(key, field.control)),
  }
}

/** What the form sends (before trimming). */
export type EnquiryInput = z.input<typeof enquirySchema>
/** What the server stores (trimmed, empty optionals dropped). */
export type Enquiry = z.output<typeof enquirySchema>
export type EnquiryField = keyof EnquiryInput

/** The callable's answer: the id of the stored enquiry (the submission id). */
export interface SubmitEnquiryResult {
  enquiryId: string
}

/** The name the callable is deployed under (callable-names.ts). */
export const SUBMIT_ENQUIRY = "submitEnquiry"

/** The hourly limits an enquiry can meet: its sender's, its e-mail address's, and everyone's together. */
export const ENQUIRY_LIMIT_SCOPES = ["sender", "email", "everyone"] as const

/**
 * What `details` of a refused enquiry carries (`resource-exhausted` for the sender's own limits,
 * `unavailable` for everyone's): which limit, and the whole minutes until its hour ends and it
 * takes enquiries again, so the form can say how long to wait.
 */
export const enquiryRefusalSchema = z.object({
  limit: z.enum(ENQUIRY_LIMIT_SCOPES),
  retryAfterMinutes: z.number().int().min(1).max(60),
})
export type EnquiryRefusal = z.infer<typeof enquiryRefusalSchema>

/**
 * What `details` of a refusal by a mailbox's daily cap carries (`resource-exhausted`): the whole
 * hours until the day ends, since a wait of hours is not the hourly limits' minutes.
 */
export const dayRefusalSchema = z.object({
  limit: z.literal("email"),
  perDay: z.literal(true),
  retryAfterHours: z.number().int().min(1).max(24),
})
export type DayRefusal = z.infer<typeof dayRefusalSchema>

/** One problem per field, the first the schema found, as the form and `details.fields` carry it. */
export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryProblem>>

export const enquiryErrors = (error: z.ZodError): EnquiryErrors => {
  const errors: EnquiryErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    // Every issue with a path names a field of the schema that was parsed (unknown keys have none).
    if (typeof field !== "string") continue
    const key = field as EnquiryField
    errors[key] ??= (isProblem(issue.message) ? issue.message : "invalid")
  }
  return errors
}

/** The key of a problem's sentence in content/contact.yaml: "too-long" is `tooLong` (and a booking's "day-full" `dayFull`). */
export const problemKey = (problem: string): string => problem.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())

const isProblem = (message: string): message is EnquiryProblem => (ENQUIRY_PROBLEMS as readonly string[]).includes(message)
