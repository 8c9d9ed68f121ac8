/**
 * Bookings whose spam trap was filled in (book-call.ts keeps them in SUSPECTED_CALLS): listed for
 * the coach, who accepts one (booked as any call, if its time is still free, and the e-mails sent)
 * or discards it.
 */
import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { bookCallSchemaOf, type JudgeSuspectedCallResult, type SuspectedCall } from "../../../contract/booking-api"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { SUSPECTED_CALLS } from "../../../contract/firebase-settings"
import { bookCall } from "./book-call"
import { bookingLimits } from "./booking-limits"
import { listedDetails } from "./call-details"
import { answersOf, instantOf, type BookingFields } from "./call-records"

/** The request as it was sent (checked again: what is stored is read back through the same schema). */
const bookingOf = (snapshot: DocumentSnapshot, fields: BookingFields) => bookCallSchemaOf(fields).safeParse(snapshot.get("booking"))

const suspectedCall = (snapshot: DocumentSnapshot, fields: BookingFields): SuspectedCall | null => {
  const parsed = bookingOf(snapshot, fields)
  if (!parsed.success) return null
  const request = parsed.data
  const receivedAt: unknown = snapshot.get("receivedAt")
  return {
    requestId: snapshot.id,
    time: { start: instantOf(snapshot.get("start")), end: instantOf(snapshot.get("end")) },
    name: request.name,
    email: request.email,
    message: request.message,
    way: request.way,
    ...(request.phone ? { phone: request.phone } : {}),
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    details: listedDetails(answersOf(request, fields), fields),
    receivedAt: receivedAt instanceof Timestamp ? receivedAt.toDate().toISOString() : new Date(0).toISOString(),
  }
}

/** Suspected requests for times still to come, soonest first. */
export const listSuspected = async (db: Firestore, now: Date, fields: BookingFields = ENQUIRY_FIELDS): Promise<SuspectedCall[]> =>
  (await db.collection(SUSPECTED_CALLS).where("start", ">", Timestamp.fromDate(now)).get()).docs
    .flatMap((doc) => suspectedCall(doc, fields) ?? [])
    .sort((a, b) => a.time.start.localeCompare(b.time.start))

/**
 * Accepting books the request as the visitor sent it, checked as any booking is (a time taken or
 * too soon since is refused, and the request kept for her to discard); discarding deletes it.
 */
export const judgeSuspectedCall = async (
  db: Firestore,
  { requestId, verdict }: { requestId: string; verdict: "accept" | "discard" },
  now = new Date(),
  fields: BookingFields = ENQUIRY_FIELDS,
): Promise<JudgeSuspectedCallResult> => {
  const ref = db.collection(SUSPECTED_CALLS).doc(requestId)
  const snapshot = await ref.get()
  if (!snapshot.exists) throw new HttpsError("not-found", "That request is no longer there; it may have been accepted or discarded in another window.")
  if (verdict === "discard") {
    await ref.delete()
    return { booked: false }
  }
  const parsed = bookingOf(snapshot, fields)
  if (!parsed.success) throw new HttpsError("failed-precondition", "That request cannot be read; please discard it.")
  const emailKey: unknown = snapshot.get("emailKey")
  const booked = await bookCall(db, {
    booking: { ...parsed.data, website: undefined },
    sender: "",
    emailKey: typeof emailKey === "string" ? emailKey : "",
    limits: bookingLimits(),
    now,
    accepting: true,
    fields,
  })
  return { booked: true, callId: booked.callId }
}
