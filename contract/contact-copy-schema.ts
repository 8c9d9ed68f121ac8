/**
 * What the contact page's enquiry form and booking a call say (content/contact.yaml's `form` and
 * `booking`): every field's words and every problem's sentence, checked against the enquiry's one
 * table of fields (enquiry-schema.ts), so a field added there must have its words here.
 */
import { z } from "zod"
import { ENQUIRY_FIELDS, ENQUIRY_TOPICS, problemKey } from "./enquiry-schema"
import { graphqlAs, headedText, named, text } from "./schema-fields"

/** A field of the enquiry form: its label and, optionally, a line of help under it. */
const formFieldSchema = z.object({ label: text(), help: text().optional() })

type Fields = typeof ENQUIRY_FIELDS
type FieldKey = keyof Fields
type Text = ReturnType<typeof text>
/** A problem's key as the copy writes it, "too-long" as `tooLong` (problemKey, at the type level). */
type ProblemKey<P extends string> = P extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<ProblemKey<Tail>>}` : P

const perField = (make: (field: Fields[FieldKey]) => z.ZodType) =>
  z.object(Object.fromEntries(Object.entries(ENQUIRY_FIELDS).map(([key, field]) => [key, make(field)])))

/**
 * The words of each field of the enquiry (contract/enquiry-schema.ts ENQUIRY_FIELDS), so a field
 * added there must have them here. To GraphQL these are one JSON value each: the fields are not
 * listed a second time in the contact page's query.
 */
const formFieldsSchema = graphqlAs("JSON!", perField(() => formFieldSchema) as z.ZodObject<Record<FieldKey, typeof formFieldSchema>>)
/** For each field, a sentence for each problem the schema can report for it. */
const fieldErrorsSchema = perField((field) => z.object(Object.fromEntries(field.problems.map((problem) => [problemKey(problem), text()])))) as z.ZodObject<{
  [K in FieldKey]: z.ZodObject<{ [P in ProblemKey<Fields[K]["problems"][number]>]: Text }>
}>

/**
 * Everything the enquiry form says. Each field names the sentence for each problem the shared
 * enquiry schema can report for it, so no problem is ever shown without words.
 */
export const contactFormSchema = named(
  "ContactForm",
  z.object({
    heading: text(),
    text: text(),
    fields: formFieldsSchema,
    /** The choices of "what you would like", one per enquiry topic, in the form's order. */
    topics: z
      .array(
        named(
          "ContactTopic",
          z.object({ value: z.enum(ENQUIRY_TOPICS, `must be one of ${ENQUIRY_TOPICS.join(", ")}`), label: text() }),
        ),
      )
      .superRefine((topics, ctx) => {
        const missing = ENQUIRY_TOPICS.filter((topic) => !topics.some((t) => t.value === topic))
        if (missing.length || topics.length !== ENQUIRY_TOPICS.length) {
          ctx.addIssue({ code: "custom", message: `must list each of ${ENQUIRY_TOPICS.join(", ")} once` })
        }
      }),
    errors: graphqlAs(
      "JSON!",
      fieldErrorsSchema.extend({
        /** For any other problem (a field the server refused for a reason the form does not check). */
        other: text(),
        /** Above the form after a failed submit; {count} becomes the number of fields to fix. */
        summary: text().regex(/\{count\}/, "must contain {count}"),
      }),
    ),
    /** The empty first choice of the topic list. */
    choose: text(),
    submit: text(),
    sending: text(),
    draftRestored: text(),
    sent: headedText("ContactSent"),
    failed: named("ContactFailed", z.object({ heading: text(), text: text(), retry: text(), email: text() })),
    /** Without a mail service (demo mode) the form opens the visitor's e-mail program instead. */
    demo: named("ContactDemo", z.object({ notice: text(), opened: text() })),
    /** The subject of the e-mail the fallback opens. */
    mailSubject: text(),
  }),
)

const placeholder = (name: string) => text().refine((value) => value.includes(`{${name}}`), `must contain {${name}}`)
const headed = z.object({ heading: text(), text: text() })

/**
 * Everything booking a call says, on /contact/ and on the page the link in the visitor's e-mails
 * opens. The fields of the visitor are the enquiry form's, in its words (`form`). To GraphQL it is
 * one JSON value: the pages read it whole.
 */
export const bookingCopySchema = graphqlAs(
  "JSON!",
  z.object({
    heading: text(),
    text: text(),
    /** The button that opens the booking step (its code loads then). */
    start: text(),
    /** Shown instead without JavaScript: the form below and the e-mail address still work. */
    noScript: text(),
    loading: text(),
    /** The coach has not opened her diary yet (or has closed it): the form instead. */
    closed: text(),
    noTimes: text(),
    /** The diary could not be reached; the reason follows. */
    unreachable: text(),
    retry: text(),
    times: z.object({ heading: text(), lead: placeholder("zone"), more: text() }),
    details: z.object({ heading: text(), picked: placeholder("time"), change: text() }),
    way: z.object({ label: text(), video: text(), phone: text() }),
    phone: z.object({ label: text(), help: text(), required: text(), invalid: text() }),
    /** The booking's own consent tick and its problem, in place of the enquiry's: it speaks of the call. */
    consent: z.object({ label: text(), notAccepted: text() }),
    /** Above the details after a failed try; {count} becomes the number of fields to fix. */
    summary: placeholder("count"),
    submit: text(),
    sending: text(),
    /** The time picked can no longer be had: why, then the next free times. */
    gone: z.object({
      heading: text(),
      text: text(),
      reasons: z.object({
        taken: text(),
        dayFull: text(),
        tooSoon: text(),
        past: text(),
        tooFar: text(),
        dayOff: text(),
        outsideHours: text(),
        blocked: text(),
      }),
    }),
    tooManyCalls: text(),
    booked: z.object({ heading: text(), text: placeholder("time"), next: placeholder("email") }),
    /** The page the link in the visitor's e-mails opens. */
    manage: z.object({
      title: text(),
      description: text(),
      heading: text(),
      loading: text(),
      call: placeholder("time"),
      video: text(),
      /** Before her meeting room's link, when she has set one. */
      videoRoom: text(),
      phone: text(),
      cancel: text(),
      cancelling: text(),
      cancelled: headed,
      move: text(),
      moveHeading: text(),
      moved: z.object({ heading: text(), text: placeholder("time") }),
      /** A move refused because the call has been moved as often as it can be (MAX_MOVES_PER_CALL). */
      tooManyMoves: text(),
      noLink: text(),
      link: z.object({ wrong: text(), used: text(), expired: text() }),
      bookAgain: text(),
    }),
  }),
)

export type ContactFormCopy = z.infer<typeof contactFormSchema>
export type BookingCopy = z.infer<typeof bookingCopySchema>
