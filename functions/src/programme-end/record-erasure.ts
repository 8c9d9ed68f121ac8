/**
 * Erasing a client's record: everything of the engagement goes (its personal fields, the intake,
 * the sessions, her notes, the shared actions, the testimonial's record unless it is published,
 * the e-mails about it) but what her accounts need: the invoices and credit notes, which UK law
 * asks her to keep for six years, and the engagement's id they name. She erases from the studio;
 * a client asks from their room; her keeping period erases an ended programme's record on its own.
 */
import { FieldValue, Timestamp, type Firestore, type Query } from "firebase-admin/firestore"
import type { Auth } from "firebase-admin/auth"
import { HttpsError } from "firebase-functions/v2/https"
import { CALLS, CLIENT_ACTIONS, CLIENT_TESTIMONIALS, CREDIT_NOTES, ENGAGEMENTS, INTAKE, INVOICES, MAIL, SESSION_NOTES } from "../../../contract/firebase-settings"
import { recordErasureDue } from "../../../contract/record-keeping"
import type { QueuedMail } from "../common/local-terminal"
import type { SiteIdentity } from "../site/site-identity"
import { acceptedRecord, engagementRecordOf, ownRecord } from "./engagement-record"
import { agreementMailId } from "../engagements/acceptance"
import { answerMailId } from "../engagements/answer-email"
import { creditNoteMailId, invoiceMailId } from "../invoices/invoice-emails"
import { erasureRequestMail } from "./record-emails"
import { testimonialMailId, testimonialOf } from "./testimonials"

const BATCH = 200

const deleteFound = async (db: Firestore, query: Query): Promise<number> => {
  let deleted = 0
  for (;;) {
    const found = await query.limit(BATCH).get()
    if (found.empty) return deleted
    const batch = db.batch()
    found.docs.forEach((doc) => batch.delete(doc.ref))
    await batch.commit()
    deleted += found.size
    if (found.size < BATCH) return deleted
  }
}

/**
 * The mail documents named by the engagement, as each part names them (no prefix query: ids are
 * known): every proposal sent, the agreement's two, a decline, each invoice's and its reminders and
 * credit note, the testimonial's and the erasure request's. Those that carry `engagementId` are
 * found by it besides.
 */
const namedMailIds = (engagementId: string, sends: number, invoiceIds: readonly string[]): string[] => [
  ...Array.from({ length: Math.max(sends, 1) }, (_, index) => `proposal-${engagementId}-${index + 1}`),
  agreementMailId(engagementId, "client"),
  agreementMailId(engagementId, "coach"),
  answerMailId(engagementId, "declined"),
  ...invoiceIds.flatMap((invoiceId) => [invoiceMailId(invoiceId, "issued"), invoiceMailId(invoiceId, "beforeDue"), invoiceMailId(invoiceId, "overdue"), creditNoteMailId(invoiceId)]),
  testimonialMailId(engagementId),
  erasureMailId(engagementId),
]

export interface ErasureResult {
  keptInvoices: number
  keptCreditNotes: number
}

/** Erases one engagement's record (not asking who; the callers do), and the client's account once nothing else of theirs remains. */
export const eraseRecord = async (db: Firestore, auth: Auth, engagementId: string, now: Date): Promise<ErasureResult> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  const snapshot = await ref.get()
  const record = acceptedRecord(snapshot)
  const sends = Number(snapshot.get("sends")) || 1
  const testimonial = testimonialOf(await db.collection(CLIENT_TESTIMONIALS).doc(engagementId).get())
  const byEngagement = (collection: string) => db.collection(collection).where("engagementId", "==", engagementId)
  for (const query of [byEngagement(CALLS), byEngagement(SESSION_NOTES), byEngagement(CLIENT_ACTIONS), byEngagement(MAIL)]) await deleteFound(db, query)
  const invoiceIds = (await byEngagement(INVOICES).get()).docs.map((doc) => doc.id)
  const batch = db.batch()
  for (const id of namedMailIds(engagementId, sends, invoiceIds)) batch.delete(db.collection(MAIL).doc(id))
  batch.delete(db.collection(INTAKE).doc(engagementId))
  // A published testimonial keeps the record of its permission: the site still shows those words.
  if (!testimonial?.published) batch.delete(db.collection(CLIENT_TESTIMONIALS).doc(engagementId))
  // The id stays, named by the invoices; nothing about the person does.
  batch.set(ref, { state: "erased", erasedAt: Timestamp.fromDate(now) })
  await batch.commit()
  const others = await db.collection(ENGAGEMENTS).where("clientEmail", "==", record.clientEmail).limit(1).get()
  if (others.empty) {
    const user = await auth.getUserByEmail(record.clientEmail).catch(() => null)
    if (user && user.customClaims?.client === true && user.customClaims?.coach !== true) await auth.deleteUser(user.uid)
  }
  const creditNotes = await byEngagement(CREDIT_NOTES).get()
  return { keptInvoices: invoiceIds.length, keptCreditNotes: creditNotes.size }
}

/** She erases after confirming with the client's name as the proposal has it. */
export const eraseConfirmed = async (db: Firestore, auth: Auth, engagementId: string, confirmName: string, now: Date): Promise<ErasureResult> => {
  const record = acceptedRecord(await db.collection(ENGAGEMENTS).doc(engagementId).get())
  const same = (value: string) => value.trim().replace(/\s+/g, " ").toLowerCase()
  if (same(confirmName) !== same(record.proposal.client.name)) {
    throw new HttpsError("invalid-argument", `Type the client's name, ${record.proposal.client.name}, to confirm.`, { problems: [{ field: "confirmName", message: `must be the client's name, ${record.proposal.client.name}` }] })
  }
  return eraseRecord(db, auth, engagementId, now)
}

export const erasureMailId = (engagementId: string): string => `erasure-${engagementId}-coach`

/** The client asks for erasure: recorded once, and she is e-mailed once. Answers the mail queued, if any. */
export const requestErasure = async (db: Firestore, clientEmail: string, engagementId: string, reason: string | undefined, site: SiteIdentity, now: Date): Promise<QueuedMail | null> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  return db.runTransaction(async (transaction) => {
    const record = ownRecord(await transaction.get(ref), clientEmail)
    if (record.erasureRequestedAt) return null
    transaction.update(ref, { erasureRequest: { requestedAt: Timestamp.fromDate(now), ...(reason ? { reason } : {}) }, updatedAt: FieldValue.serverTimestamp() })
    const id = erasureMailId(engagementId)
    const mail = erasureRequestMail(record, site, reason)
    transaction.create(db.collection(MAIL).doc(id), { ...mail, engagementId })
    return { id, mail }
  })
}

/** Her keeping period: every ended programme's record past it is erased. Answers how many. */
export const eraseKeptTooLong = async (db: Firestore, auth: Auth, now: Date, months: number): Promise<number> => {
  const found = await db.collection(ENGAGEMENTS).where("endedAt", "<=", Timestamp.fromDate(now)).get()
  let erased = 0
  for (const doc of found.docs) {
    const record = engagementRecordOf(doc)
    if (!record?.endedAt || recordErasureDue(record.endedAt, months).getTime() > now.getTime()) continue
    await eraseRecord(db, auth, record.id, now)
    erased += 1
  }
  return erased
}
