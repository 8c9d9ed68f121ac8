/**
 * Booking a call: the server decides what is bookable (contract/booking-slots.ts, the same module
 * the page lists times with), holds the time with documents whose creation fails when they exist
 * (call-holds.ts), counts the request against the hourly limits every message from a visitor
 * counts against (the enquiries') and against everyone's bookings together (booking-limits.ts),
 * and queues the e-mails, all in one transaction, once per submission id. A booking whose spam
 * trap was filled in holds nothing and mails no one: it is kept for the coach to accept or discard.
 */
import { createHash } from "node:crypto"
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { MAX_FUTURE_CALLS_PER_VISITOR, NEXT_TIMES_OFFERED, type BookCall, type BookCallResult, type TimeGoneDetails } from "../../../contract/booking-api"
import type { Availability } from "../../../contract/booking-availability"
import { checkTime, freeTimes, type CallTime, type Unbookable } from "../../../contract/booking-slots"
import { CALLS, MAIL, SUSPECTED_CALLS } from "../../../contract/firebase-settings"
import { enquiryExpiry } from "../common/retention"
import { enquiryKeepDays } from "../site/site-identity"
import { payloadHash } from "../common/payload-hash"
import { takeSendingSlots } from "../common/sending-slots"
import { logger } from "firebase-functions"
import { bookingCounts, type BookingLimits } from "./booking-limits"
import { isEveryonesCap, noteFlood } from "./booking-flood"
import { coachMail, visitorMail, type CallEvent, type CoachSide } from "./call-emails"
import { readHolds, type Holds } from "./call-holds"
import { visitorAvailability } from "./busy-calendars/busy-store"
import { answersOf, bookedFrom, horizonEnd, instantOf, namedAnswers, readCall, timeFields, type CallRecord, type BookingFields } from "./call-records"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { makeManageToken } from "./manage-token"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"

export interface BookCallRequest {
  booking: BookCall
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  /** The salted hash of the visitor's e-mail address, lower-cased. */
  emailKey: string
  uid?: string
  limits: BookingLimits
  now?: Date
  /** Days a call and its e-mails are kept after it ends (content/site.json, as enquiries). */
  keepDays?: number
  maxFutureCalls?: number
  /** The coach accepting a suspected request: not counted again, and the request is removed once booked. */
  accepting?: boolean
  /** The enquiry's fields; the shared table unless a test gives another. */
  fields?: BookingFields
}

export interface BookedCall extends BookCallResult {
  /** False when this submission had been booked before (a retry): nothing new was written. */
  created: boolean
  /** The visitor's link, made now (only when created). */
  token?: string
  /** The e-mails queued (only when created). */
  mails?: QueuedMail[]
  /** The spam trap was filled in: kept for the coach, no time held, nothing sent. */
  suspected?: boolean
}

const REFUSALS: Record<Unbookable, string> = {
  "not-a-time": "The time picked is not one the page offered.",
  past: "That time has passed; please choose another.",
  "too-soon": "That time is now too close to book; please choose a later one.",
  "too-far": "That time is too far ahead to book yet; please choose an earlier one.",
  "day-off": "That day is no longer free; please choose another time.",
  "outside-hours": "That time is no longer offered; please choose another.",
  blocked: "That time is no longer free; please choose another.",
  taken: "That time has just been booked by someone else; please choose another.",
  "day-full": "That day has just filled up; please choose another time.",
}

/**
 * The refusal of a time the visitor cannot have, with the next free times so the page can offer
 * them at once. `aborted` (the catalogue's 409): the request clashed with what others did.
 */
export const timeGone = (reason: Unbookable, availability: Availability, now: Date, booked: readonly CallTime[]): HttpsError =>
  reason === "not-a-time"
    ? new HttpsError("invalid-argument", REFUSALS[reason], { fields: { start: "invalid" } })
    : new HttpsError("aborted", REFUSALS[reason], { reason, times: freeTimes(availability, { now, booked }).slice(0, NEXT_TIMES_OFFERED) } satisfies TimeGoneDetails)

export const bookingClosed = (): HttpsError => new HttpsError("unavailable", "Calls cannot be booked on the site at the moment; please use the contact form.", { bookingClosed: true })

/** What the visitor sent, as a hash: the same submission id with the same words is a retry. */
const bookingHash = (booking: BookCall, fields: BookingFields): string =>
  createHash("sha256")
    .update(JSON.stringify([payloadHash(booking, fields), booking.start, booking.way, booking.phone ?? "", booking.timeZone ?? ""]))
    .digest("hex")

/**
 * Books the call, or refuses naming why. Requests for one time meet in the transaction: Firestore
 * lets one commit over what the other read, and the SDK runs the other again, which then reads
 * the first one's hold and is refused (call-holds.ts).
 */
export const bookCall = async (db: Firestore, request: BookCallRequest): Promise<BookedCall> => {
  const now = request.now ?? new Date()
  try {
    const booked = await db.runTransaction((transaction) => bookOnce(transaction, db, request, now))
    printQueuedMails(booked.mails ?? [])
    return booked
  } catch (error) {
    if (isEveryonesCap(error)) await tellCoachOfFlood(db, now)
    throw error
  }
}

/** The visitor's refusal stands whatever happens here: telling the coach must not turn it into another error. */
export const tellCoachOfFlood = async (db: Firestore, now: Date): Promise<void> => {
  try {
    await noteFlood(db, now)
  } catch (error) {
    logger.warn("The coach could not be told that the hourly limit on bookings was reached", { error: String(error) })
  }
}

/**
 * The core every booking shares, first calls and a programme's sessions alike: in the
 * transaction, the calls booked (this one left out when it moves), the time checked against her
 * hours, busy calendars and day cap (`availability`, at the length asked: `withCallLength`), and
 * the holds read. Refuses with the next free times, or answers the time and the holds to write.
 */
export const claimTime = async (
  transaction: Transaction,
  db: Firestore,
  { callId, start, availability, now, moving = false }: { callId: string; start: string; availability: Availability; now: Date; moving?: boolean },
): Promise<{ check: { ok: true; time: CallTime }; holds: Holds; booked: CallTime[] }> => {
  const booked = (await bookedFrom(db, now, horizonEnd(availability, now), transaction)).filter((call) => !moving || call.callId !== callId).map((call) => call.time)
  const check = checkTime(availability, { now, booked }, start)
  if (!check.ok) throw timeGone(check.reason, availability, now, booked)
  const holds = await readHolds(transaction, db, callId, check.time, availability.timeZone, availability.maxCallsPerDay)
  if (holds.taken || holds.dayFull) throw timeGone(holds.taken ? "taken" : "day-full", availability, now, booked)
  return { check, holds, booked }
}

const bookOnce = async (
  transaction: Transaction,
  db: Firestore,
  { booking, sender, emailKey, uid, limits, keepDays = enquiryKeepDays(), maxFutureCalls = MAX_FUTURE_CALLS_PER_VISITOR, accepting = false, fields = ENQUIRY_FIELDS }: BookCallRequest,
  now: Date,
): Promise<BookedCall> => {
  const callId = booking.submissionId
  const callRef = db.collection(CALLS).doc(callId)
  const suspectedRef = db.collection(SUSPECTED_CALLS).doc(callId)
  const [existing, kept] = await transaction.getAll(callRef, suspectedRef)
  const hash = bookingHash(booking, fields)
  // The spam trap: only a robot fills it in (or, rarely, a browser's autofill for a real person,
  // whose request the coach will accept).
  const suspected = !accepting && Boolean(booking.website?.trim())
  const earlier = existing.exists ? existing : suspected && kept.exists ? kept : undefined
  if (earlier) {
    const time = existing.exists ? (readCall(existing) as CallRecord).time : suspectedTime(kept)
    if (earlier.get("payloadHash") === hash) return { callId, time, created: false }
    // The same id with other words or another time: never answer "booked" for what was not stored.
    throw new HttpsError("aborted", "This booking was changed after it was first sent; please send it again.", { changedSinceSent: true })
  }
  const availability = await visitorAvailability(db, transaction)
  if (!availability) throw bookingClosed()
  const { check, holds } = await claimTime(transaction, db, { callId, start: booking.start, availability, now })
  const theirs = (await transaction.get(db.collection(CALLS).where("emailKey", "==", emailKey))).docs
    .flatMap((doc) => readCall(doc) ?? [])
    .filter((call) => call.status === "booked" && Date.parse(call.time.end) > now.getTime())
  if (theirs.length >= maxFutureCalls) {
    throw new HttpsError("resource-exhausted", `You already have ${theirs.length} calls booked; please cancel or move one of them first.`, {
      tooManyCalls: true,
      limit: maxFutureCalls,
    })
  }
  // The coach's own acceptance of a request counted when it arrived is not counted again.
  const takeSlots = accepting
    ? () => undefined
    : await takeSendingSlots(transaction, db, { sender, emailKey, limits, now, ...bookingCounts(limits, suspected) }).catch((error: unknown) => {
        // Past the trapped requests' own cap a robot is answered as before, and nothing is kept.
        if (suspected && isEveryonesCap(error)) return null
        throw error
      })

  if (suspected) {
    if (!takeSlots) return { callId, time: check.time, created: false, suspected: true }
    // Kept for the coach, counted under a cap of their own (so a flood of them neither grows without end nor closes booking to others), and nothing else: no hold, no e-mail.
    takeSlots()
    transaction.create(suspectedRef, {
      booking: { ...booking, website: undefined },
      ...timeFields(check.time),
      emailKey,
      payloadHash: hash,
      receivedAt: Timestamp.fromDate(now),
      expiresAt: enquiryExpiry(new Date(check.time.end), keepDays),
    })
    return { callId, time: check.time, created: true, suspected: true }
  }

  holds.write()
  takeSlots?.()
  const token = makeManageToken(callId)
  const expiresAt = enquiryExpiry(new Date(check.time.end), keepDays)
  const answers = answersOf(booking, fields)
  const record: CallRecord = {
    answers,
    ...namedAnswers(booking),
    callId,
    time: check.time,
    status: "booked",
    emailKey,
    way: booking.way,
    phone: booking.way === "phone" ? booking.phone : undefined,
    timeZone: booking.timeZone,
    sequence: 0,
    bookedAt: now,
    daySlot: holds.daySlot,
    // Calls booked before trapped requests were kept apart may carry the mark; none is booked with it now.
    suspectedSpam: false,
    moves: 0,
  }
  transaction.create(callRef, {
    // Each of the enquiry's fields as a field of the call, as an enquiry keeps them.
    ...answers,
    ...record,
    answers: undefined,
    ...timeFields(check.time),
    time: undefined,
    bookedAt: Timestamp.fromDate(now),
    uid,
    payloadHash: hash,
    manageTokenHash: token.hash,
    usedTokenHashes: [],
    expiresAt,
    suspectedSpam: undefined,
  })
  if (accepting) transaction.delete(suspectedRef)
  const mails = queueCallMails(transaction, db, record, "booked", availability, expiresAt, { token: token.token, fields })
  return { callId, time: check.time, created: true, token: token.token, mails }
}

/** The time a suspected request asked for, as stored. */
const suspectedTime = (snapshot: DocumentSnapshot): CallTime => ({ start: instantOf(snapshot.get("start")), end: instantOf(snapshot.get("end")) })

/** The visitor's and the coach's e-mails of one event of a call, each created once. */
export const queueCallMails = (
  transaction: Transaction,
  db: Firestore,
  call: CallRecord,
  event: CallEvent,
  coach: CoachSide,
  expiresAt: Timestamp,
  options: { token?: string; coachMessage?: string; sequence?: number; fields?: BookingFields } = {},
): QueuedMail[] => {
  const id = `call-${call.callId}-${event}-${options.sequence ?? call.sequence}`
  const mails = [
    { id: `${id}-visitor`, mail: visitorMail(call, event, coach, options) },
    { id: `${id}-coach`, mail: coachMail(call, event, coach, options.fields) },
  ]
  for (const { id: mailId, mail } of mails) transaction.create(db.collection(MAIL).doc(mailId), { ...mail, expiresAt })
  // What was queued, for the local backend's terminal once the transaction has committed.
  return mails
}
