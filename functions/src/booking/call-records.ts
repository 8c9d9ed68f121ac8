/** How a call and the coach's availability are kept in Firestore, and read back. */
import { Timestamp, type DocumentSnapshot, type Firestore, type Query, type Transaction } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { availabilitySchema, type Availability } from "../../../contract/booking-availability"
import type { StudioCall } from "../../../contract/booking-api"
import { instantKey, type CallTime } from "../../../contract/booking-slots"
import { BOOKING_AVAILABILITY, CALLS } from "../../../contract/firebase-settings"
import { ENQUIRY_FIELDS, writtenFields } from "../../../contract/enquiry-schema"
import { DateTime } from "luxon"

/**
 * A call's document as the functions read it: what the studio is shown, and what only the server
 * keeps. The visitor's words are the enquiry's fields (ENQUIRY_FIELDS) in `answers`; the four the
 * booking itself uses (whom to write to and greet, the calendar's summary and description) are
 * read from them by name, and every other field travels in `answers` alone.
 */
export interface CallRecord extends Omit<StudioCall, "bookedAt" | "details"> {
  /** The enquiry's fields as the visitor wrote them (ENQUIRY_FIELDS, every one but the tick), stored as fields of the call. */
  answers: Record<string, string>
  /** What about (the form's topic): the calendar's description names it. */
  topic: string
  emailKey: string
  sequence: number
  bookedAt: Date
  /** Her day (yyyy-MM-dd) and the day-slot document the call holds. */
  daySlot: string
  remindedAt?: Date
  /** Times the visitor has moved it with their link (MAX_MOVES_PER_CALL). */
  moves: number
  /** A programme's session (`kind: "session"`), not a first call: its place in the programme, for its wording. */
  session?: SessionOfCall
}

/** What a session's e-mails, invitation and her feed say of it: "Session 2 of 6: <programme>". */
export interface SessionOfCall {
  engagementId: string
  number: number
  of: number
  programme: string
}

const sessionOf = (data: Record<string, unknown>): SessionOfCall | undefined =>
  data.kind === "session" && typeof data.engagementId === "string"
    ? {
        engagementId: data.engagementId,
        number: typeof data.sessionNumber === "number" ? data.sessionNumber : 0,
        of: typeof data.sessionsInProgramme === "number" ? data.sessionsInProgramme : 0,
        programme: text(data.programme) ?? "",
      }
    : undefined

/**
 * The enquiry's fields as booking reads them: the table, or in a test a copy of it that gains a
 * field. A booking checked with either holds at least the table's fields, which the type names.
 */
export type BookingFields = typeof ENQUIRY_FIELDS

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)
const date = (value: unknown): Date | undefined => (value instanceof Timestamp ? value.toDate() : undefined)
/** A stored moment as the instant the slots name it by (`2026-03-21T12:00:00Z`). */
export const instantOf = (value: unknown): string => instantKey(DateTime.fromJSDate(date(value) ?? new Date(0)))
const key = instantOf

/** The enquiry's fields a booking carries, each that is filled in, as the call keeps them. */
export const answersOf = (values: Readonly<Record<string, unknown>>, fields: BookingFields = ENQUIRY_FIELDS): Record<string, string> =>
  Object.fromEntries(writtenFields(fields).flatMap((key) => (typeof values[key] === "string" && values[key] ? [[key, values[key]]] : [])))

/** The answers the booking itself uses by name, from a booking or a stored call. */
export const namedAnswers = (values: Readonly<Record<string, unknown>>): Pick<CallRecord, "name" | "email" | "topic" | "message"> => ({
  name: text(values.name) ?? "",
  email: text(values.email) ?? "",
  topic: text(values.topic) ?? "",
  message: text(values.message) ?? "",
})

export const readCall = (doc: DocumentSnapshot, fields: BookingFields = ENQUIRY_FIELDS): CallRecord | undefined => {
  if (!doc.exists) return undefined
  const data = doc.data() ?? {}
  return {
    answers: answersOf(data, fields),
    callId: doc.id,
    time: { start: key(data.start), end: key(data.end) },
    status: data.status === "booked" ? "booked" : "cancelled",
    ...namedAnswers(data),
    emailKey: text(data.emailKey) ?? "",
    way: data.way === "phone" ? "phone" : "video",
    phone: text(data.phone),
    timeZone: text(data.timeZone),
    sequence: typeof data.sequence === "number" ? data.sequence : 0,
    bookedAt: date(data.bookedAt) ?? new Date(0),
    daySlot: text(data.daySlot) ?? "",
    suspectedSpam: data.suspectedSpam === true,
    remindedAt: date(data.remindedAt),
    moves: typeof data.moves === "number" ? data.moves : 0,
    ...(sessionOf(data) ? { session: sessionOf(data) } : {}),
  }
}

/** The stored fields of a call's time. */
export const timeFields = (time: CallTime) => ({ start: Timestamp.fromMillis(Date.parse(time.start)), end: Timestamp.fromMillis(Date.parse(time.end)) })

/** Calls starting from `from` up to `to`, booked and cancelled; read in the transaction when one is given. */
export const callsStarting = async (db: Firestore, from: Date, to: Date, transaction?: Transaction, fields: BookingFields = ENQUIRY_FIELDS): Promise<CallRecord[]> => {
  const query: Query = db.collection(CALLS).where("start", ">=", Timestamp.fromDate(from)).where("start", "<", Timestamp.fromDate(to))
  const snapshot = transaction ? await transaction.get(query) : await query.get()
  return snapshot.docs.flatMap((doc) => readCall(doc, fields) ?? []).sort((a, b) => a.time.start.localeCompare(b.time.start))
}

/** The longest a call can last: booked calls that began this long before a moment may still be running at it. */
const LONGEST_CALL_MS = 24 * 60 * 60 * 1000

/** The calls still to come or running at `now`, which the slot generator keeps clear of. */
export const bookedFrom = async (db: Firestore, now: Date, until: Date, transaction?: Transaction): Promise<CallRecord[]> =>
  (await callsStarting(db, new Date(now.getTime() - LONGEST_CALL_MS), until, transaction)).filter((call) => call.status === "booked" && Date.parse(call.time.end) > now.getTime())

/**
 * Her availability, or null until she has saved it (booking stays closed). A stored value the
 * schema no longer accepts also closes booking, and says so in the log, rather than offering
 * times she never set.
 */
export const readAvailability = async (db: Firestore, transaction?: Transaction): Promise<Availability | null> => {
  const ref = db.doc(BOOKING_AVAILABILITY)
  const snapshot = transaction ? await transaction.get(ref) : await ref.get()
  if (!snapshot.exists) return null
  const parsed = availabilitySchema.safeParse(snapshot.get("availability"))
  if (parsed.success) return parsed.data
  logger.error("The stored availability is not valid; booking is closed until it is saved again", { issues: parsed.error.issues.slice(0, 5) })
  return null
}

/** Her zone and meeting room for a call's e-mails; London and no room until she saves her availability. */
export const coachSide = (availability: Availability | null): { timeZone: string; meetingLink?: string } => ({
  timeZone: availability?.timeZone ?? "Europe/London",
  ...(availability?.meetingLink ? { meetingLink: availability.meetingLink } : {}),
})

/** Beyond this nobody can book (her horizon, and a margin for the end of her last day). */
export const horizonEnd = (availability: Availability, now: Date): Date => DateTime.fromJSDate(now).plus({ weeks: availability.horizonWeeks, days: 2 }).toJSDate()
