/**
 * The coach's side of booking: her availability, her calls (cancelling one with a message to the
 * visitor), blocking a time, and the private address of her calendar feed.
 */
import { randomBytes } from "node:crypto"
import { FieldValue, Timestamp, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { DateTime } from "luxon"
import { availabilitySchema, AVAILABILITY_LIMITS, type Availability, type BlockedTime } from "../../../contract/booking-availability"
import { CALENDAR_FEED_FUNCTION, type AvailabilityResult, type BlockTimeResult, type CancelCallResult, type ListCallsResult, type StudioCall } from "../../../contract/booking-api"
import { parseInstant } from "../../../contract/booking-slots"
import { BOOKING_AVAILABILITY, CALENDAR_FEED, CALLS, ENGAGEMENTS, FUNCTIONS_REGION } from "../../../contract/firebase-settings"
import { enquiryExpiry } from "../common/retention"
import { enquiryKeepDays } from "../site/site-identity"
import { queueCallMails } from "./book-call"
import { releaseHolds } from "./call-holds"
import { bookedFrom, callsStarting, coachSide, readAvailability, readCall, type CallRecord, type BookingFields } from "./call-records"
import { hashSecret } from "../common/secret-hash"
import { listedDetails } from "./call-details"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { lastFlood } from "./booking-flood"
import { listSuspected } from "./suspected-calls"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"

const iso = (value: unknown): string | null => (value instanceof Timestamp ? value.toDate().toISOString() : null)

export const getAvailability = async (db: Firestore): Promise<AvailabilityResult> => {
  const [availability, feed] = await Promise.all([readAvailability(db), db.doc(CALENDAR_FEED).get()])
  return { availability, defaults: availabilitySchema.parse({}), calendarFeedSince: iso(feed.get("createdAt")) }
}

/** Saves her availability as she set it. Calls already booked are not touched: they stay. */
export const saveAvailability = async (db: Firestore, availability: Availability, now = new Date()): Promise<AvailabilityResult> => {
  await db.doc(BOOKING_AVAILABILITY).set({ availability, updatedAt: Timestamp.fromDate(now) })
  return getAvailability(db)
}

const studioCall = (call: CallRecord, fields: BookingFields): StudioCall => ({
  callId: call.callId,
  time: call.time,
  status: call.status,
  name: call.name,
  email: call.email,
  message: call.message,
  way: call.way,
  ...(call.phone ? { phone: call.phone } : {}),
  ...(call.timeZone ? { timeZone: call.timeZone } : {}),
  bookedAt: call.bookedAt.toISOString(),
  suspectedSpam: call.suspectedSpam,
  details: listedDetails(call.answers, fields),
})

/** Her calls from a day ago to a year ahead, soonest first, and which was booked most recently. */
export const listCalls = async (db: Firestore, now = new Date(), fields: BookingFields = ENQUIRY_FIELDS): Promise<ListCallsResult> => {
  const calls = await callsStarting(db, DateTime.fromJSDate(now).minus({ days: 1 }).toJSDate(), DateTime.fromJSDate(now).plus({ years: 1 }).toJSDate(), undefined, fields)
  const newest = calls.filter((call) => call.status === "booked").sort((a, b) => b.bookedAt.getTime() - a.bookedAt.getTime())[0]
  const [suspected, limitReached] = await Promise.all([listSuspected(db, now, fields), lastFlood(db, now)])
  return { calls: calls.map((call) => studioCall(call, fields)), newest: newest?.callId ?? null, suspected, limitReached }
}

/** Cancels a call that has not yet begun, with her message to the visitor; cancelling it again changes nothing. */
export const cancelCall = async (
  db: Firestore,
  { callId, message }: { callId: string; message?: string },
  now = new Date(),
  keepDays = enquiryKeepDays(),
  fields: BookingFields = ENQUIRY_FIELDS,
): Promise<CancelCallResult> => {
  const mails = await db.runTransaction(async (transaction): Promise<QueuedMail[] | null> => {
    const ref = db.collection(CALLS).doc(callId)
    const snapshot = await transaction.get(ref)
    const call = readCall(snapshot, fields)
    if (!call) throw new HttpsError("not-found", "That call no longer exists.")
    if (call.status === "cancelled") return null
    if (Date.parse(call.time.start) <= now.getTime()) throw new HttpsError("failed-precondition", "That call has already begun.")
    const availability = await readAvailability(db, transaction)
    const release = await releaseHolds(transaction, db, callId, call.time, call.daySlot)
    // A programme's session she cancels goes back to the balance, which then is not used up.
    const engagement = call.session ? await transaction.get(db.collection(ENGAGEMENTS).doc(call.session.engagementId)) : null
    release()
    if (engagement?.exists) transaction.update(engagement.ref, { sessionsChangedAt: Timestamp.fromDate(now), sessionsUsedUpAt: FieldValue.delete() })
    const cancelled: CallRecord = { ...call, status: "cancelled", sequence: call.sequence + 1 }
    const used = snapshot.get("usedTokenHashes")
    const current = snapshot.get("manageTokenHash")
    transaction.update(ref, {
      status: "cancelled",
      cancelledAt: Timestamp.fromDate(now),
      cancelledBy: "coach",
      sequence: cancelled.sequence,
      // Her cancellation uses up the visitor's link too.
      manageTokenHash: "",
      usedTokenHashes: [...(Array.isArray(used) ? used : []), ...(typeof current === "string" && current ? [current] : [])],
      ...(call.session ? { usesSession: false, returned: "coach" } : {}),
    })
    return queueCallMails(transaction, db, cancelled, "cancelled-by-coach", coachSide(availability), enquiryExpiry(new Date(call.time.end), keepDays), { coachMessage: message, fields })
  })
  if (!mails) return { cancelled: true, alreadyCancelled: true }
  printQueuedMails(mails)
  return { cancelled: true, alreadyCancelled: false }
}

/** Adds a blocked time; blocked times over a day past are dropped. Calls within it stay until she cancels them. */
export const blockTime = async (db: Firestore, block: BlockedTime, now = new Date()): Promise<BlockTimeResult> =>
  db.runTransaction(async (transaction) => {
    const availability = await readAvailability(db, transaction)
    if (!availability) throw new HttpsError("failed-precondition", "Set your availability before blocking a time.")
    const dayAgo = DateTime.fromJSDate(now).minus({ days: 1 })
    const current = availability.blocked.filter((kept) => (parseInstant(kept.to) ?? dayAgo) > dayAgo)
    if (current.length >= AVAILABILITY_LIMITS.blocked) throw new HttpsError("invalid-argument", `You may block at most ${AVAILABILITY_LIMITS.blocked} times.`, { problems: [{ field: "block", message: "too many" }] })
    const next: Availability = { ...availability, blocked: [...current, block] }
    const from = Date.parse(block.from)
    const to = Date.parse(block.to)
    const booked = await bookedFrom(db, now, new Date(Math.max(to, now.getTime())), transaction)
    const overlapping = booked.filter((call) => Date.parse(call.time.start) < to && Date.parse(call.time.end) > from).map((call) => call.callId)
    transaction.set(db.doc(BOOKING_AVAILABILITY), { availability: next, updatedAt: Timestamp.fromDate(now) })
    return { availability: next, overlapping }
  })

/** Where the functions answer: the local backend's emulator (from the request) or the project's own address. */
export const functionsBase = (request: { headers?: Record<string, unknown>; originalUrl?: string; protocol?: string } | undefined): string => {
  const project = process.env.GCLOUD_PROJECT ?? ""
  if (process.env.FUNCTIONS_EMULATOR === "true" && typeof request?.headers?.host === "string") return `http://${request.headers.host}/${project}/${FUNCTIONS_REGION}`
  return `https://${FUNCTIONS_REGION}-${project}.cloudfunctions.net`
}

/**
 * Makes a new private address for her calendar feed; only its hash is kept, so the address is
 * shown this once, and the one before stops working at once.
 */
export const replaceCalendarFeed = async (db: Firestore, base: string, now = new Date()): Promise<{ url: string }> => {
  const token = randomBytes(32).toString("base64url")
  await db.doc(CALENDAR_FEED).set({ tokenHash: hashSecret(token), createdAt: Timestamp.fromDate(now) })
  return { url: `${base}/${CALENDAR_FEED_FUNCTION}/${token}.ics` }
}
