/**
 * @jest-environment node
 *
 * Her calendar read as she means it, through the functions against the Firestore stand-in, with
 * her calendar served from 127.0.0.1: an invitation she has declined is not busy, whether she was
 * invited at her sign-in address, her notification address or an address she gave for that
 * calendar in the studio; a series she declined one occurrence of is busy at the others; a
 * stranger's declining, or an address of hers she did not give, changes nothing. And her gap
 * between calls is kept around her calendar's events as around booked calls.
 */
import "./helpers/console-info-spy"
import "./helpers/console-warn-spy"
import site from "../content/site.json"
import * as booking from "../functions/src/booking/booking-functions"
import { busyCalendarHandlers } from "../functions/src/booking/busy-calendars/busy-calendar-functions"
import type { TimeGoneDetails } from "../contract/booking-api"
import { rejection } from "./helpers/callable-error"
import { validBooking } from "./helpers/booking-cases"
import { calendarOf, serveCalendar, type ServedCalendar, clientEmail, coachCall, visitorCall as visitor, withBusyCalendarFunctions } from "./helpers/busy-calendar-cases"

jest.setTimeout(60_000)

withBusyCalendarFunctions()

// Monday 1 March 2027, 08:00 in London (GMT until the 28th).
const NOW = new Date("2027-03-01T08:00:00Z")
const SIGN_IN = "eleanor.w@gmail.example"

const coach = (data: unknown = {}) => coachCall(data, { email: SIGN_IN })
const listed = async () => (await booking.handlers.listTimes(visitor({}), NOW)).times.map((time) => time.start)
const book = (start: string) => booking.handlers.bookCall(visitor(validBooking(start, { email: clientEmail() })), NOW)

const ORGANISER = "ORGANIZER;CN=A stranger:mailto:sales@pushy.example"
const attendee = (address: string, answer: string) => `ATTENDEE;CN=Someone;PARTSTAT=${answer};ROLE=REQ-PARTICIPANT:mailto:${address}`
const hour = (day: string, at: number) => ({ start: `2027-03-${day}T${String(at).padStart(2, "0")}:00:00Z`, end: `2027-03-${day}T${String(at + 1).padStart(2, "0")}:00:00Z` })

// Tuesday 2 March: an invitation each hour from 09:00, answered in different ways.
const invitations = [
  { ...hour("02", 9), lines: [ORGANISER, attendee(SIGN_IN.toUpperCase(), "DECLINED")] },
  { ...hour("02", 10), lines: [ORGANISER, attendee(site.email, "DECLINED")] },
  { ...hour("02", 11), lines: [ORGANISER, attendee("jo@whitcombe-coaching.example", "DECLINED")] },
  // Declined by someone else; she has not answered.
  { ...hour("02", 12), lines: [ORGANISER, attendee("sales@pushy.example", "DECLINED"), attendee(site.email, "NEEDS-ACTION")] },
  // Declined at an address of hers she did not give for this calendar.
  { ...hour("02", 13), lines: [ORGANISER, attendee("eleanor@old-firm.example", "DECLINED")] },
  // Accepted.
  { ...hour("02", 14), lines: [ORGANISER, attendee(site.email, "ACCEPTED")] },
]
const DECLINED = ["2027-03-02T09:00:00Z", "2027-03-02T10:00:00Z", "2027-03-02T11:00:00Z"]
const BUSY = ["2027-03-02T12:00:00Z", "2027-03-02T13:00:00Z", "2027-03-02T14:00:00Z"]

// A weekly meeting on Thursdays at 10:00 from 4 March; she declined only the one on the 11th.
const WEEKLY = { ...hour("04", 10), lines: [ORGANISER, "RRULE:FREQ=WEEKLY;COUNT=3", attendee(site.email, "ACCEPTED")] }
const SKIPPED = { ...hour("11", 10), lines: [ORGANISER, "RECURRENCE-ID:20270311T100000Z", attendee(site.email, "DECLINED")] }

let calendar: ServedCalendar
const everyDay = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "09:00", to: "17:00" }]]))
beforeAll(async () => {
  calendar = await serveCalendar("private-e41c9b27d5")
  await booking.handlers.saveAvailability(coach({ availability: { weeklyHours: everyDay, callMinutes: 60, gapMinutes: 0, noticeHours: 1, horizonWeeks: 3, maxCallsPerDay: 8 } }))
})
afterAll(() => calendar.close())

test("an invitation she has declined at any of her addresses is not busy; the others are", async () => {
  // The recurring meeting and its one declined occurrence share a UID, as her calendar writes them.
  const source = calendarOf([...invitations, WEEKLY, SKIPPED]).replace("UID:client-7@google.com", "UID:client-6@google.com")
  calendar.answer = (response) => response.end(source)
  const added = await busyCalendarHandlers.add(coach({ name: "Work", address: calendar.address, ownAddresses: ["Jo@Whitcombe-Coaching.example"] }), NOW)
  expect(added.calendars[0]).toMatchObject({ name: "Work", ownAddresses: ["jo@whitcombe-coaching.example"], failure: null })

  const offered = await listed()
  for (const start of DECLINED) expect(offered).toContain(start)
  for (const start of BUSY) expect(offered).not.toContain(start)
  expect(offered).not.toContain("2027-03-04T10:00:00Z")
  expect(offered).toContain("2027-03-11T10:00:00Z")
  expect(offered).not.toContain("2027-03-18T10:00:00Z")

  await expect(book(DECLINED[0])).resolves.toMatchObject({ time: { start: DECLINED[0] } })
  expect(((await rejection(book(BUSY[0]))).details as TimeGoneDetails).reason).toBe("blocked")
})

test("an address she types that is not one is refused at its field, and nothing is kept", async () => {
  const refused = await rejection(busyCalendarHandlers.add(coach({ name: "Family", address: calendar.address, ownAddresses: ["not an address"] }), NOW))
  expect(refused.code).toBe("invalid-argument")
  expect(JSON.stringify(refused.details)).toContain("ownAddresses")
  expect((await busyCalendarHandlers.list(coach())).calendars.map((entry) => entry.name)).toEqual(["Work"])
})

test("her gap between calls is kept around her calendar's events, as around a booked call", async () => {
  for (const { id } of (await busyCalendarHandlers.list(coach())).calendars) await busyCalendarHandlers.remove(coach({ id }))
  // Wednesday 3 March, 13:00 to 14:00: a client session in her calendar; calls of an hour with half an hour between them.
  calendar.answer = (response) => response.end(calendarOf([hour("03", 13)]))
  await booking.handlers.saveAvailability(coach({ availability: { weeklyHours: everyDay, callMinutes: 60, gapMinutes: 30, noticeHours: 1, horizonWeeks: 3, maxCallsPerDay: 8 } }))
  // Her hours then hold 09:00, 10:30, 12:00, 13:30 and 15:00; 12:00 to 13:00 leaves no gap before the session.
  expect(await listed()).toContain("2027-03-03T12:00:00Z")
  await busyCalendarHandlers.add(coach({ name: "Clients", address: calendar.address }), NOW)
  const offered = (await listed()).filter((start) => start.startsWith("2027-03-03"))
  expect(offered).toEqual(["2027-03-03T09:00:00Z", "2027-03-03T10:30:00Z", "2027-03-03T15:00:00Z"])
  expect(((await rejection(book("2027-03-03T12:00:00Z"))).details as TimeGoneDetails).reason).toBe("blocked")
})
