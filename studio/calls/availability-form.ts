/**
 * Her availability as the studio's form holds it, and the request it becomes. The form keeps every
 * field as the text she typed (a number she mistyped is shown back to her as typed, not lost), and
 * is checked with the schema `studioSaveAvailability` parses with (contract/booking-availability.ts),
 * so the studio refuses exactly what the server would, each problem at the field it is about.
 */
import { availabilitySchema, type Availability, type BlockedTime } from "../../contract/booking-availability"
import { WEEKDAYS, type Weekday } from "../../contract/booking-week"
import type { z } from "zod"
import { fieldPath } from "../../contract/field-messages"

export interface PeriodForm {
  from: string
  to: string
}

/** A day off, or several in a row: `to` left empty for a single day. */
export interface DayOffForm {
  from: string
  to: string
}

export const NUMBER_FIELDS = ["callMinutes", "gapMinutes", "noticeHours", "horizonWeeks", "maxCallsPerDay"] as const
export type NumberField = (typeof NUMBER_FIELDS)[number]

export type AvailabilityForm = {
  timeZone: string
  weeklyHours: Record<Weekday, PeriodForm[]>
  daysOff: DayOffForm[]
  /** Her video meeting room's link; empty for none (the e-mails then say she will send one). */
  meetingLink: string
} & Record<NumberField, string>

export const MEETING_LINK_LABEL = "Your meeting room link"

/** The labels the form shows, so a problem names the field as she sees it. */
export const NUMBER_LABELS: Readonly<Record<NumberField, string>> = {
  callMinutes: "Length of a call (minutes)",
  gapMinutes: "Gap between calls (minutes)",
  noticeHours: "Least notice (hours)",
  horizonWeeks: "How far ahead visitors may book (weeks)",
  maxCallsPerDay: "Most calls in a day",
}

export const dayName = (day: Weekday): string => day.charAt(0).toUpperCase() + day.slice(1)

/** The form filled in from her saved availability (or the defaults she starts from). */
export const formFromAvailability = (availability: Availability): AvailabilityForm => ({
  timeZone: availability.timeZone,
  weeklyHours: Object.fromEntries(WEEKDAYS.map((day) => [day, availability.weeklyHours[day].map((period) => ({ ...period }))])) as Record<Weekday, PeriodForm[]>,
  daysOff: availability.daysOff.map((off) => ({ from: off.from, to: off.to ?? "" })),
  meetingLink: availability.meetingLink ?? "",
  ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, String(availability[field])])) as Record<NumberField, string>),
})

/** A number as she typed it: a plain number is sent as one; anything else as the text, which the schema refuses by name. */
const typedNumber = (text: string): number | string => (/^\s*-?\d+(\.\d+)?\s*$/.test(text) ? Number(text) : text)

/** What the form asks to save; her blocked times are kept as they are (the form does not edit them). */
export const availabilityInput = (form: AvailabilityForm, blocked: readonly BlockedTime[]): unknown => ({
  timeZone: form.timeZone,
  weeklyHours: form.weeklyHours,
  ...Object.fromEntries(NUMBER_FIELDS.map((field) => [field, typedNumber(form[field])])),
  daysOff: form.daysOff.map((off) => (off.to.trim() ? { from: off.from, to: off.to } : { from: off.from })),
  blocked,
  // An empty box is no room: left out, not sent as text the schema would refuse.
  ...(form.meetingLink.trim() ? { meetingLink: form.meetingLink } : {}),
})

/** One problem, at the field it is about: `field` is its path ("weeklyHours.monday[0].to"), `label` how the form names it. */
export interface FormProblem {
  field: string
  label: string
  message: string
}

/** How the form names the field at `path`, in the words of its label. */
export const fieldLabel = (path: string): string => {
  const number = NUMBER_FIELDS.find((field) => field === path)
  if (number) return NUMBER_LABELS[number]
  if (path === "timeZone") return "Time zone"
  if (path === "meetingLink") return MEETING_LINK_LABEL
  const period = /^weeklyHours\.(\w+)(?:\[(\d+)\](?:\.(from|to))?)?$/.exec(path)
  if (period && (WEEKDAYS as readonly string[]).includes(period[1])) {
    const day = dayName(period[1] as Weekday)
    if (period[2] === undefined) return `${day}'s hours`
    const which = `${day}, hours ${Number(period[2]) + 1}`
    return period[3] === "from" ? `${which}: from` : period[3] === "to" ? `${which}: until` : which
  }
  const off = /^daysOff\[(\d+)\](?:\.(from|to))?$/.exec(path)
  if (off) return `Day off ${Number(off[1]) + 1}${off[2] === "to" ? ": last day" : off[2] === "from" ? ": first day" : ""}`
  if (path === "daysOff") return "Days off"
  return "Availability"
}

/** The id of the input for the field at `path`, so a problem can point at it. */
export const fieldId = (path: string): string => `availability-${path.replace(/[[\].]+/g, "-").replace(/-$/, "")}`

/**
 * One problem per field, in the schema's words (already the coach's), the first found; a period
 * said to end before it starts is left out while its times are themselves wrong (one is not a time
 * yet, so the order means nothing).
 */
export const formProblems = (error: z.ZodError, labelOf: (field: string) => string = fieldLabel): FormProblem[] => {
  const problems: FormProblem[] = []
  for (const issue of error.issues) {
    const field = fieldPath(issue.path)
    if (problems.some((problem) => problem.field === field)) continue
    const parent = fieldPath(issue.path.slice(0, -1))
    if (issue.message === "must end after it starts" && error.issues.some((other) => other !== issue && fieldPath(other.path.slice(0, -1)) === parent)) continue
    problems.push({ field, label: labelOf(field), message: issue.message })
  }
  return problems
}

export type AvailabilityCheck = { ok: true; availability: Availability } | { ok: false; problems: FormProblem[] }

/** Checks the form with the server's schema: the availability to send, or each problem at its field. */
export const checkAvailabilityForm = (form: AvailabilityForm, blocked: readonly BlockedTime[]): AvailabilityCheck => {
  const parsed = availabilitySchema.safeParse(availabilityInput(form, blocked))
  if (parsed.success) return { ok: true, availability: parsed.data }
  return { ok: false, problems: formProblems(parsed.error) }
}

/**
 * The problems of a request the server refused (`details.problems` of its invalid-argument error,
 * fields as "availability.weeklyHours.monday.0.to"), at the form's fields.
 */
export const serverProblems = (details: unknown): FormProblem[] => {
  const problems = details && typeof details === "object" && "problems" in details && Array.isArray(details.problems) ? (details.problems as unknown[]) : []
  return problems.flatMap((problem) => {
    if (!problem || typeof problem !== "object" || !("field" in problem) || !("message" in problem)) return []
    const parts = String(problem.field)
      .replace(/^availability\.?/, "")
      .split(".")
      .filter(Boolean)
      .map((part) => (/^\d+$/.test(part) ? Number(part) : part))
    const field = fieldPath(parts)
    return [{ field, label: fieldLabel(field), message: String(problem.message) }]
  })
}
