/**
 * @jest-environment node
 *
 * The studio's "Calls and availability": her form turned into the request studioSaveAvailability
 * parses (checked with the same schema, each problem at the field she typed it in, nothing she
 * typed lost), the time she blocks read in her zone, and a call's time shown in her zone with the
 * visitor's beside it, on the days the clocks change.
 */
import { availabilitySchema } from "../contract/booking-availability"
import { availabilityInput, checkAvailabilityForm, fieldId, formFromAvailability, serverProblems, type AvailabilityForm } from "../studio/calls/availability-form"
import { blockFromForm, callWhen } from "../studio/calls/call-times"
import { callsProblem } from "../studio/calls/calls-problem"

const defaults = () => formFromAvailability(availabilitySchema.parse({}))
const BLOCKED = [{ from: "2026-04-01T09:00:00Z", to: "2026-04-01T11:00:00Z", note: "Dentist" }]

const refused = (form: AvailabilityForm) => {
  const check = checkAvailabilityForm(form, [])
  if (check.ok) throw new Error("expected the form to be refused")
  return check.problems
}

describe("her availability form", () => {
  it("starts from the defaults as text and saves them as they were, her blocked times kept", () => {
    const form = defaults()
    expect(form).toMatchObject({ timeZone: "Europe/London", callMinutes: "30", gapMinutes: "15", noticeHours: "24", horizonWeeks: "6", maxCallsPerDay: "4", daysOff: [] })
    expect(form.weeklyHours.monday).toEqual([{ from: "09:00", to: "17:00" }])
    expect(form.weeklyHours.sunday).toEqual([])
    const check = checkAvailabilityForm(form, BLOCKED)
    expect(check).toEqual({ ok: true, availability: { ...availabilitySchema.parse({}), blocked: BLOCKED } })
  })

  it("sends a morning and an afternoon on one day, a single day off and a holiday", () => {
    const form = defaults()
    form.weeklyHours.saturday = [
      { from: "14:00", to: "16:00" },
      { from: "09:30", to: "12:00" },
    ]
    form.daysOff = [
      { from: "2026-12-24", to: "" },
      { from: "2026-08-03", to: "2026-08-14" },
    ]
    form.callMinutes = " 45 "
    const check = checkAvailabilityForm(form, [])
    if (!check.ok) throw new Error(JSON.stringify(check.problems))
    expect(check.availability.weeklyHours.saturday).toEqual([
      { from: "09:30", to: "12:00" },
      { from: "14:00", to: "16:00" },
    ])
    expect(check.availability.daysOff).toEqual([{ from: "2026-12-24" }, { from: "2026-08-03", to: "2026-08-14" }])
    expect(check.availability.callMinutes).toBe(45)
    expect(availabilityInput(form, [])).toMatchObject({ daysOff: [{ from: "2026-12-24" }, { from: "2026-08-03", to: "2026-08-14" }] })
  })

  it("names each field she got wrong, as the form labels it, and keeps what she typed", () => {
    const form = defaults()
    form.callMinutes = "half an hour"
    form.gapMinutes = "7"
    form.noticeHours = "-1"
    form.weeklyHours.monday = [{ from: "17:00", to: "09:00" }]
    form.weeklyHours.tuesday = [
      { from: "09:00", to: "12:00" },
      { from: "11:00", to: "13:00" },
    ]
    form.weeklyHours.wednesday = [{ from: "9am", to: "17:00" }]
    form.daysOff = [{ from: "2026-08-14", to: "2026-08-03" }]
    const typed = structuredClone(form)
    const problems = refused(form)
    expect(form).toEqual(typed)
    const byField = Object.fromEntries(problems.map((problem) => [problem.field, problem]))
    expect(byField.callMinutes).toEqual({ field: "callMinutes", label: "Length of a call (minutes)", message: "must be a whole number of minutes (the length of a call)" })
    expect(byField.gapMinutes.message).toBe("must be a multiple of 5 minutes (the gap between calls)")
    expect(byField.noticeHours).toMatchObject({ label: "Least notice (hours)", message: "must be at least 0 hours (the least notice before a call)" })
    expect(byField["weeklyHours.monday[0].to"]).toMatchObject({ label: "Monday, hours 1: until", message: "must end after it starts" })
    expect(byField["weeklyHours.tuesday"]).toMatchObject({ label: "Tuesday's hours", message: "has periods that overlap" })
    expect(byField["weeklyHours.wednesday[0].from"]).toMatchObject({ label: "Wednesday, hours 1: from" })
    expect(byField["daysOff[0].to"]).toMatchObject({ label: "Day off 1: last day", message: "must not be before the first day off" })
    expect(problems).toHaveLength(7)
  })

  it("refuses an empty number rather than quietly taking the default", () => {
    const form = { ...defaults(), maxCallsPerDay: "" }
    expect(refused(form)).toEqual([{ field: "maxCallsPerDay", label: "Most calls in a day", message: "must be a whole number of calls (the most calls in a day)" }])
  })

  it("puts the server's refusal at the same fields, each with an input of its own", () => {
    const details = {
      problems: [
        { field: "availability.weeklyHours.monday.0.to", message: "must end after it starts" },
        { field: "availability.callMinutes", message: "must be at most 180 minutes (the length of a call)" },
      ],
    }
    expect(serverProblems(details)).toEqual([
      { field: "weeklyHours.monday[0].to", label: "Monday, hours 1: until", message: "must end after it starts" },
      { field: "callMinutes", label: "Length of a call (minutes)", message: "must be at most 180 minutes (the length of a call)" },
    ])
    expect(serverProblems(undefined)).toEqual([])
    expect(fieldId("weeklyHours.monday[0].to")).toBe("availability-weeklyHours-monday-0-to")
    expect(fieldId("callMinutes")).toBe("availability-callMinutes")
  })
})

describe("a call's time in the studio", () => {
  it("reads in her zone, with a visitor's own time beside it when their clocks differ", () => {
    // Sunday 29 March 2026: British Summer Time has begun, New York's daylight time began on 8 March.
    const call = { start: "2026-03-29T08:00:00Z", end: "2026-03-29T08:30:00Z" }
    expect(callWhen(call, "Europe/London", "America/New_York")).toEqual({ when: "Sunday 29 March, 09:00–09:30", theirs: "04:00–04:30 New York time" })
    expect(callWhen(call, "Europe/London", "Europe/London")).toEqual({ when: "Sunday 29 March, 09:00–09:30" })
    expect(callWhen(call, "Europe/London")).toEqual({ when: "Sunday 29 March, 09:00–09:30" })
    // A visitor in Singapore, whose evening it is, on the day the clocks go back.
    const october = { start: "2026-10-25T12:00:00Z", end: "2026-10-25T12:30:00Z" }
    expect(callWhen(october, "Europe/London", "Asia/Singapore")).toEqual({ when: "Sunday 25 October, 12:00–12:30", theirs: "20:00–20:30 Singapore time" })
  })
})

describe("blocking a time", () => {
  it("reads her day and clock times in her zone, across the hour the clocks skip", () => {
    // 00:30 is still GMT; by 03:00 British Summer Time has begun.
    expect(blockFromForm({ date: "2026-03-29", from: "00:30", to: "03:00", note: "  Early flight " }, "Europe/London")).toEqual({
      ok: true,
      block: { from: "2026-03-29T00:30:00Z", to: "2026-03-29T02:00:00Z", note: "Early flight" },
    })
    expect(blockFromForm({ date: "2026-06-01", from: "13:00", to: "24:00", note: "" }, "Europe/London")).toEqual({
      ok: true,
      block: { from: "2026-06-01T12:00:00Z", to: "2026-06-01T23:00:00Z" },
    })
  })

  it("names the field she got wrong", () => {
    const check = blockFromForm({ date: "", from: "2pm", to: "13:00", note: "" }, "Europe/London")
    expect(check).toEqual({
      ok: false,
      problems: [
        { field: "date", label: "Day", message: "must be a date such as 2026-12-24" },
        { field: "from", label: "From", message: "must be a time of day such as 09:00 (when calls may start)" },
      ],
    })
    const backwards = blockFromForm({ date: "2026-06-01", from: "14:00", to: "13:00", note: "" }, "Europe/London")
    expect(backwards).toEqual({ ok: false, problems: [{ field: "to", label: "Until", message: "must end after it starts" }] })
  })
})

describe("what a failed call means to her", () => {
  it("says by the error's code that nothing was changed, and what to do", () => {
    expect(callsProblem({ code: "functions/permission-denied", message: "anything" })).toBe("The studio could not confirm it is you. Please sign in again; nothing was changed.")
    expect(callsProblem({ code: "functions/invalid-argument" })).toContain("The fields marked below say what to change")
    expect(callsProblem({ code: "functions/not-found" })).toBe("That call is no longer on the server. The list has been refreshed.")
    expect(callsProblem({ code: "functions/failed-precondition" })).toBe("That did not work just now, and nothing was changed. Please try again in a moment.")
  })
})
