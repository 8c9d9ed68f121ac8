/**
 * Her calendars and the last good copy of each one's busy times, kept in one document
 * (BUSY_CALENDARS): added and removed from the studio, read again on a schedule and before a
 * booking is decided when the copy is older than BUSY_COPY_MAX_AGE_MINUTES. A calendar that cannot
 * be read keeps its last good copy, and the document says since when and why, for the studio.
 */
import { randomBytes } from "node:crypto"
import { Timestamp, type Firestore, type Transaction } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { HttpsError } from "firebase-functions/v2/https"
import { availabilitySchema, type Availability } from "../../../../contract/booking-availability"
import { BUSY_CALENDAR_LIMITS, type AddBusyCalendar, type BusyCalendarsResult, type BusyCalendarView } from "../../../../contract/booking-calendars"
import type { CallTime } from "../../../../contract/booking-slots"
import { BUSY_CALENDARS } from "../../../../contract/firebase-settings"
import { isCallUid } from "../call-calendar"
import { horizonEnd, readAvailability } from "../call-records"
import { busyCalendarLimits } from "./busy-calendar-limits"
import { refreshSiteIdentity } from "../../site/site-identity"
import { busyTimes, CalendarReadError, mergeSpans, type ExpandWindow } from "./expand-calendar"
import { CalendarFetchError, fetchCalendarText, normaliseCalendarAddress, type FetchPolicy } from "./safe-fetch"

/** Older than this, a copy is read again before a booking is decided (the schedule reads every 15 minutes). */
export const BUSY_COPY_MAX_AGE_MINUTES = 20

/** Busy stretches kept per calendar: a diary of back-to-back meetings for half a year is well within it. */
const MAX_SPANS_PER_CALENDAR = 5000

export interface StoredCalendar {
  id: string
  name: string
  /** The secret address, as she gave it (webcal:// kept; read as https). Never logged, never sent back. */
  address: string
  addedAt: Date
  readAt: Date | null
  /** The last attempt, good or not: a failing calendar is not asked again on every booking. */
  triedAt: Date | null
  busy: CallTime[]
  failure: { since: Date; reason: string } | null
  /** Her addresses she gave for it, lower-case. */
  ownAddresses: string[]
  /** The sign-in address of the coach who added it, lower-case: hers too. */
  signInAddress: string | null
}

const date = (value: unknown): Date | null => (value instanceof Timestamp ? value.toDate() : null)
const isSpan = (value: unknown): value is CallTime =>
  typeof value === "object" && value !== null && typeof (value as CallTime).start === "string" && typeof (value as CallTime).end === "string"

const readStored = (value: unknown): StoredCalendar | null => {
  if (typeof value !== "object" || value === null) return null
  const entry = value as Record<string, unknown>
  if (typeof entry.id !== "string" || typeof entry.address !== "string") return null
  const failure = entry.failure as Record<string, unknown> | null | undefined
  return {
    id: entry.id,
    name: typeof entry.name === "string" ? entry.name : "",
    address: entry.address,
    addedAt: date(entry.addedAt) ?? new Date(0),
    readAt: date(entry.readAt),
    triedAt: date(entry.triedAt),
    busy: Array.isArray(entry.busy) ? entry.busy.filter(isSpan) : [],
    failure: failure && typeof failure.reason === "string" ? { since: date(failure.since) ?? new Date(0), reason: failure.reason } : null,
    ownAddresses: Array.isArray(entry.ownAddresses) ? entry.ownAddresses.filter((address): address is string => typeof address === "string") : [],
    signInAddress: typeof entry.signInAddress === "string" ? entry.signInAddress : null,
  }
}

const stored = (calendar: StoredCalendar) => ({
  ...calendar,
  addedAt: Timestamp.fromDate(calendar.addedAt),
  readAt: calendar.readAt && Timestamp.fromDate(calendar.readAt),
  triedAt: calendar.triedAt && Timestamp.fromDate(calendar.triedAt),
  failure: calendar.failure && { since: Timestamp.fromDate(calendar.failure.since), reason: calendar.failure.reason },
})

export const readBusyCalendars = async (db: Firestore, transaction?: Transaction): Promise<StoredCalendar[]> => {
  const ref = db.doc(BUSY_CALENDARS)
  const snapshot = transaction ? await transaction.get(ref) : await ref.get()
  const list = snapshot.exists ? snapshot.get("calendars") : []
  return Array.isArray(list) ? list.flatMap((entry) => readStored(entry) ?? []) : []
}

/** Every calendar's busy times as last read, joined. */
export const allBusy = (calendars: readonly StoredCalendar[]): CallTime[] => mergeSpans(calendars.flatMap((calendar) => calendar.busy))

/**
 * Her availability as visitors are offered it: her calendars' busy times, widened by her gap
 * between calls as a booked call is, added to the times she blocked, so the one check of blocked
 * times (contract/booking-slots.ts) keeps clear of both, in the times listed, in the booking
 * decided and in a call moved. Never saved: the studio and "Block a time" read her availability
 * without them.
 */
export const withBusyTimes = (availability: Availability, busy: readonly CallTime[]): Availability => {
  if (busy.length === 0) return availability
  const gapMs = availability.gapMinutes * 60_000
  const widened = busy.map((span) => ({ from: new Date(Date.parse(span.start) - gapMs).toISOString(), to: new Date(Date.parse(span.end) + gapMs).toISOString() }))
  return { ...availability, blocked: [...availability.blocked, ...widened] }
}

/** Her availability with her calendars' busy times (read in the transaction when one is given), or null while booking is closed. */
export const visitorAvailability = async (db: Firestore, transaction?: Transaction): Promise<Availability | null> => {
  // A transaction's reads one after the other, as Firestore wants them before its writes.
  const availability = await readAvailability(db, transaction)
  if (!availability) return null
  return withBusyTimes(availability, allBusy(await readBusyCalendars(db, transaction)))
}

/** "calendar.google.com/…": where it is kept, never the secret part. */
export const maskAddress = (address: string): string => {
  try {
    return `${new URL(normaliseCalendarAddress(address)).hostname}/…`
  } catch {
    return "…"
  }
}

const view = (calendar: StoredCalendar): BusyCalendarView => ({
  id: calendar.id,
  name: calendar.name,
  maskedAddress: maskAddress(calendar.address),
  ownAddresses: calendar.ownAddresses,
  readAt: calendar.readAt?.toISOString() ?? null,
  busyCount: calendar.busy.length,
  failure: calendar.failure && { since: calendar.failure.since.toISOString(), reason: calendar.failure.reason },
})

export const listBusyCalendars = async (db: Firestore): Promise<BusyCalendarsResult> => ({ calendars: (await readBusyCalendars(db)).map(view) })

export interface ReadContext {
  now: Date
  policy: FetchPolicy
  /**
   * Date.now() by which every reading must be over, fetch and expansion alike (a booking's wait);
   * each calendar is in any case held to its own limits (busy-calendar-limits.ts).
   */
  deadline?: number
}

/** The window booking offers now (from now to the end of her horizon, in her zone), with her notification address. */
const bookingWindow = async (db: Firestore, now: Date) => {
  const [saved, identity] = await Promise.all([readAvailability(db), refreshSiteIdentity(db)])
  const availability = saved ?? availabilitySchema.parse({})
  return { from: now, until: horizonEnd(availability, now), timeZone: availability.timeZone, isOwnCall: isCallUid, herAddress: identity.email.toLowerCase() }
}

type BookingWindow = Awaited<ReturnType<typeof bookingWindow>>

/** One calendar's window: her addresses are her notification address, her sign-in address and those she gave for it. */
const windowFor = (window: BookingWindow, calendar: Pick<StoredCalendar, "ownAddresses" | "signInAddress">) => ({
  ...window,
  ownAddresses: [window.herAddress, ...(calendar.signInAddress ? [calendar.signInAddress] : []), ...calendar.ownAddresses],
})

type Reading = { ok: true; busy: CallTime[] } | { ok: false; reason: string }

const readCalendar = async (address: string, window: ExpandWindow, policy: FetchPolicy, deadline = Infinity): Promise<Reading> => {
  const { readSteps, readSeconds } = busyCalendarLimits()
  try {
    const fetchMs = Math.max(0, Math.min(policy.timeoutMs, deadline - Date.now()))
    const source = await fetchCalendarText(address, { ...policy, timeoutMs: fetchMs })
    // Expansion holds the event loop: its time ends with the wait's, whichever comes first.
    const budget = { steps: readSteps, deadline: Math.min(Date.now() + readSeconds * 1000, deadline) }
    const busy = busyTimes(source, { ...window, budget })
    return { ok: true, busy: busy.slice(0, MAX_SPANS_PER_CALENDAR) }
  } catch (error) {
    if (error instanceof CalendarFetchError || error instanceof CalendarReadError) return { ok: false, reason: error.message }
    // ical.js refusing a malformed file, say: the message may quote the file, so it is not kept.
    return { ok: false, reason: "it could not be read as a calendar" }
  }
}

/** A calendar after one reading: the new copy, or the last good one kept with what went wrong. */
const afterReading = (calendar: StoredCalendar, reading: Reading, now: Date): StoredCalendar =>
  reading.ok
    ? { ...calendar, busy: reading.busy, readAt: now, triedAt: now, failure: null }
    : { ...calendar, triedAt: now, failure: { since: calendar.failure?.since ?? now, reason: reading.reason } }

const isStale = (calendar: StoredCalendar, now: Date, maxAgeMinutes: number): boolean =>
  !calendar.triedAt || now.getTime() - calendar.triedAt.getTime() >= maxAgeMinutes * 60_000

/**
 * Reads again every calendar whose last attempt is older than `maxAgeMinutes` (all of them with
 * 0), at once, each within the fetch's own time limit, and stores the outcome. Never throws for a
 * calendar that cannot be read: booking carries on with its last good copy.
 */
export const refreshBusyCalendars = async (db: Firestore, { now, policy, deadline, maxAgeMinutes = 0 }: ReadContext & { maxAgeMinutes?: number }): Promise<{ read: number; failed: number }> => {
  const due = (await readBusyCalendars(db)).filter((calendar) => isStale(calendar, now, maxAgeMinutes))
  if (due.length === 0) return { read: 0, failed: 0 }
  const window = await bookingWindow(db, now)
  const readings = new Map(await Promise.all(due.map(async (calendar) => [calendar.id, await readCalendar(calendar.address, windowFor(window, calendar), policy, deadline)] as const)))
  for (const [id, reading] of readings) {
    // The calendar's id only: its address is her secret, and its name may say whose diary it is.
    if (!reading.ok) logger.warn("A busy calendar could not be read; its last good copy is used", { calendarId: id, reason: reading.reason })
  }
  await db.runTransaction(async (transaction) => {
    // Read again: one removed or added meanwhile stays removed or added.
    const current = await readBusyCalendars(db, transaction)
    const next = current.map((calendar) => {
      const reading = readings.get(calendar.id)
      return reading ? afterReading(calendar, reading, now) : calendar
    })
    transaction.set(db.doc(BUSY_CALENDARS), { calendars: next.map(stored) })
  })
  const failed = [...readings.values()].filter((reading) => !reading.ok).length
  return { read: readings.size - failed, failed }
}

/**
 * Adds one of her calendars, read at once: an address that cannot be read is refused with the
 * reason, and nothing is kept, so she can correct it while she has it in hand.
 */
export const addBusyCalendar = async (db: Firestore, request: AddBusyCalendar, { now, policy, signInAddress }: ReadContext & { signInAddress?: string }): Promise<BusyCalendarsResult> => {
  if ((await readBusyCalendars(db)).length >= BUSY_CALENDAR_LIMITS.calendars) {
    throw new HttpsError("resource-exhausted", `You can add at most ${BUSY_CALENDAR_LIMITS.calendars} calendars; remove one first.`)
  }
  const own = { ownAddresses: request.ownAddresses, signInAddress: signInAddress?.toLowerCase() ?? null }
  const reading = await readCalendar(request.address, windowFor(await bookingWindow(db, now), own), policy)
  if (!reading.ok) throw new HttpsError("invalid-argument", `“${request.name}” could not be read: ${reading.reason}.`, { fields: { address: reading.reason } })
  const calendar: StoredCalendar = { id: randomBytes(12).toString("base64url"), name: request.name, address: request.address, addedAt: now, readAt: now, triedAt: now, busy: reading.busy, failure: null, ...own }
  await db.runTransaction(async (transaction) => {
    const current = await readBusyCalendars(db, transaction)
    if (current.length >= BUSY_CALENDAR_LIMITS.calendars) throw new HttpsError("resource-exhausted", `You can add at most ${BUSY_CALENDAR_LIMITS.calendars} calendars; remove one first.`)
    transaction.set(db.doc(BUSY_CALENDARS), { calendars: [...current, calendar].map(stored) })
  })
  logger.info("A busy calendar was added", { calendarId: calendar.id, busy: reading.busy.length })
  return listBusyCalendars(db)
}

/** Removes one; its busy times stop counting at once. Removing it again changes nothing. */
export const removeBusyCalendar = async (db: Firestore, id: string): Promise<BusyCalendarsResult> => {
  await db.runTransaction(async (transaction) => {
    const current = await readBusyCalendars(db, transaction)
    transaction.set(db.doc(BUSY_CALENDARS), { calendars: current.filter((calendar) => calendar.id !== id).map(stored) })
  })
  return listBusyCalendars(db)
}
