/**
 * @jest-environment node
 *
 * Her own calendars, as Google, Outlook and Apple export them, turned into the busy times booking
 * keeps clear of: a weekly series with one occurrence moved and one deleted, all-day events as her
 * whole days, an event across the UK clock change, Outlook's Windows zone names (with and without
 * the VTIMEZONE), free and cancelled events left out, and the calls this site booked (in her
 * calendar through her feed) not counted twice. Then the times a visitor is offered and may book,
 * with those busy times in force.
 */
import "./helpers/console-info-spy"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { busyTimes, ianaZoneOf } from "../functions/src/booking/busy-calendars/expand-calendar"
import { withBusyTimes } from "../functions/src/booking/busy-calendars/busy-store"
import { callUid, isCallUid } from "../functions/src/booking/call-calendar"
import { availabilitySchema } from "../contract/booking-availability"
import { checkTime, freeTimes, type CallTime } from "../contract/booking-slots"

const SITE_HOST = callUid("x").split("@")[1]
const fixture = (name: string) => readFileSync(join(__dirname, "fixtures", "busy-calendars", name), "utf8").replace(/SITE_HOST/g, SITE_HOST)

const WINDOW = { from: new Date("2027-03-01T00:00:00Z"), until: new Date("2027-04-12T00:00:00Z"), timeZone: "Europe/London", isOwnCall: isCallUid }
const span = (start: string, end: string): CallTime => ({ start, end })

describe("a calendar's busy times", () => {
  test("Google: the weekly series keeps the moved occurrence at its new time and drops the deleted one, across the clock change", () => {
    expect(busyTimes(fixture("google.ics"), WINDOW)).toEqual([
      span("2027-03-01T10:00:00Z", "2027-03-01T11:00:00Z"),
      // The board away day: all of her Friday in London.
      span("2027-03-05T00:00:00Z", "2027-03-06T00:00:00Z"),
      span("2027-03-08T10:00:00Z", "2027-03-08T11:00:00Z"),
      // 15 March deleted (EXDATE); 22 March moved to Tuesday 23rd at 14:00.
      span("2027-03-23T14:00:00Z", "2027-03-23T15:00:00Z"),
      // 00:30 GMT to 03:00 BST: an hour and a half of real time.
      span("2027-03-28T00:30:00Z", "2027-03-28T02:00:00Z"),
      // 10:00 London is 09:00 UTC once the clocks have gone forward.
      span("2027-03-29T09:00:00Z", "2027-03-29T10:00:00Z"),
      span("2027-04-05T09:00:00Z", "2027-04-05T10:00:00Z"),
    ])
  })

  test("Google: free, cancelled and the site's own calls are not busy, nor the birthday shown as free", () => {
    const busy = busyTimes(fixture("google.ics"), WINDOW)
    const on4March = busy.filter((time) => time.start.startsWith("2027-03-04"))
    expect(on4March).toEqual([])
    expect(busy.some((time) => time.start.startsWith("2027-03-08T00"))).toBe(false)
    // Without the recogniser, the feed's copy of the call would count.
    expect(busyTimes(fixture("google.ics"), { ...WINDOW, isOwnCall: () => false })).toContainEqual(span("2027-03-04T09:00:00Z", "2027-03-04T09:30:00Z"))
  })

  test("Outlook: Windows zone names, with their VTIMEZONE and without it, a moved and a deleted occurrence, annual leave as whole days", () => {
    expect(busyTimes(fixture("outlook.ics"), WINDOW)).toEqual([
      span("2027-03-02T08:00:00Z", "2027-03-02T09:00:00Z"),
      // 9 March deleted.
      // Berlin, 15:00 to 16:30 W. Europe Standard Time.
      span("2027-03-10T14:00:00Z", "2027-03-10T15:30:00Z"),
      // 16 March moved from 08:00 to 16:30.
      span("2027-03-16T16:30:00Z", "2027-03-16T17:30:00Z"),
      span("2027-03-23T08:00:00Z", "2027-03-23T09:00:00Z"),
      // After the UK clock change: 08:00 BST.
      span("2027-03-30T07:00:00Z", "2027-03-30T08:00:00Z"),
      // "Romance Standard Time" (no VTIMEZONE in the file): Paris, 11:00 CEST.
      span("2027-03-30T09:00:00Z", "2027-03-30T10:00:00Z"),
      // Annual leave, 1 and 2 April: her days in London (BST).
      span("2027-03-31T23:00:00Z", "2027-04-02T23:00:00Z"),
      span("2027-04-06T07:00:00Z", "2027-04-06T08:00:00Z"),
    ])
  })

  test("Apple: a counted series with a deleted and a moved occurrence, an all-day wedding, the free gym and a cancelled evening left out", () => {
    expect(busyTimes(fixture("apple.ics"), WINDOW)).toEqual([
      span("2027-03-03T15:00:00Z", "2027-03-03T16:00:00Z"),
      span("2027-03-10T15:00:00Z", "2027-03-10T16:00:00Z"),
      span("2027-03-19T00:00:00Z", "2027-03-20T00:00:00Z"),
      span("2027-03-25T08:30:00Z", "2027-03-25T09:00:00Z"),
      span("2027-03-31T14:00:00Z", "2027-03-31T15:00:00Z"),
      span("2027-04-07T14:00:00Z", "2027-04-07T15:00:00Z"),
    ])
  })

  test("only the window booking offers is kept, and an all-day event is her whole day in her own zone", () => {
    const narrow = { ...WINDOW, from: new Date("2027-03-09T00:00:00Z"), until: new Date("2027-03-24T00:00:00Z") }
    expect(busyTimes(fixture("google.ics"), narrow)).toEqual([span("2027-03-23T14:00:00Z", "2027-03-23T15:00:00Z")])
    const inNewYork = busyTimes(fixture("google.ics"), { ...WINDOW, timeZone: "America/New_York" })
    expect(inNewYork).toContainEqual(span("2027-03-05T05:00:00Z", "2027-03-06T05:00:00Z"))
  })

  test("Windows and IANA zone names are read; a text that is not a calendar is refused in words", () => {
    expect(ianaZoneOf("GMT Standard Time")).toBe("Europe/London")
    expect(ianaZoneOf("W. Europe Standard Time")).toBe("Europe/Berlin")
    expect(ianaZoneOf("Europe/London")).toBe("Europe/London")
    expect(ianaZoneOf("Nowhere Standard Time")).toBeNull()
    expect(() => busyTimes("<html>Sign in</html>", WINDOW)).toThrow("it is not an iCalendar file")
  })
})

describe("the times a visitor is offered", () => {
  // Tuesday 2 March 2027, 08:00 London: her hours every day 09:00-17:00, hour-long calls, no gap.
  const NOW = new Date("2027-03-02T08:00:00Z")
  const availability = availabilitySchema.parse({
    weeklyHours: Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, [{ from: "09:00", to: "17:00" }]])),
    callMinutes: 60,
    gapMinutes: 0,
    noticeHours: 1,
    horizonWeeks: 6,
    maxCallsPerDay: 8,
  })
  const busy = [...busyTimes(fixture("google.ics"), WINDOW), ...busyTimes(fixture("outlook.ics"), WINDOW), ...busyTimes(fixture("apple.ics"), WINDOW)]
  const offered = freeTimes(withBusyTimes(availability, busy), { now: NOW, booked: [] }).map((time) => time.start)
  const withoutCalendars = freeTimes(availability, { now: NOW, booked: [] }).map((time) => time.start)

  test("a time her calendar has taken is not offered, and booking it is refused", () => {
    for (const taken of ["2027-03-08T10:00:00Z", "2027-03-23T14:00:00Z", "2027-03-29T09:00:00Z", "2027-03-10T14:00:00Z", "2027-03-10T15:00:00Z", "2027-03-03T15:00:00Z", "2027-03-16T16:00:00Z"]) {
      expect(withoutCalendars).toContain(taken)
      expect(offered).not.toContain(taken)
      expect(checkTime(withBusyTimes(availability, busy), { now: NOW, booked: [] }, taken)).toEqual({ ok: false, reason: "blocked" })
    }
    // The all-day away day and the annual leave take every hour of those days.
    expect(offered.filter((start) => start.startsWith("2027-03-05"))).toEqual([])
    expect(offered.filter((start) => start.startsWith("2027-04-01") || start.startsWith("2027-04-02"))).toEqual([])
  })

  test("the deleted and moved occurrences' old times, free events, cancelled events and the site's own calls stay offered", () => {
    // 15 March deleted, 22 March moved away, the reading time and the dentist on 4 March, the call booked here.
    for (const free of ["2027-03-15T10:00:00Z", "2027-03-22T10:00:00Z", "2027-03-04T13:00:00Z", "2027-03-04T15:00:00Z", "2027-03-04T09:00:00Z", "2027-03-11T12:00:00Z", "2027-03-17T15:00:00Z", "2027-03-12T10:00:00Z"]) {
      expect(offered).toContain(free)
    }
  })
})

test("a file of endlessly repeating events is refused in words rather than read for minutes", () => {
  const series = Array.from({ length: 30 }, (_, index) =>
    ["BEGIN:VEVENT", `UID:every-minute-${index}@example.com`, "DTSTART:20260101T000000Z", "DTEND:20260101T000100Z", "RRULE:FREQ=MINUTELY", "END:VEVENT"].join("\r\n"),
  )
  const source = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Test//EN", ...series, "END:VCALENDAR", ""].join("\r\n")
  const started = Date.now()
  expect(() => busyTimes(source, WINDOW)).toThrow("it repeats too many events to be read")
  expect(Date.now() - started).toBeLessThan(20_000)
})
