/**
 * A programme's sessions, booked from its balance: what the client's room and the studio say to
 * the session callables. A session is a document of the calls collection (`kind: "session"`,
 * `engagementId`), held and checked as a first call is (contract/booking-slots.ts), at the
 * programme's session length. Only the room's app, the studio's and functions/ import this.
 */
import { z } from "zod"
import "./zod-jitless"
import { timeZoneSchema } from "./booking-availability"
import type { CallTime } from "./booking-slots"

/** The client's, from their room: only their own accepted engagements. */
export const SESSION_CALLABLES = {
  listSessions: "clientListSessions",
  listSessionTimes: "clientListSessionTimes",
  bookSession: "clientBookSession",
  cancelSession: "clientCancelSession",
  moveSession: "clientMoveSession",
} as const

/** The coach's, from the Clients screen. */
export const STUDIO_SESSION_CALLABLES = {
  listSessions: "studioListSessions",
  giveSessionBack: "studioGiveSessionBack",
} as const

const engagementId = () => z.uuid({ error: "must be the id of an engagement" })
/** A session's id: made by the room when it books, so a retry books it once. */
const sessionId = () => z.uuid({ error: "must be the id of a session" })
const start = () => z.string({ error: "must be a date and time" }).trim().min(1, { error: "Choose a time." }).max(40, { error: "must be a date and time" })

export const engagementSessionsSchema = z.strictObject({ engagementId: engagementId() })
export type EngagementSessionsRequest = z.input<typeof engagementSessionsSchema>

export const bookSessionSchema = z.strictObject({
  engagementId: engagementId(),
  sessionId: sessionId(),
  start: start(),
  /** The client's own zone, for their e-mails. */
  timeZone: timeZoneSchema.optional(),
})
export type BookSessionRequest = z.input<typeof bookSessionSchema>

export const cancelSessionSchema = z.strictObject({ engagementId: engagementId(), sessionId: sessionId() })
export type CancelSessionRequest = z.input<typeof cancelSessionSchema>

export const moveSessionSchema = z.strictObject({
  engagementId: engagementId(),
  sessionId: sessionId(),
  start: start(),
  timeZone: timeZoneSchema.optional(),
})
export type MoveSessionRequest = z.input<typeof moveSessionSchema>

export const giveSessionBackSchema = z.strictObject({ engagementId: engagementId(), sessionId: sessionId() })
export type GiveSessionBackRequest = z.input<typeof giveSessionBackSchema>

/** A programme's sessions counted: in the programme, used (booked, or changed too late), left, and booked still to come. */
export interface SessionBalance {
  total: number
  used: number
  left: number
  upcoming: number
}

/** Why a session no longer uses one of the balance. */
export type SessionReturn = "notice" | "coach"

export interface ProgrammeSession {
  sessionId: string
  /** Its place in the programme when it was booked: "Session 2 of 6". */
  number: number
  time: CallTime
  status: "booked" | "cancelled"
  usesSession: boolean
  /** Cancelled with her notice, or given back by her. */
  returned?: SessionReturn
  /** Cancelled or moved with less than her notice: it stays used. */
  late?: boolean
}

export interface EngagementSessions {
  engagementId: string
  programme: string
  sessionMinutes: number
  balance: SessionBalance
  /** Soonest first. */
  sessions: ProgrammeSession[]
  /** Her notice, in hours, for a cancel or move to return the session (her Settings). */
  noticeHours: number
  /** Her zone, beside the client's when the clocks differ. */
  coachTimeZone: string
  /** ISO 8601: when the last session of the balance was booked. */
  usedUpAt?: string
}

export interface SessionTimesResult {
  times: CallTime[]
  coachTimeZone: string
}

/** What a booking, cancel, move or giving back answers: the session as it now is, and the whole list. */
export interface SessionChangeResult {
  session: ProgrammeSession
  sessions: EngagementSessions
}

/**
 * Why a session request was refused, in `details.reason` (failed-precondition or, for the balance,
 * resource-exhausted), so the room can say which in plain words and load the list again.
 */
export const SESSION_REFUSALS = ["no-sessions-left", "not-accepted", "ended", "started", "cancelled", "not-used"] as const
export type SessionRefusal = (typeof SESSION_REFUSALS)[number]

/**
 * The notice rule: a cancel or move at least `noticeHours` before the session starts returns it
 * to the balance; any later, the session stays used. Exactly the notice is enough.
 */
export const returnsSession = (sessionStart: string, now: Date, noticeHours: number): boolean => Date.parse(sessionStart) - now.getTime() >= noticeHours * 60 * 60 * 1000

/** "4 of 6 sessions left". */
export const balanceLine = ({ total, left }: Pick<SessionBalance, "total" | "left">): string => `${left} of ${total} ${total === 1 ? "session" : "sessions"} left`

/** "Session 2 of 6: Stepping up to the board", the wording of its e-mails, invitation and her feed. */
export const sessionTitle = (number: number, total: number, programme: string): string => `Session ${number} of ${total}: ${programme}`

/** "24 hours", "1 hour". */
export const noticeWords = (hours: number): string => `${hours} ${hours === 1 ? "hour" : "hours"}`
