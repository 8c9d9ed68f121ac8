/**
 * @jest-environment node
 *
 * Her calendars through the functions, against the Firestore stand-in, with her calendar served
 * from 127.0.0.1 as the local backend allows: the coach adds one (read at once; the studio is
 * shown its host only), a time it has taken is neither offered nor booked, a
 * calendar that stops answering keeps its last good copy and says since when and why, an old copy
 * is read again before a booking is decided, and removing it frees the time. Only the coach may
 * do any of it, and the address never reaches a log.
 */
import { consoleInfo } from "./helpers/console-info-spy"
import { consoleError, consoleWarn } from "./helpers/console-warn-spy"
import { createServer, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"
import { firestore } from "../functions/src/firestore"
import * as booking from "../functions/src/booking/booking-functions"
import { busyCalendarHandlers } from "../functions/src/booking/busy-calendars/busy-calendar-functions"
import { BUSY_COPY_MAX_AGE_MINUTES, refreshBusyCalendars } from "../functions/src/booking/busy-calendars/busy-store"
import { fetchPolicy } from "../functions/src/booking/busy-calendars/safe-fetch"
import type { BusyCalendarsResult } from "../contract/booking-calendars"
import type { CallTime } from "../contract/booking-slots"
import type { TimeGoneDetails } from "../contract/booking-api"
import { rejection } from "./helpers/callable-error"
import { validBooking } from "./helpers/booking-cases"
import { calendarOf, coachCall as coach, visitorCall as visitor, withBusyCalendarFunctions, clientEmail } from "./helpers/busy-calendar-cases"

type CallableRequest = Parameters<typeof booking.bookingBookCall.run>[0]

jest.setTimeout(60_000)

withBusyCalendarFunctions()

// Monday 1 March 2027, 08:00 in London.
const NOW = new Date("2027-03-01T08:00:00Z")
const MINUTE = 60_000
const SECRET = "private-8d2f61c0a9e4b7"

let server: Server
let address = ""
const served: string[] = []
let answer: (response: ServerResponse) => void = (response) => response.end(calendarOf([]))
beforeAll(async () => {
  server = createServer((request, response) => {
    served.push(request.url ?? "")
    answer(response)
  })
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
  address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/calendar/ical/${SECRET}/basic.ics`
})
afterAll(() => new Promise((done) => server.close(done)))

const listed = async (now = NOW) => (await booking.handlers.listTimes(visitor({}), now)).times.map((time) => time.start)
const book = (start: string, now = NOW) => booking.handlers.bookCall(visitor(validBooking(start, { email: clientEmail() })), now)

let offered: string[] = []
let taken: CallTime
beforeAll(async () => {
  const everyDay = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "09:00", to: "17:00" }]]))
  await booking.handlers.saveAvailability(coach({ availability: { weeklyHours: everyDay, callMinutes: 60, gapMinutes: 0, noticeHours: 1, horizonWeeks: 2, maxCallsPerDay: 8 } }))
  offered = await listed()
  // Tuesday 2 March, 10:00 to 11:00 London: a client session in her own calendar.
  taken = { start: "2027-03-02T10:00:00Z", end: "2027-03-02T11:00:00Z" }
})

test("only the coach may list, add or remove her calendars", async () => {
  const signedOut = { ...visitor({ name: "Mine", address }) }
  expect((await rejection(busyCalendarHandlers.add(signedOut, NOW))).code).toBe("unauthenticated")
  const notCoach = { ...signedOut, auth: { uid: "someone", token: { email_verified: true } } } as unknown as CallableRequest
  expect((await rejection(busyCalendarHandlers.list(notCoach))).code).toBe("permission-denied")
  expect((await rejection(busyCalendarHandlers.remove({ ...notCoach, data: { id: "abcdefghijkl" } } as CallableRequest))).code).toBe("permission-denied")
  expect(served).toEqual([])
})

test("an address that is not a calendar, or not reachable, is refused with the reason and nothing is kept", async () => {
  answer = (response) => response.writeHead(404).end("Not Found")
  const refused = await rejection(busyCalendarHandlers.add(coach({ name: "Work", address }), NOW))
  expect(refused.code).toBe("invalid-argument")
  expect(refused.details).toEqual({ fields: { address: "it answered 404 (no calendar at that address: was it reset?)" } })
  expect(refused.message).toBe("“Work” could not be read: it answered 404 (no calendar at that address: was it reset?).")
  answer = (response) => response.end("<html>Please sign in</html>")
  expect((await rejection(busyCalendarHandlers.add(coach({ name: "Work", address }), NOW))).message).toContain("it is not an iCalendar file")
  expect((await rejection(busyCalendarHandlers.add(coach({ name: "Work", address: "ftp://example.com/cal.ics" }), NOW))).code).toBe("invalid-argument")
  expect((await busyCalendarHandlers.list(coach())).calendars).toEqual([])
})

test("a time her calendar has taken is neither offered nor booked; the studio sees the calendar by its host only", async () => {
  expect(offered).toContain(taken.start)
  answer = (response) => response.end(calendarOf([taken]))
  const added: BusyCalendarsResult = await busyCalendarHandlers.add(coach({ name: "Work (Google)", address }), NOW)
  expect(added.calendars).toEqual([{ id: expect.any(String), name: "Work (Google)", maskedAddress: "127.0.0.1/…", ownAddresses: [], readAt: NOW.toISOString(), busyCount: 1, failure: null }])
  expect(JSON.stringify(await busyCalendarHandlers.list(coach()))).not.toContain(SECRET)

  const now = await listed()
  expect(now).not.toContain(taken.start)
  expect(now).toContain("2027-03-02T11:00:00Z")
  const refused = await rejection(book(taken.start))
  expect(refused.code).toBe("aborted")
  expect((refused.details as TimeGoneDetails).reason).toBe("blocked")
  expect((refused.details as TimeGoneDetails).times.map((time) => time.start)).not.toContain(taken.start)
  await expect(book("2027-03-02T11:00:00Z")).resolves.toMatchObject({ time: { start: "2027-03-02T11:00:00Z" } })
})

test("a calendar that cannot be read keeps its last good copy and says since when and why", async () => {
  answer = (response) => response.writeHead(500).end()
  const later = new Date(NOW.getTime() + 15 * MINUTE)
  await refreshBusyCalendars(firestore(), { now: later, policy: fetchPolicy() })
  const [calendar] = (await busyCalendarHandlers.list(coach())).calendars
  expect(calendar).toMatchObject({ readAt: NOW.toISOString(), busyCount: 1, failure: { since: later.toISOString(), reason: "it answered 500" } })
  expect(await listed(later)).not.toContain(taken.start)
  // Failing again keeps the first failure's time.
  await refreshBusyCalendars(firestore(), { now: new Date(later.getTime() + 15 * MINUTE), policy: fetchPolicy() })
  expect((await busyCalendarHandlers.list(coach())).calendars[0].failure?.since).toBe(later.toISOString())
})

test("before a booking is decided, a copy older than its age is read again; a fresh one is not", async () => {
  const lastTried = new Date(NOW.getTime() + 30 * MINUTE)
  // A new meeting on Wednesday at 14:00, which the copy does not have yet.
  const meeting = { start: "2027-03-03T14:00:00Z", end: "2027-03-03T15:00:00Z" }
  answer = (response) => response.end(calendarOf([taken, meeting]))
  const fresh = new Date(lastTried.getTime() + (BUSY_COPY_MAX_AGE_MINUTES - 5) * MINUTE)
  const before = served.length
  await expect(book("2027-03-03T16:00:00Z", fresh)).resolves.toMatchObject({ time: { start: "2027-03-03T16:00:00Z" } })
  expect(served.length).toBe(before)

  const stale = new Date(lastTried.getTime() + (BUSY_COPY_MAX_AGE_MINUTES + 1) * MINUTE)
  const refused = await rejection(book(meeting.start, stale))
  expect((refused.details as TimeGoneDetails).reason).toBe("blocked")
  expect(served.length).toBe(before + 1)
  expect((await busyCalendarHandlers.list(coach())).calendars[0]).toMatchObject({ readAt: stale.toISOString(), busyCount: 2, failure: null })
})

test("removing a calendar frees its times at once", async () => {
  const [calendar] = (await busyCalendarHandlers.list(coach())).calendars
  expect((await busyCalendarHandlers.remove(coach({ id: calendar.id }))).calendars).toEqual([])
  expect(await listed()).toContain(taken.start)
})

test("the address never reaches a log", () => {
  const logged = [...consoleInfo.mock.calls, ...consoleWarn.mock.calls, ...consoleError.mock.calls].map((args) => args.map(String).join(" ")).join("\n")
  expect(logged).toContain("A busy calendar could not be read")
  expect(logged).not.toContain(SECRET)
})
