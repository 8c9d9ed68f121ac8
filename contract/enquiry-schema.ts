/**
 * The shape of an enquiry, declared once: the contact form validates with it in the browser and the
 * `submitEnquiry` callable validates with it again on the server (functions/ compiles this file).
 * Messages are keys ("required", "too-long", ...) so the form can show the wording from
 * content/contact.yaml while the server reports the same field and problem in `details`.
 * ENQUIRY_FIELDS below is the one list of the enquiry's fields; everything else derives from it.
 */
import { z } from "zod"
import "./zod-jitless"
import { isOneLine, unpublishableCharacter } from "./schema-fields"
import { ENQUIRY_FIELD_VIEWS, ENQUIRY_LIMITS, ENQUIRY_LIMIT_SCOPES, ENQUIRY_PROBLEMS, ENQUIRY_TOPICS, type EnquiryFieldView, type EnquiryProblem } from "./enquiry-fields"

// The zod-free part of the enquiry's declaration (what the form renders from), read here as one module.
export * from "./enquiry-fields"


/** The site's one rule for text (contract/schema-fields.ts): no control character but line breaks and tabs. */
const noControlCharacters = (value: string) => unpublishableCharacter(value) === null

/** A name, an organisation or a role is one line: it goes into e-mail headers and into calendar files. */
const oneLine = isOneLine

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

/** Each field's schema, by the same keys as ENQUIRY_FIELD_VIEWS (the type says when one is missing or extra). */
const FIELD_SCHEMAS = {
  name: required(ENQUIRY_LIMITS.name, { line: true }),
  email: required(ENQUIRY_LIMITS.email).pipe(z.email({ error: "invalid-email" })),
  organisation: optional(ENQUIRY_LIMITS.organisation, { line: true }),
  role: optional(ENQUIRY_LIMITS.role, { line: true }),
  topic: z.enum(ENQUIRY_TOPICS, { error: "invalid-choice" }),
  message: required(ENQUIRY_LIMITS.message).pipe(z.string().min(ENQUIRY_LIMITS.messageMin, { error: "too-short" })),
  consent: z.literal(true, { error: "not-accepted" }),
} as const satisfies Record<keyof typeof ENQUIRY_FIELD_VIEWS, z.ZodType>

export interface EnquiryFieldSpec extends EnquiryFieldView {
  schema: z.ZodType
}

type WithSchemas = { [K in keyof typeof ENQUIRY_FIELD_VIEWS]: (typeof ENQUIRY_FIELD_VIEWS)[K] & { schema: (typeof FIELD_SCHEMAS)[K] } }

/**
 * The enquiry's fields with their schemas, in the form's order: ENQUIRY_FIELD_VIEWS
 * (contract/enquiry-fields.ts, which the form renders from without loading zod) and each field's
 * schema. Everything that checks an enquiry reads this.
 */
export const ENQUIRY_FIELDS = Object.fromEntries(
  (Object.keys(ENQUIRY_FIELD_VIEWS) as (keyof typeof ENQUIRY_FIELD_VIEWS)[]).map((key) => [key, { ...ENQUIRY_FIELD_VIEWS[key], schema: FIELD_SCHEMAS[key] }]),
) as WithSchemas

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


/** What the form sends (before trimming). */
export type EnquiryInput = z.input<typeof enquirySchema>
/** What the server stores (trimmed, empty optionals dropped). */
export type Enquiry = z.output<typeof enquirySchema>
export type EnquiryField = keyof EnquiryInput

/** The callable's answer: the id of the stored enquiry (the submission id). */
export interface SubmitEnquiryResult {
  enquiryId: string
}



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


const isProblem = (message: string): message is EnquiryProblem => (ENQUIRY_PROBLEMS as readonly string[]).includes(message)
