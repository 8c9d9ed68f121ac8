/**
 * What the visitor has typed into the enquiry form, as the form holds it (every field a string, the
 * consent a tick), and how it becomes the callable's input. The rules live in enquiry-schema.ts.
 */
import { enquiryErrors, enquirySchema, type Enquiry, type EnquiryErrors, type EnquiryField, type EnquiryTopic } from "../../../shared/enquiry-schema"

export interface EnquiryValues {
  name: string
  email: string
  organisation: string
  role: string
  topic: EnquiryTopic | ""
  message: string
  consent: boolean
  /** The spam trap; people never see it, so it stays empty. */
  website: string
}

export const EMPTY_VALUES: EnquiryValues = {
  name: "",
  email: "",
  organisation: "",
  role: "",
  topic: "",
  message: "",
  consent: false,
  website: "",
}

/** The visible fields in the order the form shows them: the first invalid one gets the focus. */
export const FORM_FIELDS = ["name", "email", "organisation", "role", "topic", "message", "consent"] as const
export type FormField = (typeof FORM_FIELDS)[number]

export type CheckResult = { ok: true; enquiry: Enquiry } | { ok: false; errors: EnquiryErrors }

/** Checks the values with the shared schema, as the server will. */
export const checkEnquiry = (values: EnquiryValues, submissionId: string): CheckResult => {
  const result = enquirySchema.safeParse({
    submissionId,
    name: values.name,
    email: values.email,
    organisation: values.organisation,
    role: values.role,
    topic: values.topic,
    message: values.message,
    consent: values.consent,
    website: values.website,
  })
  return result.success ? { ok: true, enquiry: result.data } : { ok: false, errors: enquiryErrors(result.error) }
}

/** The first visible field with a problem, in the form's order. */
export const firstInvalidField = (errors: EnquiryErrors): FormField | null =>
  FORM_FIELDS.find((field) => errors[field] !== undefined) ?? null

/** Errors the server reported in `details.fields`, kept only where they name a field the form has. */
export const serverFieldErrors = (details: unknown): EnquiryErrors => {
  const fields = details && typeof details === "object" && "fields" in details ? details.fields : null
  if (!fields || typeof fields !== "object") return {}
  const errors: EnquiryErrors = {}
  for (const [field, problem] of Object.entries(fields)) {
    if ((FORM_FIELDS as readonly string[]).includes(field) && typeof problem === "string") {
      errors[field as EnquiryField] = problem as EnquiryErrors[EnquiryField]
    }
  }
  return errors
}

/** A random version 4 UUID: the browser's own where it has one (secure pages), else from getRandomValues. */
export const newSubmissionId = (): string => {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6] & 0x0f) | 0x40
  bytes[8] = (bytes[8] & 0x3f) | 0x80
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
