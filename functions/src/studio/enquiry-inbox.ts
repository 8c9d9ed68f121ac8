import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { InboxEnquiry, MarkEnquiryRequest } from "../../../src/features/studio/studio-api"
import { ENQUIRIES } from "../enquiries/collections"

/** The inbox shows the latest enquiries; older ones stay in Firestore. */
export const INBOX_SIZE = 200

const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

/** Newest first, each with whether the coach has opened it and dealt with it. */
export const listEnquiries = async (db: Firestore): Promise<InboxEnquiry[]> => {
  const snapshot = await db.collection(ENQUIRIES).orderBy("receivedAt", "desc").limit(INBOX_SIZE).get()
  return snapshot.docs.map((doc) => {
    const data = doc.data()
    return {
      id: doc.id,
      name: text(data.name) ?? "",
      email: text(data.email) ?? "",
      organisation: text(data.organisation),
      role: text(data.role),
      topic: text(data.topic) ?? "",
      message: text(data.message) ?? "",
      receivedAt: iso(data.receivedAt),
      read: data.read === true,
      handled: data.handled === true,
    }
  })
}

export const markEnquiry = async (db: Firestore, { enquiryId, read, handled }: MarkEnquiryRequest): Promise<void> => {
  const ref = db.collection(ENQUIRIES).doc(enquiryId)
  await db.runTransaction(async (transaction) => {
    if (!(await transaction.get(ref)).exists) throw new HttpsError("not-found", "That enquiry no longer exists.")
    transaction.update(ref, {
      ...(read === undefined ? {} : { read }),
      // Dealing with an enquiry means it has been read.
      ...(handled === undefined ? {} : { handled, ...(handled ? { read: true } : {}) }),
    })
  })
}
