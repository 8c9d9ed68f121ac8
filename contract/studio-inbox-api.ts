/** What the studio's inbox and its callables say to each other: the enquiries as listed, a page of them, and marking one. */
import { z } from "zod"
import "./zod-jitless"
import type { Enquiry } from "./enquiry-schema"

/**
 * What the visitor wrote, as the inbox reads it back: every field of the enquiry but the submission
 * id, the tick and the spam trap, the topic as stored text (an old enquiry may name a retired one).
 */
export type InboxFields = Omit<Enquiry, "submissionId" | "consent" | "website" | "topic"> & { topic: string }

/** An enquiry as the inbox shows it. */
export interface InboxEnquiry extends InboxFields {
  id: string
  /** ISO 8601. */
  receivedAt: string
  read: boolean
  handled: boolean
  /** The hidden spam trap was filled in: kept for the coach to judge, and no e-mail was sent. */
  suspectedSpam: boolean
  /**
   * The notification e-mail: sent; still on its way; not sent (the mail extension failed or has not
   * sent it within a few minutes, so the coach should read it here); none (suspected spam).
   */
  mail: "sent" | "sending" | "not-sent" | "none"
}

/** Where the next page of the inbox starts: after these enquiries received at this moment. */
export interface InboxCursor {
  seconds: number
  nanoseconds: number
  /** The ids received at exactly that moment already shown. */
  seen: string[]
}

export interface InboxPage {
  enquiries: InboxEnquiry[]
  /** Null when this page holds the oldest enquiry. */
  next: InboxCursor | null
}


/** Enquiry ids are the submission ids the contact form makes: UUIDs (contract/enquiry-schema.ts). */
const enquiryId = z.uuid({ error: "must be the id of an enquiry" })

/** The last shown moment and ids, as listEnquiries answered them. */
const inboxCursor = z.strictObject({
  seconds: z.number().int(),
  nanoseconds: z.number().int().min(0).max(999_999_999),
  seen: z.array(enquiryId).max(500),
})

/** Absent cursor: the newest page. */
export const listEnquiriesSchema = z.strictObject({ cursor: inboxCursor.optional(), pageSize: z.number().int().min(1).max(200).optional() })
export type ListEnquiriesRequest = z.infer<typeof listEnquiriesSchema>

export const markEnquirySchema = z
  .strictObject({ enquiryId, read: z.boolean().optional(), handled: z.boolean().optional() })
  .refine((request) => request.read !== undefined || request.handled !== undefined, { error: "must change read or handled", path: ["request"] })
export type MarkEnquiryRequest = z.infer<typeof markEnquirySchema>
