/**
 * The enquiry's fields as the form shows them and the coach reads them, with no schema: the topics,
 * the limits, the problems and the one ordered table of fields (ENQUIRY_FIELD_VIEWS). The contact
 * page renders its form from this module alone, so its first JavaScript carries no zod; the schemas
 * are added to the same table in contract/enquiry-schema.ts, which the form loads when a visitor
 * starts on it and the server always.
 */

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

/** A field as the form shows it and the coach reads it; its schema is added in enquiry-schema.ts. */
export interface EnquiryFieldView {
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
 * `npm run enquiries`). A new field goes here, with its schema in enquiry-schema.ts, and gets its words in content/contact.yaml.
 */
export const ENQUIRY_FIELD_VIEWS = {
  name: {
    control: "text",
    autoComplete: "name",
    typingLimit: ENQUIRY_LIMITS.name + 20,
    problems: ["required", "too-long", "invalid-characters", "line-break"],
    coach: { label: "Name", place: "title", listed: true },
  },
  email: {
    control: "email",
    autoComplete: "email",
    problems: ["required", "invalid-email", "too-long"],
    coach: { label: "E-mail", listed: true },
  },
  organisation: {
    control: "text",
    autoComplete: "organization",
    problems: ["too-long", "invalid-characters", "line-break"],
    coach: { label: "Organisation", listed: true },
  },
  role: {
    control: "text",
    autoComplete: "organization-title",
    problems: ["too-long", "invalid-characters", "line-break"],
    coach: { label: "Role" },
  },
  topic: {
    control: "choice",
    problems: ["invalid-choice"],
    coach: { label: "Interested in", inboxLabel: "About", listed: true },
  },
  message: {
    control: "long-text",
    problems: ["required", "too-short", "too-long", "invalid-characters"],
    coach: { label: "Message", place: "body", listed: true },
  },
  consent: {
    control: "consent",
    problems: ["not-accepted"],
  },
} as const satisfies Record<string, EnquiryFieldView>


export type EnquiryFieldViews = Record<string, EnquiryFieldView>
type FieldEntry = [string, EnquiryFieldView]

/** The fields the visitor writes (all but the tick), in order: what is stored, hashed and shown. */
export const writtenFields = (fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS): string[] =>
  Object.entries(fields).flatMap(([key, field]) => (field.control === "consent" ? [] : [key]))

/** The fields the coach reads, in order, with how she reads them. */
export const coachFields = (fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS): (FieldEntry & { 1: { coach: CoachView } })[] =>
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
  fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS,
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

/** The name the callable is deployed under (callable-names.ts). */
export const SUBMIT_ENQUIRY = "submitEnquiry"

/** The hourly limits an enquiry can meet: its sender's, its e-mail address's, and everyone's together. */
export const ENQUIRY_LIMIT_SCOPES = ["sender", "email", "everyone"] as const

/** The key of a problem's sentence in content/contact.yaml: "too-long" is `tooLong` (and a booking's "day-full" `dayFull`). */
export const problemKey = (problem: string): string => problem.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
