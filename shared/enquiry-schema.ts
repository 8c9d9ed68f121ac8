/**
 * The shape of an enquiry, declared once: the contact form validates with it in the browser and the
 * `submitEnquiry` callable validates with it again on the server (functions/ compiles this file).
 * Messages are keys ("required", "too-long", ...) so the form can show the wording from
 * content/contact.yaml while the server reports the same field and problem in `details`.
 */
import { z } from "zod"
import "./zod-jitless"

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
export type EnquiryProblem = "required" | "too-long" | "too-short" | "invalid-email" | "invalid-choice" | "not-accepted" | "invalid"

const required = (max: number) =>
  z
    .string({ error: "required" })
    .trim()
    .min(1, { error: "required" })
    .max(max, { error: "too-long" })

const optional = (max: number) =>
  z
    .string({ error: "invalid" })
    .trim()
    .max(max, { error: "too-long" })
    .optional()
    // An empty optional field is the same as an absent one.
    .transform((value) => (value ? value : undefined))

export const enquirySchema = z.strictObject(
  {
    /** Made by the browser once per message; a retry reuses it so the server stores one enquiry. */
    submissionId: z.uuid({ error: "invalid" }),
    name: required(ENQUIRY_LIMITS.name),
    email: required(ENQUIRY_LIMITS.email).pipe(z.email({ error: "invalid-email" })),
    organisation: optional(ENQUIRY_LIMITS.organisation),
    role: optional(ENQUIRY_LIMITS.role),
    topic: z.enum(ENQUIRY_TOPICS, { error: "invalid-choice" }),
    message: required(ENQUIRY_LIMITS.message).pipe(z.string().min(ENQUIRY_LIMITS.messageMin, { error: "too-short" })),
    consent: z.literal(true, { error: "not-accepted" }),
    /** The spam trap: hidden from people and screen readers, so only a bot fills it in. */
    website: z.string({ error: "invalid" }).max(200, { error: "too-long" }).optional(),
  },
  { error: "invalid" },
)

/** What the form sends (before trimming). */
export type EnquiryInput = z.input<typeof enquirySchema>
/** What the server stores (trimmed, empty optionals dropped). */
export type Enquiry = z.output<typeof enquirySchema>
export type EnquiryField = keyof EnquiryInput

/** The callable's answer: the id of the stored enquiry (the submission id). */
export interface SubmitEnquiryResult {
  enquiryId: string
}

/** The name the callable is deployed under. */
export const SUBMIT_ENQUIRY = "submitEnquiry"

/** One problem per field, the first the schema found, as the form and `details.fields` carry it. */
export type EnquiryErrors = Partial<Record<EnquiryField, EnquiryProblem>>

export const enquiryErrors = (error: z.ZodError): EnquiryErrors => {
  const errors: EnquiryErrors = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field !== "string" || !(field in enquirySchema.shape)) continue
    const key = field as EnquiryField
    errors[key] ??= (isProblem(issue.message) ? issue.message : "invalid")
  }
  return errors
}

const PROBLEMS: readonly string[] = ["required", "too-long", "too-short", "invalid-email", "invalid-choice", "not-accepted", "invalid"]
const isProblem = (message: string): message is EnquiryProblem => PROBLEMS.includes(message)
