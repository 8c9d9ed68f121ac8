/**
 * A programme's sessions as stored: documents of the calls collection with `kind: "session"` and
 * the engagement's id, each `usesSession` while it takes one of the balance. The balance is
 * counted from them, never kept apart, so it cannot drift from the sessions themselves; a booking
 * reads them in its own transaction (session-booking.ts).
 */
import { Timestamp, type DocumentSnapshot, type Firestore, type QuerySnapshot, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { CALLS, ENGAGEMENTS } from "../../../contract/firebase-settings"
import type { EngagementSessions, ProgrammeSession, SessionBalance, SessionRefusal } from "../../../contract/session-api"
import { readCall } from "../booking/call-records"
import { readAcceptedEngagement, type AcceptedEngagement } from "../engagements/accepted-engagement"

export const sessionsQuery = (db: Firestore, engagementId: string) => db.collection(CALLS).where("engagementId", "==", engagementId)

/** One session as the room and the studio show it, or null for a document that is not one. */
export const sessionOf = (doc: DocumentSnapshot): ProgrammeSession | null => {
  const call = readCall(doc)
  if (!call?.session) return null
  const returned: unknown = doc.get("returned")
  return {
    sessionId: doc.id,
    number: call.session.number,
    time: call.time,
    status: call.status,
    usesSession: doc.get("usesSession") === true,
    ...(returned === "notice" || returned === "coach" ? { returned } : {}),
    ...(doc.get("late") === true ? { late: true } : {}),
  }
}

/** The sessions of a query's answer, soonest first. */
export const sessionsOf = (snapshot: QuerySnapshot): ProgrammeSession[] =>
  snapshot.docs.flatMap((doc) => sessionOf(doc) ?? []).sort((a, b) => a.time.start.localeCompare(b.time.start))

export const balanceOf = (total: number, sessions: readonly ProgrammeSession[], now: Date): SessionBalance => {
  const used = sessions.filter((session) => session.usesSession).length
  return {
    total,
    used,
    left: Math.max(0, total - used),
    upcoming: sessions.filter((session) => session.status === "booked" && Date.parse(session.time.end) > now.getTime()).length,
  }
}

export const refusal = (reason: SessionRefusal, message: string, code: "failed-precondition" | "resource-exhausted" = "failed-precondition"): HttpsError =>
  new HttpsError(code, message, { reason })

const NOT_FOUND = "There is no such programme for your e-mail address."

/**
 * The engagement, if the caller may reach it: the client's own (another's, a missing one and an
 * unreadable one are alike not found), or any for the coach (`clientEmail` null). Sessions belong
 * to an accepted programme only.
 */
export const engagementFor = async (transaction: Transaction | null, db: Firestore, engagementId: string, clientEmail: string | null): Promise<{ engagement: AcceptedEngagement; snapshot: DocumentSnapshot }> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  const snapshot = transaction ? await transaction.get(ref) : await ref.get()
  if (!snapshot.exists || (clientEmail !== null && snapshot.get("clientEmail") !== clientEmail)) throw new HttpsError("not-found", NOT_FOUND)
  const read = readAcceptedEngagement(snapshot)
  if ("problem" in read) {
    if (snapshot.get("state") === "accepted") throw new HttpsError("not-found", NOT_FOUND)
    throw refusal("not-accepted", "Sessions can be booked once the proposal is accepted.")
  }
  return { engagement: read.engagement, snapshot }
}

const isoOf = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

/** The whole list and balance as the room and the studio show it. */
export const engagementSessions = (
  engagement: AcceptedEngagement,
  snapshot: DocumentSnapshot,
  sessions: readonly ProgrammeSession[],
  { now, noticeHours, coachTimeZone }: { now: Date; noticeHours: number; coachTimeZone: string },
): EngagementSessions => {
  const usedUpAt = isoOf(snapshot.get("sessionsUsedUpAt"))
  return {
    engagementId: engagement.id,
    programme: engagement.proposal.programme.title,
    sessionMinutes: engagement.proposal.programme.sessionMinutes,
    balance: balanceOf(engagement.proposal.programme.sessions, sessions, now),
    sessions: [...sessions],
    noticeHours,
    coachTimeZone,
    ...(usedUpAt ? { usedUpAt } : {}),
  }
}
