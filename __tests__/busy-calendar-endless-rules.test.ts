/**
 * @jest-environment node
 *
 * A repeating event no reader can follow, put in one of her calendars by anyone who can write to
 * it (a shared calendar, an invitation it adds by itself), served from 127.0.0.1 as the local
 * backend allows: a daily rule no date satisfies (ical.js's iterator never returns from it,
 * kewisch/ical.js issue 1038) and a rule with a huge COUNT and a one-second interval. Adding such a
 * calendar answers within seconds, naming it; one that turns bad after it was added keeps its last
 * good copy guarding her time, is named with the reason in the studio, and a visitor books a free
 * time at once.
 */
import "./helpers/console-info-spy"
import "./helpers/console-warn-spy"
import * as booking from "../functions/src/booking/booking-functions"
import { busyCalendarHandlers } from "../functions/src/booking/busy-calendars/busy-calendar-functions"
import { BUSY_CALENDAR_LIMIT_DEFAULTS } from "../functions/src/booking/busy-calendars/busy-calendar-limits"
import { BUSY_COPY_MAX_AGE_MINUTES } from "../functions/src/booking/busy-calendars/busy-store"
import type { TimeGoneDetails } from "../contract/booking-api"
import { rejection } from "./helpers/callable-error"
import { validBooking } from "./helpers/booking-cases"
import { calendarOf, serveCalendar, type ServedCalendar, coachCall as coach, visitorCall as visitor, withBusyCalendarFunctions, clientEmail } from "./helpers/busy-calendar-cases"

jest.setTimeout(60_000)

withBusyCalendarFunctions()

// Monday 1 March 2027, 08:00 in London.
const NOW = new Date("2027-03-01T08:00:00Z")
const MINUTE = 60_000

const book = (start: string, now: Date) => booking.handlers.bookCall(visitor(validBooking(start, { email: clientEmail() })), now)

/** How long a promise took to settle, in ms, and what it settled with. */
const timed = async <T>(work: () => Promise<T>): Promise<{ ms: number; outcome: PromiseSettledResult<T> }> => {
  const started = Date.now()
  const [outcome] = await Promise.allSettled([work()])
  return { ms: Date.now() - started, outcome }
}

// Tuesday 2 March, 10:00 to 11:00 London: a client session; and an invitation every day at 12:00 from a stranger.
const session = { start: "2027-03-02T10:00:00Z", end: "2027-03-02T11:00:00Z" }
const NEVER = { start: "2027-03-01T12:00:00Z", end: "2027-03-01T13:00:00Z", lines: ["RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30"] }
const EVERY_SECOND = { start: "2027-03-01T12:00:00Z", end: "2027-03-01T13:00:00Z", lines: ["RRULE:FREQ=SECONDLY;INTERVAL=1;COUNT=2000000000"] }
// Each case with two free afternoons of its own to book.
const cases = [
  ["a daily rule no date satisfies", NEVER, ["2027-03-02T14:00:00Z", "2027-03-03T14:00:00Z"]],
  ["a rule with a huge COUNT and a one-second interval", EVERY_SECOND, ["2027-03-04T14:00:00Z", "2027-03-05T14:00:00Z"]],
] as const

let calendar: ServedCalendar
beforeAll(async () => {
  calendar = await serveCalendar("private-3b9e07d2c51a")
  const everyDay = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "09:00", to: "17:00" }]]))
  await booking.handlers.saveAvailability(coach({ availability: { weeklyHours: everyDay, callMinutes: 60, gapMinutes: 0, noticeHours: 1, horizonWeeks: 2, maxCallsPerDay: 8 } }))
})
afterAll(() => calendar.close())

/** Within the reading's own time limit, with room for a loaded machine. */
const WITHIN_SECONDS = (BUSY_CALENDAR_LIMIT_DEFAULTS.readSeconds + 5) * 1000

test.each(cases)("adding a calendar with %s answers within seconds, naming the calendar, and keeps nothing", async (_, event) => {
  calendar.answer = (response) => response.end(calendarOf([session, event]))
  const { ms, outcome } = await timed(() => busyCalendarHandlers.add(coach({ name: "Team (shared)", address: calendar.address }), NOW))
  expect(ms).toBeLessThan(WITHIN_SECONDS)
  expect(outcome.status).toBe("rejected")
  const refused = await rejection(outcome.status === "rejected" ? Promise.reject(outcome.reason) : Promise.resolve())
  expect(refused.code).toBe("invalid-argument")
  expect(refused.message).toBe("“Team (shared)” could not be read: it repeats too many events to be read.")
  expect((await busyCalendarHandlers.list(coach())).calendars).toEqual([])
})

test.each(cases)("a calendar that turns to %s keeps its last good copy, is named in the studio, and a visitor books a free time at once", async (_, event, [free, alsoFree]) => {
  calendar.answer = (response) => response.end(calendarOf([session]))
  const added = new Date(NOW.getTime() + (event === NEVER ? 0 : 60) * MINUTE)
  const [{ id }] = (await busyCalendarHandlers.add(coach({ name: "Team (shared)", address: calendar.address }), added)).calendars
  // The invitation arrives; her copy is old by the next booking.
  calendar.answer = (response) => response.end(calendarOf([session, event]))
  const stale = new Date(added.getTime() + (BUSY_COPY_MAX_AGE_MINUTES + 1) * MINUTE)
  const read = calendar.served.length

  const first = await timed(() => book(free, stale))
  expect(first.outcome).toMatchObject({ status: "fulfilled", value: { time: { start: free } } })
  expect(first.ms).toBeLessThan((BUSY_CALENDAR_LIMIT_DEFAULTS.bookingWaitSeconds + 3) * 1000)
  expect(calendar.served.length).toBe(read + 1)

  // Named, with the reason; the session it read before still guards her time.
  const listed = await busyCalendarHandlers.list(coach())
  expect(listed.calendars).toEqual([expect.objectContaining({ id, name: "Team (shared)", busyCount: 1, readAt: added.toISOString(), failure: { since: expect.any(String), reason: "it repeats too many events to be read" } })])
  const refused = await rejection(book(session.start, stale))
  expect((refused.details as TimeGoneDetails).reason).toBe("blocked")

  // The failed reading is not tried again on every booking: the next visitor does not wait at all.
  const next = await timed(() => book(alsoFree, new Date(stale.getTime() + MINUTE)))
  expect(next.outcome.status).toBe("fulfilled")
  expect(next.ms).toBeLessThan(2000)
  expect(calendar.served.length).toBe(read + 1)
  await busyCalendarHandlers.remove(coach({ id }))
})

test("a calendar whose server stops answering holds a booking no longer than the booking's wait, and its last good copy still guards her time", async () => {
  calendar.answer = (response) => response.end(calendarOf([session]))
  const added = new Date(NOW.getTime() + 120 * MINUTE)
  const [{ id }] = (await busyCalendarHandlers.add(coach({ name: "Team (shared)", address: calendar.address }), added)).calendars
  // Her calendar's server takes the request and never answers it.
  const held: Array<{ end: () => void }> = []
  calendar.answer = (response) => held.push(response)
  const stale = new Date(added.getTime() + (BUSY_COPY_MAX_AGE_MINUTES + 1) * MINUTE)
  try {
    const free = "2027-03-08T14:00:00Z"
    const first = await timed(() => book(free, stale))
    expect(first.outcome).toMatchObject({ status: "fulfilled", value: { time: { start: free } } })
    expect(first.ms).toBeLessThan((BUSY_CALENDAR_LIMIT_DEFAULTS.bookingWaitSeconds + 3) * 1000)
    expect(held.length).toBeGreaterThan(0)
    const refused = await rejection(book(session.start, stale))
    expect((refused.details as TimeGoneDetails).reason).toBe("blocked")
  } finally {
    for (const response of held) response.end()
    await busyCalendarHandlers.remove(coach({ id }))
  }
})
