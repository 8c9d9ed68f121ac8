/**
 * When the coach takes first calls, declared once: the studio edits it, `studioSaveAvailability`
 * checks it with this schema, and the slot generator (contract/booking-slots.ts) reads it on the
 * page and in the functions alike. Every field has a default, so `{}` is a complete week of
 * weekday office hours; messages name what is wrong in the coach's words.
 */
import { z } from "zod"
import "./zod-jitless"
import { clockMinutes } from "./booking-week"

export const AVAILABILITY_DEFAULTS = {
  timeZone: "Europe/London",
  callMinutes: 30,
  gapMinutes: 15,
  noticeHours: 24,
  horizonWeeks: 6,
  maxCallsPerDay: 4,
} as const

/** The limits of each number, so the studio's inputs and the schema agree. */
export const AVAILABILITY_LIMITS = {
  callMinutes: { min: 15, max: 180 },
  gapMinutes: { min: 0, max: 120 },
  noticeHours: { min: 0, max: 24 * 30 },
  horizonWeeks: { min: 1, max: 26 },
  maxCallsPerDay: { min: 1, max: 20 },
  /** Separate periods in one day (a morning and an afternoon, say). */
  periodsPerDay: 4,
  daysOff: 200,
  blocked: 500,
  blockedNote: 120,
} as const

/** Whether the runtime knows `zone` as an IANA time zone (Europe/London, America/New_York). */
export const isTimeZone = (zone: string): boolean => {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(zone)) return false
  try {
    new Intl.DateTimeFormat("en-GB", { timeZone: zone })
    return true
  } catch {
    return false
  }
}

export const timeZoneSchema = z
  .string({ error: "must be a time zone such as Europe/London" })
  .trim()
  .max(64, { error: "must be a time zone such as Europe/London" })
  .refine(isTimeZone, { error: "must be a time zone such as Europe/London" })

const CLOCK = /^([01]\d|2[0-3]):[0-5]\d$/

const clock = (what: string, endOfDay = false) =>
  z
    .string({ error: `must be a time of day such as 09:00 (${what})` })
    .trim()
    .refine((value) => CLOCK.test(value) || (endOfDay && value === "24:00"), { error: `must be a time of day such as 09:00 (${what})` })
    .refine((value) => clockMinutes(value) % 5 === 0, { error: `must be on a five-minute mark such as 09:05 (${what})` })

/** One period of a day in which calls may start and end, in the coach's time zone. */
export const hoursPeriodSchema = z
  .strictObject({ from: clock("when calls may start"), to: clock("when the last call must end", true) })
  .refine((period) => clockMinutes(period.to) > clockMinutes(period.from), { error: "must end after it starts", path: ["to"] })

const dayHours = z
  .array(hoursPeriodSchema, { error: "must be a list of periods" })
  .max(AVAILABILITY_LIMITS.periodsPerDay, { error: `may have at most ${AVAILABILITY_LIMITS.periodsPerDay} periods` })
  .refine((periods) => [...periods].sort((a, b) => clockMinutes(a.from) - clockMinutes(b.from)).every((period, at, sorted) => at === 0 || clockMinutes(period.from) >= clockMinutes(sorted[at - 1].to)), {
    error: "has periods that overlap",
  })
  // Kept in the order of the day, however the studio sent them.
  .transform((periods) => [...periods].sort((a, b) => clockMinutes(a.from) - clockMinutes(b.from)))

const officeHours = [{ from: "09:00", to: "17:00" }]

/** zod's message for a field the schema does not know, in the coach's words. */
const unknownFields =
  (otherwise: string) =>
  (issue: { code?: string; keys?: string[] }): string =>
    issue.code === "unrecognized_keys" ? `has ${issue.keys?.length === 1 ? "a field" : "fields"} it does not know: ${issue.keys?.join(", ")}` : otherwise

/** Her hours day by day; an empty day takes no calls. Weekdays 09:00 to 17:00 until she says otherwise. */
export const weeklyHoursSchema = z.strictObject({
  monday: dayHours.default(officeHours),
  tuesday: dayHours.default(officeHours),
  wednesday: dayHours.default(officeHours),
  thursday: dayHours.default(officeHours),
  friday: dayHours.default(officeHours),
  saturday: dayHours.default([]),
  sunday: dayHours.default([]),
}, { error: unknownFields("must give the hours of each day of the week") })

const DATE = /^\d{4}-\d{2}-\d{2}$/

/** Whether "2026-02-30" names a real day (the Date constructor would roll it over to March). */
const isCalendarDate = (value: string): boolean => {
  if (!DATE.test(value)) return false
  const [year, month, day] = value.split("-").map(Number)
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}

export const calendarDateSchema = z.string({ error: "must be a date such as 2026-12-24" }).trim().refine(isCalendarDate, { error: "must be a date such as 2026-12-24" })

/** A day off, or several in a row (`to` is the last day off, included). */
export const dayOffSchema = z
  .strictObject({ from: calendarDateSchema, to: calendarDateSchema.optional() })
  .refine((days) => days.to === undefined || days.to >= days.from, { error: "must not be before the first day off", path: ["to"] })

const instant = z.iso.datetime({ offset: true, error: "must be a date and time such as 2026-12-24T14:00:00Z" })

/** A stretch of time with no calls (the studio's "Block a time"), as two moments, so no clock change can move it. */
export const blockedTimeSchema = z
  .strictObject({
    from: instant,
    to: instant,
    note: z.string({ error: "must be text" }).trim().max(AVAILABILITY_LIMITS.blockedNote, { error: `must be at most ${AVAILABILITY_LIMITS.blockedNote} characters` }).optional(),
  })
  .refine((block) => Date.parse(block.to) > Date.parse(block.from), { error: "must end after it starts", path: ["to"] })

/**
 * The services a meeting room may be on, by the host names their links use: the ones her clients
 * know, and no address a visitor could be sent to by mistake.
 */
export const MEETING_SERVICES = [
  { name: "Zoom", hosts: ["zoom.us", "zoom.com"] },
  { name: "Google Meet", hosts: ["meet.google.com"] },
  { name: "Microsoft Teams", hosts: ["teams.microsoft.com", "teams.live.com"] },
  { name: "Whereby", hosts: ["whereby.com"] },
] as const

const MEETING_LINK_RULE = `must be the https:// link of your ${MEETING_SERVICES.map((service) => service.name).join(", ").replace(/, ([^,]+)$/, " or $1")} room`

/** The service a link is on (a host or one of its subdomains, such as us02web.zoom.us), or null. */
export const meetingService = (link: string): string | null => {
  let url: URL
  try {
    url = new URL(link)
  } catch {
    return null
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null
  const host = url.hostname.toLowerCase()
  return MEETING_SERVICES.find((service) => service.hosts.some((known) => host === known || host.endsWith(`.${known}`)))?.name ?? null
}

/**
 * Her video meeting room, the same link for every call; without one the e-mails say she will send
 * it. Kept as the URL parser writes it (`href`), the form the check judged: the parser drops tabs
 * and line breaks inside a link, so the text as typed could pass the check and still carry a
 * line of its own into every invitation's CONFERENCE line and her feed. Writing `href` again
 * gives the same `href`, so a stored link reads back unchanged.
 */
export const meetingLinkSchema = z
  .string({ error: MEETING_LINK_RULE })
  .trim()
  .max(500, { error: "must be at most 500 characters" })
  .refine((link) => meetingService(link) !== null, { error: MEETING_LINK_RULE })
  .transform((link) => new URL(link).href)

const whole = (what: string, { min, max }: { min: number; max: number }, unit: string) => {
  const count = (n: number) => `${n} ${n === 1 ? unit.replace(/s$/, "") : unit}`
  return z
    .number({ error: `must be a whole number of ${unit} (${what})` })
    // Not .int(): zod reports that as a wrong kind of value, where the coach typed a number.
    .refine(Number.isInteger, { error: `must be a whole number of ${unit} (${what})` })
    .min(min, { error: `must be at least ${count(min)} (${what})` })
    .max(max, { error: `must be at most ${count(max)} (${what})` })
}

export const availabilitySchema = z.strictObject(
  {
    /** Her hours are read in this zone, and her day (for the daily limit and days off) is its day. */
    timeZone: timeZoneSchema.default(AVAILABILITY_DEFAULTS.timeZone),
    weeklyHours: weeklyHoursSchema.default(() => weeklyHoursSchema.parse({})),
    callMinutes: whole("the length of a call", AVAILABILITY_LIMITS.callMinutes, "minutes")
      .refine((minutes) => minutes % 5 === 0, { error: "must be a multiple of 5 minutes (the length of a call)" })
      .default(AVAILABILITY_DEFAULTS.callMinutes),
    gapMinutes: whole("the gap between calls", AVAILABILITY_LIMITS.gapMinutes, "minutes")
      .refine((minutes) => minutes % 5 === 0, { error: "must be a multiple of 5 minutes (the gap between calls)" })
      .default(AVAILABILITY_DEFAULTS.gapMinutes),
    noticeHours: whole("the least notice before a call", AVAILABILITY_LIMITS.noticeHours, "hours").default(AVAILABILITY_DEFAULTS.noticeHours),
    horizonWeeks: whole("how far ahead visitors may book", AVAILABILITY_LIMITS.horizonWeeks, "weeks").default(AVAILABILITY_DEFAULTS.horizonWeeks),
    maxCallsPerDay: whole("the most calls in a day", AVAILABILITY_LIMITS.maxCallsPerDay, "calls").default(AVAILABILITY_DEFAULTS.maxCallsPerDay),
    daysOff: z
      .array(dayOffSchema, { error: "must be a list of days off" })
      .max(AVAILABILITY_LIMITS.daysOff, { error: `may list at most ${AVAILABILITY_LIMITS.daysOff} days off` })
      .default([]),
    blocked: z
      .array(blockedTimeSchema, { error: "must be a list of blocked times" })
      .max(AVAILABILITY_LIMITS.blocked, { error: `may list at most ${AVAILABILITY_LIMITS.blocked} blocked times` })
      .default([]),
    meetingLink: meetingLinkSchema.optional(),
  },
  { error: unknownFields("must be the coach's availability") },
)

/** What the studio sends (any field may be left out for its default). */
export type AvailabilityInput = z.input<typeof availabilitySchema>
/** Her availability, complete, as the slot generator reads it. */
export type Availability = z.output<typeof availabilitySchema>
export type HoursPeriod = z.output<typeof hoursPeriodSchema>
export type DayOff = z.output<typeof dayOffSchema>
export type BlockedTime = z.output<typeof blockedTimeSchema>
