import { createHash } from "node:crypto"
import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENQUIRY_FIELDS, writtenFields, type Enquiry, type EnquiryFields } from "../../../contract/enquiry-schema"
import { ENQUIRIES, MAIL, RATE_LIMITS } from "../../../contract/firebase-settings"
import { notificationEmail } from "./notification-email"
import { enquiryExpiry, RETENTION } from "./retention"
import { isAlreadyExists } from "./sender-key"

/**
 * Enquiries allowed per clock hour, unless the functions' parameters say otherwise: from one sender
 * (an IPv4 address or IPv6 /64), for one e-mail address, and from everyone together. A flood from
 * many addresses meets the last; the coach hears of far fewer real enquiries than that in a day.
 */
export const RATE_LIMIT = { perHour: 5, perHourPerEmail: 3, perHourAll: 30 } as const
const HOUR_MS = 60 * 60 * 1000

export interface EnquiryLimits {
  /** Per sender and hour. */
  perHour: number
  /** Per e-mail address and hour. */
  perHourPerEmail: number
  /** For all senders together per hour. */
  perHourAll: number
}

export interface StoreEnquiryInput {
  enquiry: Enquiry
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  /** The salted hash of the visitor's e-mail address, lower-cased. */
  emailKey: string
  /** The signed-in user who sent it, if any. */
  uid?: string
  coachEmail: string
  /** Filled-in spam trap: kept for the coach to look at, marked, and no e-mail is sent. */
  suspectedSpam?: boolean
  limits?: Partial<EnquiryLimits>
  /** Days the enquiry and its e-mail are kept (content/site.json). */
  keepDays?: number
  now?: Date
  /** The enquiry's fields; the shared table unless a test gives another. */
  fields?: EnquiryFields
}

export interface StoredEnquiry {
  enquiryId: string
  /** False when this submission id had been stored before with the same content (a retry): nothing new was written. */
  created: boolean
}

/** What the visitor wrote (every field but the tick, in order), as a hash: a resend with the same id and hash is the same submission. */
export const payloadHash = (enquiry: Readonly<Record<string, unknown>>, fields: EnquiryFields = ENQUIRY_FIELDS): string =>
  createHash("sha256")
    .update(JSON.stringify(writtenFields(fields).map((key) => enquiry[key] ?? "")))
    .digest("hex")

/** An enquiry stored before the hash was kept: its hash comes from the stored fields. */
const storedHash = (snapshot: DocumentSnapshot, fields: EnquiryFields): string => {
  const kept = snapshot.get("payloadHash")
  if (typeof kept === "string") return kept
  const text = (field: string) => {
    const value = snapshot.get(field)
    return typeof value === "string" ? value : undefined
  }
  return payloadHash(Object.fromEntries(writtenFields(fields).map((key) => [key, text(key)])), fields)
}

interface Scope {
  key: string
  cap: number
  refusal: HttpsError
}

/**
 * Stores the enquiry, its notification e-mail and a rate-limit slot in each of its scopes in one
 * transaction, once per submission id. Every write is a create: on Firestore the transaction already
 * makes concurrent requests take turns, and the create preconditions keep the enquiry single and the
 * limits exact even on a Firestore stand-in whose transactions do not isolate; a request that loses
 * such a race starts again and then finds the enquiry or the slot taken.
 */
export const storeEnquiry = async (db: Firestore, input: StoreEnquiryInput): Promise<StoredEnquiry> => {
  const limits = { ...RATE_LIMIT, ...input.limits }
  // A request can lose the race once to each other request accepted in the same hour.
  for (let attempt = 1; attempt <= limits.perHourAll + 5; attempt += 1) {
    try {
      return await storeOnce(db, input, limits)
    } catch (error) {
      if (!isAlreadyExists(error)) throw error
    }
  }
  throw new HttpsError("aborted", "The enquiry could not be stored just now; please send it again.")
}

const slotRefs = (db: Firestore, scope: Scope, window: number): DocumentReference[] =>
  Array.from({ length: scope.cap }, (_, slot) => db.collection(RATE_LIMITS).doc(`${scope.key}-${window}-${slot}`))

export interface SendingSlotsInput {
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  /** The salted hash of the e-mail address, lower-cased. */
  emailKey: string
  limits: EnquiryLimits
  now: Date
}

/**
 * The hourly limits every message from a visitor counts against (an enquiry or a booked call):
 * reads, in `transaction`, a free slot in each scope of this sender and e-mail address; throws the
 * scope's refusal when one is full; returns the writes that take them, to be called before the
 * transaction's other writes.
 */
export const takeSendingSlots = async (transaction: Transaction, db: Firestore, { sender, emailKey, limits, now }: SendingSlotsInput): Promise<() => void> => {
  const window = Math.floor(now.getTime() / HOUR_MS)
  const scopes: Scope[] = [
    { key: sender, cap: limits.perHour, refusal: new HttpsError("resource-exhausted", "Too many enquiries from this address; please try again in an hour.") },
    {
      key: `email-${emailKey}`,
      cap: limits.perHourPerEmail,
      refusal: new HttpsError("resource-exhausted", "Too many enquiries from this e-mail address; please try again in an hour."),
    },
    // Not the sender's doing: the form says the service is busy rather than blaming them.
    { key: "all", cap: limits.perHourAll, refusal: new HttpsError("unavailable", "The inbox is taking no more enquiries this hour; please try again later.") },
  ]
  const refs = scopes.map((scope) => slotRefs(db, scope, window))
  const slots = await transaction.getAll(...refs.flat())
  let offset = 0
  const free = scopes.map((scope) => {
    const taken = slots.slice(offset, offset + scope.cap)
    offset += scope.cap
    const index = taken.findIndex((slot) => !slot.exists)
    if (index < 0) throw scope.refusal
    return index
  })
  const slotExpiry = Timestamp.fromMillis((window + 2) * HOUR_MS)
  return () => scopes.forEach((_, at) => transaction.create(refs[at][free[at]], { createdAt: FieldValue.serverTimestamp(), expiresAt: slotExpiry }))
}

const storeOnce = (db: Firestore, input: StoreEnquiryInput, limits: EnquiryLimits) =>
  db.runTransaction(async (transaction: Transaction): Promise<StoredEnquiry> => {
    const { enquiry, sender, emailKey, uid, coachEmail, suspectedSpam = false, keepDays = RETENTION.enquiryDays, now = new Date(), fields = ENQUIRY_FIELDS } = input
    const enquiryId = enquiry.submissionId
    const enquiryRef = db.collection(ENQUIRIES).doc(enquiryId)
    const [existing] = await transaction.getAll(enquiryRef)
    const hash = payloadHash(enquiry, fields)
    if (existing.exists) {
      if (storedHash(existing, fields) === hash) return { enquiryId, created: false }
      // The same id with other words: never answer "sent" for words that were not stored.
      throw new HttpsError("aborted", "This message was changed after it was first sent; please send it again.", { changedSinceSent: true })
    }
    const takeSlots = await takeSendingSlots(transaction, db, { sender, emailKey, limits, now })
    // The slots first: if another request took one, as little else as possible of this attempt is written.
    takeSlots()
    const expiresAt = enquiryExpiry(now, keepDays)
    transaction.create(enquiryRef, {
      ...enquiry,
      website: undefined,
      uid,
      payloadHash: hash,
      receivedAt: FieldValue.serverTimestamp(),
      expiresAt,
      ...(suspectedSpam ? { suspectedSpam: true } : {}),
    })
    if (!suspectedSpam) transaction.create(db.collection(MAIL).doc(enquiryId), { ...notificationEmail(enquiry, coachEmail, enquiryId, fields), expiresAt })
    return { enquiryId, created: true }
  })
