/**
 * @jest-environment node
 *
 * The times a visitor is offered and the server accepts, from the coach's availability: her hours,
 * the gap, the notice, the horizon, days off, the daily limit, blocked times and calls already
 * booked; the days British Summer Time starts and ends, read by visitors in New York and Singapore.
 * Every expected instant is written out in UTC, as a person would work it out from a calendar.
 */
import { availabilitySchema, type AvailabilityInput } from "../contract/booking-availability"
import { callsInHours, checkTime, freeTimes, labelTime, timesByDay, type CallTime, type SlotContext } from "../contract/booking-slots"

const sundays = { sunday: [{ from: "09:00", to: "17:00" }], saturday: [{ from: "09:00", to: "17:00" }] }
const availabilityOf = (input: AvailabilityInput = {}) => availabilitySchema.parse(input)
const context = (now: string, booked: CallTime[] = []): SlotContext => ({ now: new Date(now), booked })
const starts = (times: CallTime[]) => times.map((time) => time.start)
const on = (times: CallTime[], date: string) => starts(times).filter((start) => start.startsWith(date))
const call = (start: string, minutes = 30): CallTime => ({ start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString().replace(".000", "") })

// Monday 9 November 2026, 08:00 in London (GMT): the week ahead starts tomorrow with a day's notice.
const MONDAY = "2026-11-09T08:00:00Z"

describe("the times her hours hold", () => {
  it("are one call and one gap after another from the start of each period, the last ending by its close", () => {
    const times = freeTimes(availabilityOf(), context(MONDAY))
    expect(on(times, "2026-11-10")).toEqual([
      "2026-11-10T09:00:00Z",
      "2026-11-10T09:45:00Z",
      "2026-11-10T10:30:00Z",
      "2026-11-10T11:15:00Z",
      "2026-11-10T12:00:00Z",
      "2026-11-10T12:45:00Z",
      "2026-11-10T13:30:00Z",
      "2026-11-10T14:15:00Z",
      "2026-11-10T15:00:00Z",
      "2026-11-10T15:45:00Z",
      "2026-11-10T16:30:00Z",
    ])
    expect(times[0]).toEqual({ start: "2026-11-10T09:00:00Z", end: "2026-11-10T09:30:00Z" })
    // The weekend has no hours.
    expect(on(times, "2026-11-14")).toEqual([])
    expect(checkTime(availabilityOf(), context(MONDAY), "2026-11-14T10:00:00Z")).toEqual({ ok: false, reason: "outside-hours" })
  })

  it("follow the length and the gap she sets, and every period of the day", () => {
    const availability = availabilityOf({ callMinutes: 60, gapMinutes: 0, weeklyHours: { tuesday: [{ from: "09:00", to: "11:00" }, { from: "14:30", to: "16:00" }] } })
    expect(on(freeTimes(availability, context(MONDAY)), "2026-11-10")).toEqual(["2026-11-10T09:00:00Z", "2026-11-10T10:00:00Z", "2026-11-10T14:30:00Z"])
    // Between the marks of her grid is not a time she offers.
    expect(checkTime(availability, context(MONDAY), "2026-11-10T09:30:00Z")).toEqual({ ok: false, reason: "outside-hours" })
  })

  it("leave the least notice she needs, counted in real hours", () => {
    const availability = availabilityOf({ noticeHours: 24 })
    const now = context("2026-11-10T10:00:00Z")
    expect(on(freeTimes(availability, now), "2026-11-10")).toEqual([])
    expect(on(freeTimes(availability, now), "2026-11-11")[0]).toBe("2026-11-11T10:30:00Z")
    expect(checkTime(availability, now, "2026-11-11T09:45:00Z")).toEqual({ ok: false, reason: "too-soon" })
    expect(checkTime(availability, now, "2026-11-11T10:30:00Z")).toMatchObject({ ok: true })
    expect(checkTime(availability, now, "2026-11-10T09:45:00Z")).toEqual({ ok: false, reason: "past" })
  })

  it("reach as far ahead as she allows, to the end of that day", () => {
    const availability = availabilityOf({ horizonWeeks: 1 })
    const times = freeTimes(availability, context(MONDAY))
    expect(starts(times).at(-1)).toBe("2026-11-16T16:30:00Z")
    expect(checkTime(availability, context(MONDAY), "2026-11-16T16:30:00Z")).toMatchObject({ ok: true })
    expect(checkTime(availability, context(MONDAY), "2026-11-17T09:00:00Z")).toEqual({ ok: false, reason: "too-far" })
  })

  it("leave out her days off, single days and ranges", () => {
    const availability = availabilityOf({ daysOff: [{ from: "2026-11-11" }, { from: "2026-11-17", to: "2026-11-19" }] })
    const times = freeTimes(availability, context(MONDAY))
    for (const day of ["2026-11-11", "2026-11-17", "2026-11-18", "2026-11-19"]) expect(on(times, day)).toEqual([])
    for (const day of ["2026-11-10", "2026-11-12", "2026-11-16", "2026-11-20"]) expect(on(times, day)).toHaveLength(11)
    expect(checkTime(availability, context(MONDAY), "2026-11-18T09:00:00Z")).toEqual({ ok: false, reason: "day-off" })
  })

  it("stop for the day once she has as many calls as she takes in one", () => {
    const availability = availabilityOf({ maxCallsPerDay: 2 })
    const booked = [call("2026-11-10T09:00:00Z"), call("2026-11-10T14:15:00Z")]
    const times = freeTimes(availability, context(MONDAY, booked))
    expect(on(times, "2026-11-10")).toEqual([])
    expect(on(times, "2026-11-11")).toHaveLength(11)
    expect(checkTime(availability, context(MONDAY, booked), "2026-11-10T11:15:00Z")).toEqual({ ok: false, reason: "day-full" })
    // One call fewer and the day is open again, except around the call.
    expect(on(freeTimes(availability, context(MONDAY, booked.slice(0, 1))), "2026-11-10")).toHaveLength(10)
  })

  it("keep clear of the times she blocked, to the minute", () => {
    const availability = availabilityOf({ blocked: [{ from: "2026-11-10T10:00:00Z", to: "2026-11-10T11:15:00Z", note: "School run" }] })
    const times = on(freeTimes(availability, context(MONDAY)), "2026-11-10")
    expect(times.slice(0, 3)).toEqual(["2026-11-10T09:00:00Z", "2026-11-10T11:15:00Z", "2026-11-10T12:00:00Z"])
    expect(checkTime(availability, context(MONDAY), "2026-11-10T09:45:00Z")).toEqual({ ok: false, reason: "blocked" })
  })

  it("keep the gap around calls already booked, wherever they fall", () => {
    const availability = availabilityOf()
    // Booked on her old grid (on the half hour): the calls either side lose what overlaps it or its gap.
    const booked = [call("2026-11-10T10:00:00Z")]
    const times = on(freeTimes(availability, context(MONDAY, booked)), "2026-11-10")
    expect(times.slice(0, 3)).toEqual(["2026-11-10T09:00:00Z", "2026-11-10T11:15:00Z", "2026-11-10T12:00:00Z"])
    expect(checkTime(availability, context(MONDAY, booked), "2026-11-10T10:30:00Z")).toEqual({ ok: false, reason: "taken" })
    expect(checkTime(availability, context(MONDAY, [call("2026-11-10T09:45:00Z")]), "2026-11-10T09:45:00Z")).toEqual({ ok: false, reason: "taken" })
  })

  it("keep calls booked before she changed her hours, which still count for the day", () => {
    // Booked when she worked 10:00 to 12:00 in hour-long calls; now she takes half-hour calls from 13:00.
    const booked = [call("2026-11-10T10:00:00Z", 60), call("2026-11-10T11:00:00Z", 60)]
    const before = availabilityOf({ callMinutes: 60, gapMinutes: 0, weeklyHours: { tuesday: [{ from: "10:00", to: "12:00" }] } })
    expect(on(freeTimes(before, context(MONDAY, booked)), "2026-11-10")).toEqual([])
    const after = availabilityOf({ maxCallsPerDay: 3, weeklyHours: { tuesday: [{ from: "11:00", to: "15:00" }] } })
    const times = on(freeTimes(after, context(MONDAY, booked)), "2026-11-10")
    // 11:00 and 11:45 meet the call booked at 11:00 (or its gap); one more call fills the day.
    expect(times[0]).toBe("2026-11-10T12:30:00Z")
    const third = [...booked, call("2026-11-10T12:30:00Z")]
    expect(on(freeTimes(after, context(MONDAY, third)), "2026-11-10")).toEqual([])
  })

  it("refuse what is not a moment, or one without its zone", () => {
    for (const start of ["tomorrow", "2026-11-10T09:00", "2026-11-10", "2026-11-10T09:00:00+0100x"]) {
      expect(checkTime(availabilityOf(), context(MONDAY), start)).toEqual({ ok: false, reason: "not-a-time" })
    }
    // The same moment written with another offset is the same time.
    expect(checkTime(availabilityOf(), context(MONDAY), "2026-11-10T10:00:00+01:00")).toEqual({ ok: true, time: { start: "2026-11-10T09:00:00Z", end: "2026-11-10T09:30:00Z" } })
  })
})

/**
 * The four changes of 2026 and 2027 (all Sundays), with the Saturday before each, when London was
 * on the other clock. Her hours are 09:00 to 17:00 on both days.
 */
const CHANGE_DAYS = [
  { what: "British Summer Time starts, 2026", saturday: "2026-03-28", sunday: "2026-03-29", before: "+00:00", after: "+01:00" },
  { what: "British Summer Time ends, 2026", saturday: "2026-10-24", sunday: "2026-10-25", before: "+01:00", after: "+00:00" },
  { what: "British Summer Time starts, 2027", saturday: "2027-03-27", sunday: "2027-03-28", before: "+00:00", after: "+01:00" },
  { what: "British Summer Time ends, 2027", saturday: "2027-10-30", sunday: "2027-10-31", before: "+01:00", after: "+00:00" },
]

const utc = (local: string) => new Date(local).toISOString().replace(".000", "")
const weekBefore = (date: string) => utc(`${date}T12:00:00Z`).replace(/^.{10}/, new Date(Date.parse(`${date}T12:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10))

describe.each(CHANGE_DAYS)("the day $what", ({ saturday, sunday, before, after }) => {
  const availability = availabilityOf({ weeklyHours: sundays })
  const now = context(weekBefore(sunday))
  const times = freeTimes(availability, now)

  it("offers her hours by her own clock on both sides of the change", () => {
    expect(on(times, saturday)[0]).toBe(utc(`${saturday}T09:00:00${before}`))
    expect(on(times, saturday).at(-1)).toBe(utc(`${saturday}T16:30:00${before}`))
    expect(on(times, sunday)[0]).toBe(utc(`${sunday}T09:00:00${after}`))
    expect(on(times, sunday).at(-1)).toBe(utc(`${sunday}T16:30:00${after}`))
    expect(on(times, sunday)).toHaveLength(11)
  })

  it("accepts the first and the last time of the change day it offered", () => {
    for (const start of [on(times, sunday)[0], on(times, sunday).at(-1) as string]) {
      expect(checkTime(availability, now, start)).toEqual({ ok: true, time: times.find((time) => time.start === start) })
    }
    // An hour off either way is not one of her times.
    expect(checkTime(availability, now, utc(`${sunday}T09:00:00${before}`))).toEqual({ ok: false, reason: "outside-hours" })
  })

  it("labels each time for a visitor in New York and one in Singapore, with her time beside it", () => {
    const first = on(times, sunday)[0]
    const newYork = labelTime({ start: first, end: call(first).end }, "America/New_York", "Europe/London")
    const singapore = labelTime({ start: first, end: call(first).end }, "Asia/Singapore", "Europe/London")
    // New York's own change comes two weeks before London's in spring and a week after it in autumn.
    const hoursBehind = after === "+01:00" ? 5 : 4
    expect(newYork.time).toBe(`${String(9 - hoursBehind).padStart(2, "0")}:00–${String(9 - hoursBehind).padStart(2, "0")}:30`)
    expect(newYork.zone).toBe("Eastern Daylight Time")
    expect(newYork.coachTime).toBe("09:00–09:30 London time")
    expect(singapore.time).toBe(after === "+01:00" ? "16:00–16:30" : "17:00–17:30")
    expect(singapore.zone).toBe("Singapore Standard Time")
    expect(singapore.coachTime).toBe("09:00–09:30 London time")
    // The Saturday before, on London's other clock, reads an hour the other way.
    const saturdayFirst = on(times, saturday)[0]
    expect(labelTime(call(saturdayFirst), "Asia/Singapore", "Europe/London").time).toBe(after === "+01:00" ? "17:00–17:30" : "16:00–16:30")
    // A visitor on London's own clock sees no second time.
    const london = labelTime(call(first), "Europe/London", "Europe/London")
    expect(london).toMatchObject({ time: "09:00–09:30", zone: after === "+01:00" ? "British Summer Time" : "Greenwich Mean Time" })
    expect(london.coachTime).toBeUndefined()
  })
})

describe("the clocks changing", () => {
  it("inside one of her periods still gives calls of her length in real time", () => {
    // 00:00 to 03:00 on the night the clocks go forward is two real hours: three calls, not four,
    // the second of them across the change (00:45 GMT to 02:15 BST).
    const night = { sunday: [{ from: "00:00", to: "03:00" }], monday: [], tuesday: [], wednesday: [], thursday: [], friday: [] }
    const availability = availabilityOf({ noticeHours: 0, horizonWeeks: 1, weeklyHours: night })
    const times = freeTimes(availability, context("2026-03-28T12:00:00Z"))
    // The week ahead ends on Saturday 4 April: the change night is the one Sunday in it.
    expect(times).toEqual([call("2026-03-29T00:00:00Z"), call("2026-03-29T00:45:00Z"), call("2026-03-29T01:30:00Z")])
    expect(times.slice(0, 3).map((time) => labelTime(time, "Europe/London", "Europe/London").time)).toEqual(["00:00–00:30", "00:45–02:15", "02:30–03:00"])
    // The night the clocks go back is four real hours: five calls.
    const autumn = freeTimes(availability, context("2026-10-24T12:00:00Z")).filter((time) => time.start.startsWith("2026-10-2"))
    expect(autumn.map((time) => labelTime(time, "Europe/London", "Europe/London").time)).toEqual(["00:00–00:30", "00:45–01:15", "01:30–01:00", "01:15–01:45", "02:00–02:30"])
  })

  it("does not shift her times when the least notice ends on a change day", () => {
    const availability = availabilityOf({ weeklyHours: sundays, noticeHours: 24 })
    // Saturday 28 March 2026, 10:00 in London (GMT): 24 hours on is 11:00 by Sunday's summer clock.
    const spring = context("2026-03-28T10:00:00Z")
    expect(checkTime(availability, spring, "2026-03-29T09:30:00Z")).toEqual({ ok: false, reason: "too-soon" })
    expect(on(freeTimes(availability, spring), "2026-03-29")[0]).toBe("2026-03-29T10:15:00Z")
    expect(labelTime(call("2026-03-29T10:15:00Z"), "Europe/London", "Europe/London").time).toBe("11:15–11:45")
    // Saturday 24 October 2026, 10:00 in London (BST): 24 hours on is 09:00 by Sunday's winter clock, her first call.
    const autumn = context("2026-10-24T09:00:00Z")
    expect(on(freeTimes(availability, autumn), "2026-10-25")[0]).toBe("2026-10-25T09:00:00Z")
    expect(checkTime(availability, autumn, "2026-10-25T09:00:00Z")).toMatchObject({ ok: true })
  })
})

describe("a call that crosses midnight for the visitor", () => {
  // Sunday 25 October 2026, London back on GMT: 15:45 there is 23:45 in Singapore.
  const availability = availabilityOf({ weeklyHours: { sunday: [{ from: "15:45", to: "17:00" }] } })
  const times = freeTimes(availability, context("2026-10-20T12:00:00Z")).filter((time) => time.start.startsWith("2026-10-25"))

  it("is labelled on the day it starts, with the day it ends and her time beside it", () => {
    expect(starts(times)).toEqual(["2026-10-25T15:45:00Z", "2026-10-25T16:30:00Z"])
    expect(labelTime(times[0], "Asia/Singapore", "Europe/London")).toEqual({
      date: "2026-10-25",
      day: "Sunday 25 October",
      time: "23:45–00:15",
      endDay: "Monday 26 October",
      zone: "Singapore Standard Time",
      coachTime: "15:45–16:15 London time",
      text: "Sunday 25 October, 23:45 to 00:15 on Monday 26 October Singapore Standard Time (15:45 to 16:15 London time)",
    })
  })

  it("groups the next call under the visitor's next day, saying which day it is for her", () => {
    const days = timesByDay(times, "Asia/Singapore", "Europe/London")
    expect(days.map((day) => [day.day, day.times.map((time) => time.label.time)])).toEqual([
      ["Sunday 25 October", ["23:45–00:15"]],
      ["Monday 26 October", ["00:30–01:00"]],
    ])
    expect(days[1].times[0].label.coachTime).toBe("16:30–17:00 London time (Sunday 25 October)")
  })
})

describe("what the page offers and what the server accepts", () => {
  it.each([
    ["office hours", {}, "2026-11-09T08:00:00Z"],
    ["every day, around both changes of 2026", { weeklyHours: sundays, noticeHours: 24, maxCallsPerDay: 3 }, "2026-03-24T23:30:00Z"],
    ["every day, around both changes of 2026", { weeklyHours: sundays, gapMinutes: 0, callMinutes: 45 }, "2026-10-20T16:10:00Z"],
    ["late nights in New York", { timeZone: "America/New_York", weeklyHours: { ...sundays, sunday: [{ from: "00:00", to: "03:00" }] }, noticeHours: 0 }, "2026-10-28T12:00:00Z"],
  ])("are the same times: %s", (_what, input, now) => {
    const availability = availabilityOf({ ...(input as AvailabilityInput), daysOff: [{ from: "2026-11-12" }], blocked: [{ from: "2026-11-10T13:00:00Z", to: "2026-11-10T14:00:00Z" }] })
    const booked = [call("2026-11-10T09:00:00Z"), call("2026-03-28T10:30:00Z"), call("2026-10-26T10:00:00Z")]
    const offered = new Set(starts(freeTimes(availability, context(now, booked))))
    expect(offered.size).toBeGreaterThan(20)
    // Every time her hours hold over the next weeks, offered or not: the server accepts exactly those offered.
    const days = Array.from({ length: availability.horizonWeeks * 7 + 3 }, (_, day) => new Date(Date.parse(now) + (day - 1) * 86_400_000).toISOString().slice(0, 10))
    const candidates = [...new Set(days.flatMap((day) => starts(callsInHours(availability, day))))]
    expect(candidates.length).toBeGreaterThan(offered.size)
    for (const start of candidates) expect([start, checkTime(availability, context(now, booked), start).ok]).toEqual([start, offered.has(start)])
  })
})

describe("the slot generator in the visitor's browser", () => {
  it("bundles as the page will load it: luxon and the slots, no schema library, about 23 KB compressed", async () => {
    const { build } = await import("esbuild")
    const { gzipSync } = await import("node:zlib")
    const result = await build({
      stdin: { contents: 'export { freeTimes, timesByDay } from "./contract/booking-slots"', loader: "ts", resolveDir: process.cwd() },
      bundle: true,
      minify: true,
      format: "esm",
      platform: "browser",
      write: false,
      metafile: true,
    })
    const inputs = Object.keys(result.metafile.inputs)
    expect(inputs.some((input) => input.includes("node_modules/luxon/"))).toBe(true)
    expect(inputs.filter((input) => input.includes("node_modules/zod/"))).toEqual([])
    // The booking step is loaded only when a visitor starts booking; this is its time arithmetic.
    expect(gzipSync(result.outputFiles[0].contents).length).toBeLessThan(26 * 1024)
  })
})
