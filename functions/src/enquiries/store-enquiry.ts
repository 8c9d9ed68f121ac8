import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { Enquiry } from "../../../shared/enquiry-schema"
import { ENQUIRIES, MAIL, RATE_LIMITS } from "./collections"
import { notificationEmail } from "./notification-email"
import { isAlreadyExists } from "./sender-key"

/** How many enquiries one sender may make in one hour, unless the ENQUIRIES_PER_HOUR parameter says otherwise. */
export const RATE_LIMIT = { perHour: 5 } as const
const HOUR_MS = 60 * 60 * 1000

export interface StoreEnquiryInput {
  enquiry: Enquiry
  /** The salted hash of the sender's address. */
  sender: string
  /** The signed-in user who sent it, if any. */
  uid?: string
  coachEmail: string
  /** Enquiries allowed per sender and hour. */
  perHour?: number
  now?: Date
}

export interface StoredEnquiry {
  enquiryId: string
  /** False when this submission id had been stored before (a retry): nothing new was written. */
  created: boolean
}

/**
 * Stores the enquiry, its notification e-mail and the sender's rate-limit slot in one transaction,
 * once per submission id. Every write is a create: on Firestore the transaction already makes
 * concurrent requests take turns, and the create preconditions keep the enquiry single and the
 * limit exact even on a Firestore stand-in whose transactions do not isolate; a request that loses
 * such a race starts again and then finds the enquiry or the slot taken.
 */
export const storeEnquiry = async (db: Firestore, input: StoreEnquiryInput): Promise<StoredEnquiry> => {
  // A request can lose the race once to each other request from the same sender in the same hour.
  for (let attempt = 1; attempt <= (input.perHour ?? RATE_LIMIT.perHour) + 5; attempt += 1) {
    try {
      return await storeOnce(db, input)
    } catch (error) {
      if (!isAlreadyExists(error)) throw error
    }
  }
  throw new HttpsError("aborted", "The enquiry could not be stored just now; please send it again.")
}

const storeOnce = (db: Firestore, { enquiry, sender, uid, coachEmail, perHour = RATE_LIMIT.perHour, now = new Date() }: StoreEnquiryInput) =>
  db.runTransaction(async (transaction): Promise<StoredEnquiry> => {
    const enquiryId = enquiry.submissionId
    const enquiryRef = db.collection(ENQUIRIES).doc(enquiryId)
    const window = Math.floor(now.getTime() / HOUR_MS)
    const slotRefs = Array.from({ length: perHour }, (_, slot) => db.collection(RATE_LIMITS).doc(`${sender}-${window}-${slot}`))
    const [existing, ...slots] = await transaction.getAll(enquiryRef, ...slotRefs)
    if (existing.exists) return { enquiryId, created: false }
    const free = slots.findIndex((slot) => !slot.exists)
    if (free < 0) {
      throw new HttpsError("resource-exhausted", "Too many enquiries from this address; please try again in an hour.")
    }
    // The slot first: if another request took it, nothing else of this attempt is written.
    transaction.create(slotRefs[free], {
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis((window + 2) * HOUR_MS),
    })
    transaction.create(enquiryRef, {
      ...enquiry,
      website: undefined,
      uid,
      receivedAt: FieldValue.serverTimestamp(),
    })
    transaction.create(db.collection(MAIL).doc(enquiryId), notificationEmail(enquiry, coachEmail, enquiryId))
    return { enquiryId, created: true }
  })
