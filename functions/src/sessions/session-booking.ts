/**
 * Booking, cancelling, moving and giving back a programme's sessions. A booking goes through the
 * first call's booking core (`claimTime`, book-call.ts: her hours, busy calendars, day cap and the
 * one-booking-per-time holds) at the programme's session length, and reads the balance (the
 * engagement's sessions, counting `usesSession`) in the same transaction, which also writes the
 * engagement: of any number of bookings sent at once, each sees the ones committed before it, so
 * the balance never goes below zero.
 */
import { createHash } from "node:crypto"
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { logger } from "firebase-functions"
import { freeTimes, instantKey, parseInstant, withCallLength, type CallTime } from "../../../contract/booking-slots"
import { CALLS } from "../../../contract/firebase-settings"
import { returnsSession, type EngagementSessions, type ProgrammeSession, type SessionChangeResult } from "../../../contract/session-api"
import type { Availability } from "../../../contract/booking-availability"
import { bookingClosed, claimTime, queueCallMails } from "../booking/book-call"
import { releaseHolds } from "../booking/call-holds"
import { bookedFrom, coachSide, horizonEnd, readCall, timeFields, type CallRecord } from "../booking/call-records"
import { visitorAvailability } from "../booking/busy-calendars/busy-store"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { enquiryExpiry } from "../common/retention"
import type { SiteIdentity } from "../site/site-identity"
import type { AcceptedEngagement } from "../engagements/accepted-engagement"
import { balanceOf, engagementFor, engagementSessions, refusal, sessionOf, sessionsOf, sessionsQuery } from "./programme-sessions"
import { usedUpMailRefs, usedUpMails } from "./used-up-email"

/** What the functions know at a call: the moment, her notice and keeping days, her identity for the e-mails. */
export interface SessionContext {
  now: Date
  site: SiteIdentity
}

/** Who asks: a client (only their own engagements) or the coach (any). */
export type Asker = { clientEmail: string } | { coach: true }

const emailOf = (asker: Asker): string | null => ("clientEmail" in asker ? asker.clientEmail : null)

/** Many bookings of one programme at once meet on its document; each waits its turn rather than failing. */
const ATTEMPTS = { maxAttempts: 20 }

/** The sessions and balance as they now are (read after a change has committed). */
export const listSessions = async (db: Firestore, engagementId: string, asker: Asker, context: SessionContext): Promise<EngagementSessions> => {
  const { engagement, snapshot } = await engagementFor(null, db, engagementId, emailOf(asker))
  const [sessions, availability] = await Promise.all([sessionsQuery(db, engagementId).get(), visitorAvailability(db)])
  return engagementSessions(engagement, snapshot, sessionsOf(sessions), { now: context.now, noticeHours: context.site.sessionNoticeHours, coachTimeZone: coachSide(availability).timeZone })
}

/** The times free for one of this programme's sessions now, at its length. */
export const sessionTimes = async (db: Firestore, engagementId: string, clientEmail: string, now: Date): Promise<{ times: CallTime[]; coachTimeZone: string }> => {
  const { engagement } = await engagementFor(null, db, engagementId, clientEmail)
  const availability = await visitorAvailability(db)
  if (!availability) return { times: [], coachTimeZone: coachSide(null).timeZone }
  const booked = (await bookedFrom(db, now, horizonEnd(availability, now))).map((call) => call.time)
  return { times: freeTimes(withCallLength(availability, engagement.proposal.programme.sessionMinutes), { now, booked }), coachTimeZone: availability.timeZone }
}

/** A session's call record, for the booking's e-mails, invitation, reminders and her feed. */
const sessionRecord = (engagement: AcceptedEngagement, sessionId: string, number: number, time: CallTime, daySlot: string, now: Date, timeZone?: string): CallRecord => {
  const { client, programme } = engagement.proposal
  return {
    answers: { name: client.name, email: client.email },
    name: client.name,
    email: client.email,
    topic: "",
    message: "",
    callId: sessionId,
    time,
    status: "booked",
    emailKey: "",
    way: "video",
    ...(timeZone ? { timeZone } : {}),
    sequence: 0,
    bookedAt: now,
    daySlot,
    suspectedSpam: false,
    moves: 0,
    session: { engagementId: engagement.id, number, of: programme.sessions, programme: programme.title },
  }
}

/** The stored fields of a session just booked. No `expiresAt`: a session is kept with its engagement's record. */
const storedSession = (record: CallRecord) => ({
  kind: "session",
  engagementId: record.session?.engagementId,
  usesSession: true,
  sessionNumber: record.session?.number,
  sessionsInProgramme: record.session?.of,
  programme: record.session?.programme,
  name: record.name,
  email: record.email,
  way: record.way,
  ...(record.timeZone ? { timeZone: record.timeZone } : {}),
  status: "booked",
  ...timeFields(record.time),
  sequence: 0,
  bookedAt: Timestamp.fromDate(record.bookedAt),
  daySlot: record.daySlot,
  moves: 0,
})

const NO_SESSIONS = (total: number) =>
  refusal("no-sessions-left", `All ${total} ${total === 1 ? "session" : "sessions"} of your programme are booked or used, so there are none left to book. To carry on, ask for more.`, "resource-exhausted")

/**
 * Takes one session of the balance for `time`, in the transaction: every read is done (the holds
 * and the used-up e-mails' documents) before the returned write is called.
 */
const takeSession = async (
  transaction: Transaction,
  db: Firestore,
  { engagement, snapshot, sessions, sessionId, start, availability, now, timeZone, site }: {
    engagement: AcceptedEngagement
    snapshot: DocumentSnapshot
    sessions: readonly ProgrammeSession[]
    sessionId: string
    start: string
    availability: Availability
    now: Date
    timeZone?: string
    site: SiteIdentity
  },
): Promise<{ record: CallRecord; write: () => QueuedMail[] }> => {
  const total = engagement.proposal.programme.sessions
  const balance = balanceOf(total, sessions, now)
  if (balance.left <= 0) throw NO_SESSIONS(total)
  const { check, holds } = await claimTime(transaction, db, { callId: sessionId, start, availability: withCallLength(availability, engagement.proposal.programme.sessionMinutes), now })
  const usesLast = balance.left === 1
  const mailRefs = usedUpMailRefs(db, engagement.id)
  const [clientMail, coachMail] = usesLast ? await transaction.getAll(mailRefs.client, mailRefs.coach) : []
  const record = sessionRecord(engagement, sessionId, balance.used + 1, check.time, holds.daySlot, now, timeZone)
  return {
    record,
    write: () => {
      holds.write()
      transaction.create(db.collection(CALLS).doc(sessionId), storedSession(record))
      // Written by every booking, so bookings of one programme sent at once commit one after another.
      transaction.update(snapshot.ref, { sessionsChangedAt: Timestamp.fromDate(now), ...(usesLast ? { sessionsUsedUpAt: Timestamp.fromDate(now) } : {}) })
      const expiresAt = enquiryExpiry(new Date(check.time.end), site.retention.enquiryDays)
      const mails = queueCallMails(transaction, db, record, "booked", coachSide(availability), expiresAt)
      if (!usesLast) return mails
      const told = usedUpMails(engagement.proposal, site)
      const once = [
        ...(clientMail?.exists ? [] : [{ ref: mailRefs.client, mail: told.client }]),
        ...(coachMail?.exists ? [] : [{ ref: mailRefs.coach, mail: told.coach }]),
      ]
      for (const { ref, mail } of once) transaction.create(ref, { ...mail, expiresAt })
      return [...mails, ...once.map(({ ref, mail }) => ({ id: ref.id, mail }))]
    },
  }
}

/** Runs a change, prints what it queued once committed, and answers the session and the list as they now are. */
const changed = async (
  db: Firestore,
  engagementId: string,
  asker: Asker,
  context: SessionContext,
  change: (transaction: Transaction) => Promise<{ sessionId: string; mails: QueuedMail[] }>,
): Promise<SessionChangeResult> => {
  const { sessionId, mails } = await db.runTransaction(change, ATTEMPTS)
  printQueuedMails(mails)
  const sessions = await listSessions(db, engagementId, asker, context)
  const session = sessions.sessions.find((each) => each.sessionId === sessionId)
  if (!session) throw new HttpsError("internal", "The session was saved but could not be read back.")
  return { session, sessions }
}

/** The same start, however the room wrote it. */
const sameStart = (a: string, b: string): boolean => {
  const instant = parseInstant(b)
  return instant !== null && a === instantKey(instant)
}

export const bookSession = (
  db: Firestore,
  clientEmail: string,
  request: { engagementId: string; sessionId: string; start: string; timeZone?: string },
  context: SessionContext,
): Promise<SessionChangeResult> =>
  changed(db, request.engagementId, { clientEmail }, context, async (transaction) => {
    const { now, site } = context
    const { engagement, snapshot } = await engagementFor(transaction, db, request.engagementId, clientEmail)
    if (snapshot.get("endedAt")) throw refusal("ended", "This programme has ended, so no more sessions can be booked.")
    const ref = db.collection(CALLS).doc(request.sessionId)
    const existing = await transaction.get(ref)
    if (existing.exists) {
      // A retry of a booking that was made: answered as made, nothing more sent.
      const earlier = sessionOf(existing)
      if (earlier && existing.get("engagementId") === engagement.id && sameStart(earlier.time.start, request.start)) return { sessionId: request.sessionId, mails: [] }
      throw new HttpsError("already-exists", "This booking was changed after it was first sent; please choose the time again.")
    }
    const availability = await visitorAvailability(db, transaction)
    if (!availability) throw bookingClosed()
    const sessions = sessionsOf(await transaction.get(sessionsQuery(db, engagement.id)))
    const taking = await takeSession(transaction, db, { engagement, snapshot, sessions, sessionId: request.sessionId, start: request.start, availability, now, timeZone: request.timeZone, site })
    return { sessionId: request.sessionId, mails: taking.write() }
  })

/** The session named, if it is one of this engagement's; otherwise not found, as another's is. */
const sessionIn = async (transaction: Transaction, db: Firestore, engagementId: string, sessionId: string) => {
  const snapshot = await transaction.get(db.collection(CALLS).doc(sessionId))
  const session = snapshot.get("engagementId") === engagementId ? sessionOf(snapshot) : null
  const call = session ? readCall(snapshot) : undefined
  if (!session || !call) throw new HttpsError("not-found", "There is no such session in this programme.")
  return { session, call, snapshot }
}

/** A booked session still to come: one cancelled or already started cannot be changed. */
const changeable = (session: ProgrammeSession, now: Date): void => {
  if (session.status === "cancelled") throw refusal("cancelled", "This session has already been cancelled.")
  if (Date.parse(session.time.start) <= now.getTime()) throw refusal("started", "This session has already started, so it can no longer be cancelled or moved here. Please write to your coach.")
}

/** Cancels a booked session: with her notice it comes back to the balance, later it stays used. */
export const cancelSession = (db: Firestore, clientEmail: string, request: { engagementId: string; sessionId: string }, context: SessionContext): Promise<SessionChangeResult> =>
  changed(db, request.engagementId, { clientEmail }, context, async (transaction) => {
    const { now, site } = context
    const { snapshot: engagementSnapshot } = await engagementFor(transaction, db, request.engagementId, clientEmail)
    const { session, call, snapshot } = await sessionIn(transaction, db, request.engagementId, request.sessionId)
    changeable(session, now)
    const availability = await visitorAvailability(db, transaction)
    const release = await releaseHolds(transaction, db, call.callId, call.time, call.daySlot)
    const returned = returnsSession(session.time.start, now, site.sessionNoticeHours)
    release()
    const cancelled: CallRecord = { ...call, status: "cancelled", sequence: call.sequence + 1 }
    transaction.update(snapshot.ref, {
      status: "cancelled",
      cancelledAt: Timestamp.fromDate(now),
      cancelledBy: "client",
      sequence: cancelled.sequence,
      ...(returned ? { usesSession: false, returned: "notice" } : { late: true }),
    })
    transaction.update(engagementSnapshot.ref, { sessionsChangedAt: Timestamp.fromDate(now), ...(returned && session.usesSession ? { sessionsUsedUpAt: FieldValue.delete() } : {}) })
    const mails = queueCallMails(transaction, db, cancelled, "cancelled-by-visitor", coachSide(availability), enquiryExpiry(new Date(call.time.end), site.retention.enquiryDays))
    return { sessionId: session.sessionId, mails }
  })

/** The id of the session a late move books, made from the one it leaves, so a retried move finds it. */
const movedSessionId = (sessionId: string, sequence: number): string => {
  const hex = createHash("sha256").update(`${sessionId}:moved:${sequence}`).digest("hex")
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

/**
 * Moves a booked session. With her notice it moves as a first call does, still using one session;
 * later, the session it leaves stays used (cancelled, marked late) and the new time takes another
 * from the balance, refused when none is left.
 */
export const moveSession = (
  db: Firestore,
  clientEmail: string,
  request: { engagementId: string; sessionId: string; start: string; timeZone?: string },
  context: SessionContext,
): Promise<SessionChangeResult> =>
  changed(db, request.engagementId, { clientEmail }, context, async (transaction) => {
    const { now, site } = context
    const { engagement, snapshot: engagementSnapshot } = await engagementFor(transaction, db, request.engagementId, clientEmail)
    const { session, call, snapshot } = await sessionIn(transaction, db, request.engagementId, request.sessionId)
    changeable(session, now)
    const availability = await visitorAvailability(db, transaction)
    if (!availability) throw bookingClosed()
    const expiresAt = (time: CallTime) => enquiryExpiry(new Date(time.end), site.retention.enquiryDays)
    if (returnsSession(session.time.start, now, site.sessionNoticeHours)) {
      const length = withCallLength(availability, engagement.proposal.programme.sessionMinutes)
      const { check, holds } = await claimTime(transaction, db, { callId: call.callId, start: request.start, availability: length, now, moving: true })
      if (check.time.start === call.time.start) return { sessionId: session.sessionId, mails: [] }
      // Its place on the old day is kept when it moves within the day (readHolds found it as its own).
      const release = await releaseHolds(transaction, db, call.callId, call.time, holds.daySlot === call.daySlot ? "" : call.daySlot)
      holds.write()
      release()
      const moved: CallRecord = { ...call, time: check.time, daySlot: holds.daySlot, sequence: call.sequence + 1, timeZone: request.timeZone ?? call.timeZone, remindedAt: undefined, moves: call.moves + 1 }
      transaction.update(snapshot.ref, {
        ...timeFields(check.time),
        daySlot: holds.daySlot,
        sequence: moved.sequence,
        moves: moved.moves,
        ...(request.timeZone ? { timeZone: request.timeZone } : {}),
        movedAt: Timestamp.fromDate(now),
        remindedAt: null,
      })
      transaction.update(engagementSnapshot.ref, { sessionsChangedAt: Timestamp.fromDate(now) })
      return { sessionId: session.sessionId, mails: queueCallMails(transaction, db, moved, "moved", coachSide(availability), expiresAt(check.time)) }
    }
    // Too late to move it free: this one stays used, and the new time is a booking of its own.
    const newId = movedSessionId(session.sessionId, call.sequence)
    const sessions = sessionsOf(await transaction.get(sessionsQuery(db, engagement.id)))
    const taking = await takeSession(transaction, db, { engagement, snapshot: engagementSnapshot, sessions, sessionId: newId, start: request.start, availability, now, timeZone: request.timeZone ?? call.timeZone, site })
    const release = await releaseHolds(transaction, db, call.callId, call.time, call.daySlot)
    const mails = taking.write()
    release()
    const cancelled: CallRecord = { ...call, status: "cancelled", sequence: call.sequence + 1 }
    transaction.update(snapshot.ref, { status: "cancelled", cancelledAt: Timestamp.fromDate(now), cancelledBy: "client", sequence: cancelled.sequence, late: true, movedTo: newId })
    logger.info("Session moved late", { engagementId: engagement.id })
    return { sessionId: newId, mails: [...queueCallMails(transaction, db, cancelled, "cancelled-by-visitor", coachSide(availability), expiresAt(call.time)), ...mails] }
  })

/** Her giving a session back: it no longer uses one of the balance, booked or not. */
export const giveSessionBack = (db: Firestore, request: { engagementId: string; sessionId: string }, context: SessionContext): Promise<SessionChangeResult> =>
  changed(db, request.engagementId, { coach: true }, context, async (transaction) => {
    const { snapshot: engagementSnapshot } = await engagementFor(transaction, db, request.engagementId, null)
    const { session, snapshot } = await sessionIn(transaction, db, request.engagementId, request.sessionId)
    if (!session.usesSession) throw refusal("not-used", "This session is not using one of the balance, so there is nothing to give back.")
    const now = Timestamp.fromDate(context.now)
    transaction.update(snapshot.ref, { usesSession: false, returned: "coach", givenBackAt: now })
    transaction.update(engagementSnapshot.ref, { sessionsChangedAt: now, sessionsUsedUpAt: FieldValue.delete() })
    return { sessionId: session.sessionId, mails: [] }
  })
