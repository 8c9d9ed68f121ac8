import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENQUIRY_FIELDS, writtenFields, type EnquiryFields } from "../../../contract/enquiry-schema"
import type { InboxCursor, InboxEnquiry, InboxFields, InboxPage, ListEnquiriesRequest, MarkEnquiryRequest } from "../../../contract/studio-inbox-api"
import { ENQUIRIES, MAIL } from "../../../contract/firebase-settings"
import { DIGEST_PENDING, digestDue } from "../common/digest-schedule"

/** Enquiries per page of the inbox; "Show older" fetches the next page, so none is out of reach. */
export const INBOX_PAGE_SIZE = 50

/**
 * How long the mail extension may take before the inbox says an e-mail was not sent: it normally
 * sends within seconds, so after this the coach should not wait for it.
 */
export const MAIL_GRACE_MINUTES = 10

const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

/** The `mail` document that tells the coach of an enquiry: its own, or the digest that lists it. */
const mailIdOf = (enquiry: DocumentSnapshot): string => {
  const digest: unknown = enquiry.get("digest")
  return typeof digest === "string" && digest !== DIGEST_PENDING ? digest : enquiry.id
}

/**
 * The notification e-mail's state, from the `delivery` field the Trigger Email extension writes. An
 * enquiry past the hour's e-mails waits for the hourly digest: it is on its way until that digest
 * is due, and not sent if the digest has not gone within the same grace after that.
 */
export const mailStatus = (enquiry: DocumentSnapshot, mail: DocumentSnapshot | undefined, now: Date): InboxEnquiry["mail"] => {
  if (enquiry.get("suspectedSpam") === true) return "none"
  const state: unknown = mail?.exists ? mail.get("delivery.state") : undefined
  if (state === "SUCCESS") return "sent"
  const inDigest = enquiry.get("digest") !== undefined
  if (state === "ERROR" || (!mail?.exists && !inDigest)) return "not-sent"
  const receivedAt = enquiry.get("receivedAt")
  if (!(receivedAt instanceof Timestamp)) return "not-sent"
  const due = inDigest ? digestDue(receivedAt.toDate()).getTime() : receivedAt.toMillis()
  return now.getTime() - due > MAIL_GRACE_MINUTES * 60_000 ? "not-sent" : "sending"
}

/** The visitor's fields as stored: a required field that is missing reads as "", an optional one is left out. */
const inboxFields = (data: Record<string, unknown>, fields: EnquiryFields): InboxFields =>
  Object.fromEntries(
    writtenFields(fields).map((key) => [key, text(data[key]) ?? (fields[key].problems.includes("required") || fields[key].control === "choice" ? "" : undefined)]),
  ) as InboxFields

const toInboxEnquiry = (doc: DocumentSnapshot, mail: DocumentSnapshot | undefined, now: Date, fields: EnquiryFields): InboxEnquiry => {
  const data = doc.data() ?? {}
  return {
    id: doc.id,
    ...inboxFields(data, fields),
    receivedAt: iso(data.receivedAt),
    read: data.read === true,
    handled: data.handled === true,
    suspectedSpam: data.suspectedSpam === true,
    mail: mailStatus(doc, mail, now),
  }
}

const sameMoment = (value: unknown, cursor: Pick<InboxCursor, "seconds" | "nanoseconds">) =>
  value instanceof Timestamp && value.seconds === cursor.seconds && value.nanoseconds === cursor.nanoseconds

/**
 * One page of the inbox, newest first, each with whether the coach has opened it and dealt with it.
 * The cursor is the moment of the last enquiry shown and the ids shown from that moment, so two
 * enquiries received at the same instant are neither lost nor shown twice.
 */
export const listEnquiries = async (
  db: Firestore,
  { cursor, pageSize = INBOX_PAGE_SIZE }: ListEnquiriesRequest = {},
  now = new Date(),
  fields: EnquiryFields = ENQUIRY_FIELDS,
): Promise<InboxPage> => {
  let query = db.collection(ENQUIRIES).orderBy("receivedAt", "desc")
  if (cursor) query = query.where("receivedAt", "<=", new Timestamp(cursor.seconds, cursor.nanoseconds))
  const snapshot = await query.limit(pageSize + 1 + (cursor?.seen.length ?? 0)).get()
  const unseen = snapshot.docs.filter((doc) => !(cursor && sameMoment(doc.get("receivedAt"), cursor) && cursor.seen.includes(doc.id)))
  const docs = unseen.slice(0, pageSize)
  const mails = docs.length ? await db.getAll(...docs.map((doc) => db.collection(MAIL).doc(mailIdOf(doc)))) : []
  const enquiries = docs.map((doc, index) => toInboxEnquiry(doc, mails[index], now, fields))
  const last = docs[docs.length - 1]
  const lastMoment: unknown = last?.get("receivedAt")
  if (unseen.length <= pageSize || !(lastMoment instanceof Timestamp)) return { enquiries, next: null }
  const moment = { seconds: lastMoment.seconds, nanoseconds: lastMoment.nanoseconds }
  const atLast = docs.filter((doc) => sameMoment(doc.get("receivedAt"), moment)).map((doc) => doc.id)
  const next: InboxCursor = { ...moment, seen: atLast }
  if (cursor && sameMoment(lastMoment, cursor)) next.seen = [...cursor.seen, ...atLast]
  return { enquiries, next }
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
