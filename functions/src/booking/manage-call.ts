/**
 * What the link in a visitor's e-mails can do, without signing in: show the call and the times it
 * could move to, cancel it, or move it. The token is good for that one call until it starts; a
 * used one (the call cancelled, or moved and a new link sent) and a wrong one are refused.
 */
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { MAX_MOVES_PER_CALL, type ManageCallRequest, type ManageCallResult, type ManagedCall, type ManageTokenProblem } from "../../../contract/booking-api"
import type { Availability } from "../../../contract/booking-availability"
import { freeTimes, type CallTime } from "../../../contract/booking-slots"
import { CALLS } from "../../../contract/firebase-settings"
import { bookingClosed, claimTime, queueCallMails, tellCoachOfFlood } from "./book-call"
import { bookingCounts, type BookingLimits } from "./booking-limits"
import { isEveryonesCap } from "./booking-flood"
import { takeSendingSlots } from "../common/sending-slots"
import { releaseHolds } from "./call-holds"
import { visitorAvailability } from "./busy-calendars/busy-store"
import { bookedFrom, coachSide, horizonEnd, readCall, timeFields, type CallRecord, type BookingFields } from "./call-records"
import { hashSecret } from "../common/secret-hash"
import { makeManageToken, tokenCallId, tokenProblem } from "./manage-token"
import { enquiryExpiry } from "../common/retention"
import { enquiryKeepDays } from "../site/site-identity"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"

const TOKEN_REFUSALS: Record<ManageTokenProblem, string> = {
  wrong: "This link is not one of ours; please use the link in your latest e-mail about the call.",
  used: "This link has already been used; please use the link in your latest e-mail about the call.",
  expired: "This call has already started, so it can no longer be changed here; please reply to your confirmation e-mail.",
}

const refuseToken = (problem: ManageTokenProblem) => new HttpsError("permission-denied", TOKEN_REFUSALS[problem], { token: problem })

const managed = (call: CallRecord, availability: Availability | null): ManagedCall => ({
  callId: call.callId,
  time: call.time,
  way: call.way,
  status: call.status,
  ...(call.way === "video" && availability?.meetingLink ? { meetingLink: availability.meetingLink } : {}),
})

/** Reads the call a token names and checks the token, in the transaction. */
const callOfToken = async (transaction: Transaction, db: Firestore, token: string, now: Date, fields: BookingFields) => {
  const callId = tokenCallId(token)
  if (!callId) throw refuseToken("wrong")
  const snapshot = await transaction.get(db.collection(CALLS).doc(callId))
  const call = readCall(snapshot, fields)
  const problem = tokenProblem(token, call && { ...snapshot.data(), start: new Date(call.time.start) }, now)
  if (problem || !call) throw refuseToken(problem ?? "wrong")
  const used = snapshot.get("usedTokenHashes")
  return { call, usedTokenHashes: Array.isArray(used) ? (used as string[]) : [] }
}

/** The calls the slot generator keeps clear of, this one left out (it may move next to itself). */
const othersBooked = async (transaction: Transaction, db: Firestore, availability: Availability, callId: string, now: Date): Promise<CallTime[]> =>
  (await bookedFrom(db, now, horizonEnd(availability, now), transaction)).filter((call) => call.callId !== callId).map((call) => call.time)

/** Who is asking, for the hourly limits a move counts against (the e-mail address is the call's). */
export interface ManageCounting {
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  limits: BookingLimits
}

export const manageCall = async (
  db: Firestore,
  request: ManageCallRequest,
  counting: ManageCounting,
  now = new Date(),
  keepDays = enquiryKeepDays(),
  fields: BookingFields = ENQUIRY_FIELDS,
): Promise<ManageCallResult> => {
  try {
    const { result, mails } = await db.runTransaction((transaction) => manageOnce(transaction, db, request, counting, now, keepDays, fields))
    printQueuedMails(mails)
    return result
  } catch (error) {
    if (isEveryonesCap(error)) await tellCoachOfFlood(db, now)
    throw error
  }
}

/** The answer, and the e-mails queued (for the local backend's terminal). */
const manageOnce = async (
  transaction: Transaction,
  db: Firestore,
  request: ManageCallRequest,
  { sender, limits }: ManageCounting,
  now: Date,
  keepDays: number,
  fields: BookingFields,
): Promise<{ result: ManageCallResult; mails: QueuedMail[] }> => {
  const { call, usedTokenHashes } = await callOfToken(transaction, db, request.token, now, fields)
  const availability = await visitorAvailability(db, transaction)
  const timeZone = availability?.timeZone ?? "Europe/London"
  const ref = db.collection(CALLS).doc(call.callId)
  const usedNow = [...usedTokenHashes, hashSecret(request.token.split(".")[1])]
  const expiresAt = (time: CallTime) => enquiryExpiry(new Date(time.end), keepDays)

  if (request.action === "view") {
    const times = availability ? freeTimes(availability, { now, booked: await othersBooked(transaction, db, availability, call.callId, now) }) : []
    return { result: { call: managed(call, availability), times, timeZone }, mails: [] }
  }

  if (request.action === "cancel") {
    const release = await releaseHolds(transaction, db, call.callId, call.time, call.daySlot)
    release()
    const cancelled: CallRecord = { ...call, status: "cancelled", sequence: call.sequence + 1 }
    transaction.update(ref, {
      status: "cancelled",
      cancelledAt: Timestamp.fromDate(now),
      cancelledBy: "visitor",
      sequence: cancelled.sequence,
      manageTokenHash: "",
      usedTokenHashes: usedNow,
    })
    const mails = queueCallMails(transaction, db, cancelled, "cancelled-by-visitor", coachSide(availability), expiresAt(call.time), { fields })
    return { result: { call: managed(cancelled, availability), timeZone }, mails }
  }

  if (!availability) throw bookingClosed()
  // Each move mails the visitor and the coach: a few per call, and each counted as a booking is.
  if (call.moves >= MAX_MOVES_PER_CALL) {
    throw new HttpsError("resource-exhausted", `This call has been moved ${call.moves} times, the most it can be moved here; to change it again, please reply to your confirmation e-mail.`, {
      tooManyMoves: true,
      limit: MAX_MOVES_PER_CALL,
    })
  }
  const { check, holds } = await claimTime(transaction, db, { callId: call.callId, start: request.start, availability, now, moving: true })
  if (check.time.start === call.time.start) return { result: { call: managed(call, availability), timeZone }, mails: [] }
  // Its place on the old day is kept when it moves within the day (readHolds found it as its own).
  const release = await releaseHolds(transaction, db, call.callId, call.time, holds.daySlot === call.daySlot ? "" : call.daySlot)
  const takeSlots = await takeSendingSlots(transaction, db, { sender, emailKey: call.emailKey, limits, now, ...bookingCounts(limits) })
  takeSlots()
  holds.write()
  release()
  const token = makeManageToken(call.callId)
  const moved: CallRecord = { ...call, time: check.time, daySlot: holds.daySlot, sequence: call.sequence + 1, timeZone: request.timeZone ?? call.timeZone, remindedAt: undefined, moves: call.moves + 1 }
  transaction.update(ref, {
    moves: moved.moves,
    ...timeFields(check.time),
    daySlot: holds.daySlot,
    sequence: moved.sequence,
    ...(request.timeZone ? { timeZone: request.timeZone } : {}),
    movedAt: Timestamp.fromDate(now),
    remindedAt: null,
    manageTokenHash: token.hash,
    usedTokenHashes: usedNow,
    expiresAt: expiresAt(check.time),
  })
  const mails = queueCallMails(transaction, db, moved, "moved", coachSide(availability), expiresAt(check.time), { token: token.token, fields })
  return { result: { call: managed(moved, availability), timeZone }, mails }
}
