/**
 * @jest-environment node
 *
 * The coach's availability as the studio saves it and the slot generator reads it: the defaults she
 * starts from, and each mistake refused with a message naming the field.
 */
import { availabilitySchema, isTimeZone, type AvailabilityInput } from "../contract/booking-availability"
import { issueProblems } from "../contract/field-messages"

const problems = (input: unknown) => {
  const result = availabilitySchema.safeParse(input)
  if (result.success) throw new Error(`expected ${JSON.stringify(input)} to be refused`)
  return issueProblems(result.error)
}

describe("the coach's availability", () => {
  it("starts as weekday office hours in London: 30-minute calls, 15 minutes apart, a day's notice, six weeks ahead", () => {
    const availability = availabilitySchema.parse({})
    expect(availability).toEqual({
      timeZone: "Europe/London",
      weeklyHours: {
        monday: [{ from: "09:00", to: "17:00" }],
        tuesday: [{ from: "09:00", to: "17:00" }],
        wednesday: [{ from: "09:00", to: "17:00" }],
        thursday: [{ from: "09:00", to: "17:00" }],
        friday: [{ from: "09:00", to: "17:00" }],
        saturday: [],
        sunday: [],
      },
      callMinutes: 30,
      gapMinutes: 15,
      noticeHours: 24,
      horizonWeeks: 6,
      maxCallsPerDay: 4,
      daysOff: [],
      blocked: [],
    })
  })

  it("keeps what she set, with periods in the order of the day and a day left out taking its default", () => {
    const input: AvailabilityInput = {
      timeZone: "Europe/Dublin",
      weeklyHours: { monday: [{ from: "14:00", to: "18:00" }, { from: "08:30", to: "12:00" }], saturday: [{ from: "10:00", to: "24:00" }] },
      callMinutes: 45,
      gapMinutes: 0,
      noticeHours: 48,
      horizonWeeks: 4,
      maxCallsPerDay: 2,
      daysOff: [{ from: "2026-12-24", to: "2027-01-02" }, { from: "2026-11-30" }],
      blocked: [{ from: "2026-12-01T10:00:00Z", to: "2026-12-01T12:00:00+00:00", note: "Dentist" }],
    }
    const availability = availabilitySchema.parse(input)
    expect(availability.weeklyHours.monday).toEqual([
      { from: "08:30", to: "12:00" },
      { from: "14:00", to: "18:00" },
    ])
    expect(availability.weeklyHours.tuesday).toEqual([{ from: "09:00", to: "17:00" }])
    expect(availability.weeklyHours.saturday).toEqual([{ from: "10:00", to: "24:00" }])
    expect(availability).toMatchObject({ timeZone: "Europe/Dublin", callMinutes: 45, gapMinutes: 0, noticeHours: 48, horizonWeeks: 4, maxCallsPerDay: 2 })
    expect(availability.daysOff).toHaveLength(2)
    expect(availability.blocked[0].note).toBe("Dentist")
  })

  it.each([
    ["a time zone that does not exist", { timeZone: "Europe/Atlantis" }, "timeZone", "must be a time zone such as Europe/London"],
    ["a time zone that is not a name", { timeZone: "../../etc" }, "timeZone", "must be a time zone such as Europe/London"],
    ["a period that ends before it starts", { weeklyHours: { monday: [{ from: "17:00", to: "09:00" }] } }, "weeklyHours.monday[0].to", "must end after it starts"],
    ["a time of day that is not one", { weeklyHours: { friday: [{ from: "9am", to: "17:00" }] } }, "weeklyHours.friday[0].from", "must be a time of day such as 09:00 (when calls may start)"],
    ["a time off the five-minute marks", { weeklyHours: { friday: [{ from: "09:07", to: "17:00" }] } }, "weeklyHours.friday[0].from", "must be on a five-minute mark such as 09:05 (when calls may start)"],
    ["periods that overlap", { weeklyHours: { tuesday: [{ from: "09:00", to: "12:30" }, { from: "12:00", to: "15:00" }] } }, "weeklyHours.tuesday", "has periods that overlap"],
    ["a day the week does not have", { weeklyHours: { someday: [] } }, "weeklyHours", "has a field it does not know: someday"],
    ["a call of 10 minutes", { callMinutes: 10 }, "callMinutes", "must be at least 15 minutes (the length of a call)"],
    ["a call of 32 minutes", { callMinutes: 32 }, "callMinutes", "must be a multiple of 5 minutes (the length of a call)"],
    ["a negative gap", { gapMinutes: -5 }, "gapMinutes", "must be at least 0 minutes (the gap between calls)"],
    ["notice of a fraction of an hour", { noticeHours: 1.5 }, "noticeHours", "must be a whole number of hours (the least notice before a call)"],
    ["a horizon of a year", { horizonWeeks: 52 }, "horizonWeeks", "must be at most 26 weeks (how far ahead visitors may book)"],
    ["no calls in a day", { maxCallsPerDay: 0 }, "maxCallsPerDay", "must be at least 1 call (the most calls in a day)"],
    ["a day off that does not exist", { daysOff: [{ from: "2026-02-30" }] }, "daysOff[0].from", "must be a date such as 2026-12-24"],
    ["days off that end before they start", { daysOff: [{ from: "2026-12-24", to: "2026-12-20" }] }, "daysOff[0].to", "must not be before the first day off"],
    ["a blocked time without its zone", { blocked: [{ from: "2026-12-01T10:00", to: "2026-12-01T12:00Z" }] }, "blocked[0].from", "must be a date and time such as 2026-12-24T14:00:00Z"],
    ["a blocked time that ends before it starts", { blocked: [{ from: "2026-12-01T12:00:00Z", to: "2026-12-01T10:00:00Z" }] }, "blocked[0].to", "must end after it starts"],
    ["a field it does not know", { breakMinutes: 10 }, "", "has a field it does not know: breakMinutes"],
  ])("refuses %s, naming the field", (_what, input, field, message) => {
    expect(problems(input)).toContainEqual({ field, message })
  })

  it("knows the time zones of the coach's visitors and refuses what is not one", () => {
    for (const zone of ["Europe/London", "America/New_York", "Asia/Singapore", "Australia/Lord_Howe", "UTC"]) expect(isTimeZone(zone)).toBe(true)
    for (const zone of ["", "London", "Europe/London; drop", "GMT+25"]) expect(isTimeZone(zone)).toBe(false)
  })
})
