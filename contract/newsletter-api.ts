/**
 * What the subscribe form, the studio's newsletter screens and the newsletter functions say to each
 * other, declared once: the requests as zod schemas (the browser checks with them before sending,
 * the functions parse with the same ones) and the answers as types. The plain form's HTTP
 * endpoints and field names are in newsletter-form.ts, which holds no zod.
 */
import { z } from "zod"
import "./zod-jitless"
import { ENQUIRY_FIELDS } from "./enquiry-schema"
import { NEWSLETTER_PLACES, type NewsletterPlace } from "./newsletter-form"
import { slug } from "./schema-fields"

/** The newsletter's callables (their names: callable-names.ts). */
export const NEWSLETTER_CALLABLES = {
  /** The visitor's: ask for the letter (a confirmation link is mailed). App Check as the enquiry's. */
  subscribe: "subscribeToNewsletter",
  /** The coach's (requireCoach): her list, and sending a post to it. */
  list: "studioNewsletterList",
  remove: "studioNewsletterRemove",
  exportList: "studioNewsletterExport",
  importList: "studioNewsletterImport",
  preview: "studioNewsletterPreview",
  sendTest: "studioNewsletterSendTest",
  send: "studioNewsletterSend",
  sendStatus: "studioNewsletterSendStatus",
} as const

/** How long a confirmation link works. */
export const CONFIRM_LINK_HOURS = 48
/** Asking again for an address still waiting re-sends its link at most this often. */
export const RESEND_AFTER_MINUTES = 60

// The visitor's request.

/** The path of the page the form was on ("/blog/a-post/"), for the link back and the consent record. */
const pagePath = z
  .string({ error: "invalid" })
  .max(300, { error: "invalid" })
  .regex(/^\/(?!\/)[^\s\\]*$/, { error: "invalid" })

/**
 * A subscription as the form sends it: the address (the enquiry's own checks), the tick, where the
 * form was, and the spam trap, which people leave empty (a filled one is answered as any other
 * and nothing is mailed). The words the reader agreed to are the functions' copy of
 * content/newsletter.yaml, not anything the browser says.
 */
export const subscribeSchema = z.strictObject({
  email: ENQUIRY_FIELDS.email.schema,
  consent: z.literal(true, { error: "not-accepted" }),
  place: z.enum(NEWSLETTER_PLACES, { error: "invalid" }),
  page: pagePath,
  website: z.string({ error: "invalid" }).max(200, { error: "invalid" }).optional(),
})
export type SubscribeInput = z.input<typeof subscribeSchema>
export type SubscribeRequest = z.output<typeof subscribeSchema>

/** The problems a subscription can have, per field, as `details.fields` of an invalid-argument error carries them. */
export type SubscribeProblem = "required" | "invalid-email" | "too-long" | "not-accepted" | "invalid"
export type SubscribeErrors = Partial<Record<"email" | "consent" | "place" | "page" | "website", SubscribeProblem>>

/**
 * The one answer to every accepted request: a new address, one still waiting (its link re-sent at
 * most once an hour) and one already subscribed are answered alike, so the form reveals nobody.
 * A limit reached is a `resource-exhausted` error whose details are an EnquiryRefusal
 * (contract/enquiry-schema.ts), as the enquiry's.
 */
export interface SubscribeResult {
  outcome: "check-your-inbox"
}

// The coach's list.

export const SUBSCRIBER_STATES = ["waiting", "confirmed"] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]

/** How a reader came to be on the list: a form on the site, or her import (consent hers to vouch for). */
export type SubscriberSource = NewsletterPlace | "import"

/** A reader as her list shows them. */
export interface NewsletterSubscriber {
  /** Opaque; what remove takes. */
  id: string
  email: string
  /** From an import only; the form asks for none. */
  name?: string
  state: SubscriberState
  source: SubscriberSource
  /** ISO 8601: when they asked (or were imported). */
  joinedAt: string
  /** ISO 8601: when they followed the link (an import: when imported). */
  confirmedAt?: string
}

/** Newest first; `cursor` is the previous page's `next`. */
export const newsletterListSchema = z.strictObject({
  cursor: z.string().max(200).optional(),
  pageSize: z.number().int().min(1).max(200).optional(),
})
export type NewsletterListRequest = z.infer<typeof newsletterListSchema>

export interface NewsletterListPage {
  counts: { confirmed: number; waiting: number }
  subscribers: NewsletterSubscriber[]
  /** Null on the page with the oldest. */
  next: string | null
}

/** Erasure: nothing of them kept but the salted hash of the address and the date they left. */
export const newsletterRemoveSchema = z.strictObject({ id: z.string().min(1).max(100) })
export type NewsletterRemoveRequest = z.infer<typeof newsletterRemoveSchema>
export interface NewsletterRemoveResult {
  removed: boolean
}

/** The columns of the CSV export, in order; an import reads `email` and, when present, `name`. */
export const NEWSLETTER_CSV_COLUMNS = ["email", "name", "state", "source", "joined", "confirmed"] as const

export const newsletterExportSchema = z.strictObject({})
export interface NewsletterExportResult {
  /** RFC 4180 text, UTF-8, a header row first. */
  csv: string
  /** "newsletter-2026-11-28.csv" */
  filename: string
  count: number
}

/** The largest CSV an import takes, in characters (about 10,000 readers). */
export const NEWSLETTER_IMPORT_MAX_CHARS = 1_000_000

/**
 * An import of people who agreed elsewhere: a CSV with an `email` column (and `name`, optional),
 * her statement that they agreed (`vouched`, which the record keeps as hers) and where they agreed,
 * in her words ("sign-up sheet at the March workshop"). They are confirmed at once: no e-mail.
 */
export const newsletterImportSchema = z.strictObject({
  csv: z.string().min(1).max(NEWSLETTER_IMPORT_MAX_CHARS),
  vouched: z.literal(true, { error: "not-accepted" }),
  consentSource: z.string().trim().min(1).max(300),
})
export type NewsletterImportRequest = z.infer<typeof newsletterImportSchema>

export interface NewsletterImportResult {
  added: number
  /** Already on the list (left as they were). */
  alreadyListed: number
  /** Rows not taken, with why: each by the line of the file it ends on (the header is line 1; a row with a line break in a quoted cell ends on a later line than it starts). */
  refused: Array<{ line: number; reason: "invalid-email" | "invalid-name" | "line-break" | "duplicate" | "unsubscribed" }>
}

// Sending a post.

/** A published post, and her note above it (optional, plain text, paragraphs by blank lines). */
const letterFields = {
  slug: slug(),
  note: z.string().trim().max(2000).optional(),
}

export const newsletterPreviewSchema = z.strictObject(letterFields)
export type NewsletterPreviewRequest = z.infer<typeof newsletterPreviewSchema>
/** The e-mail exactly as readers will get it (the unsubscribe link a stand-in's). */
export interface NewsletterLetter {
  subject: string
  html: string
  text: string
}

/** To her own address (the notification address in force). */
export const newsletterSendTestSchema = z.strictObject(letterFields)
export type NewsletterSendTestRequest = z.infer<typeof newsletterSendTestSchema>
export interface NewsletterSendTestResult {
  to: string
}

/**
 * Send to every confirmed reader as the list is now. `sendId` is made once by the studio per press
 * of Send: a retry with it resumes that send, and a reader never gets the same post twice
 * whatever the key.
 */
export const newsletterSendSchema = z.strictObject({ ...letterFields, sendId: z.uuid() })
export type NewsletterSendRequest = z.infer<typeof newsletterSendSchema>

export const SEND_STATES = ["sending", "done"] as const
export type SendState = (typeof SEND_STATES)[number]

/**
 * Each reader of a send: waiting for its batch; handed to the mail service; delivered (the mail
 * service says so); failed (it said why); skipped (unsubscribed or removed before their batch).
 * Readers who had the post from an earlier send are not in a later one at all.
 */
export const DELIVERY_STATES = ["pending", "queued", "sent", "failed", "skipped"] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

export interface NewsletterSendSummary {
  sendId: string
  slug: string
  subject: string
  /** ISO 8601. */
  startedAt: string
  finishedAt?: string
  state: SendState
  /** Readers in the list when the send started (less those who had the post already). */
  total: number
  counts: Record<DeliveryState, number>
}

export interface NewsletterDelivery {
  /** Empty once the reader has left the list (erasure keeps no address). */
  email: string
  state: DeliveryState
  /** ISO 8601: when it last changed. */
  at: string
  /** The mail service's reason, when failed. */
  error?: string
}

export type NewsletterSendResult = NewsletterSendSummary

/** With `sendId`: that send and who it went to (paged, 500 a page). Without: the latest sends. */
export const newsletterSendStatusSchema = z.strictObject({ sendId: z.uuid().optional(), cursor: z.string().max(200).optional() })
export type NewsletterSendStatusRequest = z.infer<typeof newsletterSendStatusSchema>

export interface NewsletterSendStatus {
  sends: NewsletterSendSummary[]
  /** The asked-for send's readers, when `sendId` was given. */
  deliveries?: NewsletterDelivery[]
  next?: string | null
}
