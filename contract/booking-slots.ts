/**
 * The times a visitor may book, computed from the coach's availability, the calls already booked and
 * the moment it is. One module, pure, for the page and the functions: what the page offers is
 * exactly what `bookingBookCall` accepts, because both ask `freeTimes` and `checkTime` here.
 *
 * Every date and clock time is worked out by luxon in a named time zone (her hours on her own
 * calendar, the visitor's labels on theirs); nothing adds hours to a clock by hand, so the days
 * the clocks change come out right. A call is a stretch of real time: its start and end are
 * instants, written in UTC (`2026-03-29T08:00:00Z`), which is also how the server names its hold.
 */
import { DateTime } from "luxon"
import type { Availability } from "./booking-availability"
import { clockMinutes, WEEKDAYS } from "./booking-week"

/** A call's time: two instants, in UTC. */
export interface CallTime {
  start: string
  end: string
}

export interface SlotContext {
  /** The moment it is (the server's clock; the page's for the view only). */
  now: Date
  /** Calls already booked and not cancelled; whatever hours they were booked under, they stay. */
  booked: readonly CallTime[]
}

/** Why a time cannot be booked, in the order they are checked. */
export const UNBOOKABLE = ["not-a-time", "past", "too-soon", "too-far", "day-off", "outside-hours", "blocked", "taken", "day-full"] as const
export type Unbookable = (typeof UNBOOKABLE)[number]

export type TimeCheck = { ok: true; time: CallTime } | { ok: false; reason: Unbookable }

/** An instant as the server names it: UTC, to the second. */
export const instantKey = (instant: DateTime): string => instant.toUTC().toISO({ suppressMilliseconds: true }) ?? ""

/** An instant from the ISO text the page or the store gives, or null when it is not one. */
export const parseInstant = (text: string): DateTime | null => {
  // Only full date-times with a zone or offset: a bare "2026-03-29T09:00" would be read in the runtime's own zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/.test(text)) return null
  const instant = DateTime.fromISO(text, { setZone: true })
  return instant.isValid ? instant.toUTC() : null
}

const at = (text: string): DateTime => parseInstant(text) ?? DateTime.invalid("not an instant")

/** Her calendar day that `instant` falls on, as yyyy-MM-dd. */
const dayOf = (instant: DateTime, zone: string): string => instant.setZone(zone).toISODate() ?? ""

/** Whether her day `date` (yyyy-MM-dd) is a day off. */
export const isDayOff = (availability: Availability, date: string): boolean =>
  availability.daysOff.some((off) => date >= off.from && date <= (off.to ?? off.from))

/** The wall-clock time `minutes` after midnight of `day` in its zone; 1440 is the next midnight. */
const wallClock = (day: DateTime, minutes: number): DateTime =>
  minutes === 24 * 60 ? day.plus({ days: 1 }).startOf("day") : day.set({ hour: Math.floor(minutes / 60), minute: minutes % 60, second: 0, millisecond: 0 })

/**
 * The calls her hours hold on one of her days, booked or not: from the start of each period, one
 * call and one gap after another, as long as a call ends within the period. The steps are real
 * minutes, so a period the clocks change in still holds calls of her length.
 */
export const callsInHours = (availability: Availability, date: string): CallTime[] => {
  const day = DateTime.fromISO(date, { zone: availability.timeZone }).startOf("day")
  if (!day.isValid) return []
  const periods = availability.weeklyHours[WEEKDAYS[day.weekday - 1]]
  const times: CallTime[] = []
  for (const period of periods) {
    const to = wallClock(day, clockMinutes(period.to))
    for (let start = wallClock(day, clockMinutes(period.from)); ; start = start.plus({ minutes: availability.callMinutes + availability.gapMinutes })) {
      const end = start.plus({ minutes: availability.callMinutes })
      if (end > to) break
      // A wall-clock start the clocks skip (01:30 when they go forward) is moved on by luxon: keep its day only.
      if (dayOf(start, availability.timeZone) === date) times.push({ start: instantKey(start), end: instantKey(end) })
    }
  }
  return times
}

const overlaps = (a: { from: DateTime; to: DateTime }, b: { from: DateTime; to: DateTime }): boolean => a.from < b.to && b.from < a.to

/** The last of her days a visitor may book: today, in her zone, and the weeks ahead she allows. */
const lastDay = (availability: Availability, now: Date): string =>
  DateTime.fromJSDate(now).setZone(availability.timeZone).startOf("day").plus({ weeks: availability.horizonWeeks }).toISODate() ?? ""

/**
 * Her blocked times as milliseconds, worked out once per list: for visitors they include her own
 * calendars' busy times (functions/src/booking/busy-calendars/), hundreds of them, checked
 * against every time her hours hold.
 */
const blockedSpans = new WeakMap<Availability["blocked"], [number, number][]>()
const blockedOf = (availability: Availability): [number, number][] => {
  let spans = blockedSpans.get(availability.blocked)
  if (!spans) {
    spans = availability.blocked.map((block) => [Date.parse(block.from), Date.parse(block.to)])
    blockedSpans.set(availability.blocked, spans)
  }
  return spans
}

/** Why one of the calls her hours hold cannot be booked now, or null when it can. */
const unbookable = (availability: Availability, context: SlotContext, time: CallTime, date: string): Unbookable | null => {
  const start = at(time.start)
  const end = at(time.end)
  const now = DateTime.fromJSDate(context.now).toUTC()
  if (start <= now) return "past"
  if (start < now.plus({ hours: availability.noticeHours })) return "too-soon"
  if (date > lastDay(availability, context.now)) return "too-far"
  if (isDayOff(availability, date)) return "day-off"
  const call = { from: start, to: end }
  const [startMs, endMs] = [start.toMillis(), end.toMillis()]
  if (blockedOf(availability).some(([from, to]) => startMs < to && from < endMs)) return "blocked"
  const gap = { minutes: availability.gapMinutes }
  if (context.booked.some((booked) => overlaps(call, { from: at(booked.start).minus(gap), to: at(booked.end).plus(gap) }))) return "taken"
  const thatDay = context.booked.filter((booked) => dayOf(at(booked.start), availability.timeZone) === date).length
  if (thatDay >= availability.maxCallsPerDay) return "day-full"
  return null
}

/** Her days from today to the last a visitor may book, as yyyy-MM-dd. */
const bookableDays = (availability: Availability, now: Date): string[] => {
  const last = lastDay(availability, now)
  const days: string[] = []
  for (let day = DateTime.fromJSDate(now).setZone(availability.timeZone).startOf("day"); (day.toISODate() ?? "") <= last; day = day.plus({ days: 1 })) {
    days.push(day.toISODate() ?? "")
  }
  return days
}

/**
 * Her hours offering times of another length than a first call's (a programme's sessions): the
 * same periods, gap, notice, horizon, days off, busy times and day cap, each time `minutes` long.
 */
export const withCallLength = (availability: Availability, minutes: number): Availability => ({ ...availability, callMinutes: minutes })

/** Every time a visitor may book now, soonest first. */
export const freeTimes = (availability: Availability, context: SlotContext): CallTime[] =>
  bookableDays(availability, context.now).flatMap((date) => callsInHours(availability, date).filter((time) => unbookable(availability, context, time, date) === null))

/**
 * Whether the call starting at `start` (any ISO instant) may be booked now: the server's test
 * before it holds the time, and the same answer `freeTimes` gave the page.
 */
export const checkTime = (availability: Availability, context: SlotContext, start: string): TimeCheck => {
  const instant = parseInstant(start)
  if (!instant) return { ok: false, reason: "not-a-time" }
  const date = dayOf(instant, availability.timeZone)
  const time = callsInHours(availability, date).find((candidate) => candidate.start === instantKey(instant))
  if (!time) {
    // Said in the order the page would: a time gone by before one her hours never held.
    const now = DateTime.fromJSDate(context.now)
    if (instant <= now) return { ok: false, reason: "past" }
    return { ok: false, reason: isDayOff(availability, date) ? "day-off" : "outside-hours" }
  }
  const reason = unbookable(availability, context, time, date)
  return reason ? { ok: false, reason } : { ok: true, time }
}

/** Her day a call falls on (yyyy-MM-dd), for the daily limit. */
export const coachDay = (availability: Pick<Availability, "timeZone">, time: CallTime): string => dayOf(at(time.start), availability.timeZone)

/** How a call's time reads to a visitor, in their own zone, with hers beside it when the clocks differ. */
export interface TimeLabel {
  /** The visitor's day the call starts on (yyyy-MM-dd), to group the list by. */
  date: string
  /** "Sunday 29 March" */
  day: string
  /** "10:00–10:30" */
  time: string
  /** When the call ends on the visitor's next day: that day ("Monday 26 October"). */
  endDay?: string
  /** The visitor's zone at that moment: "British Summer Time", "Singapore Standard Time". */
  zone: string
  /** Her own time, when it reads differently from the visitor's: "09:00–09:30 London time". */
  coachTime?: string
  /** The whole, for a screen reader or an e-mail: "Sunday 29 March, 10:00 to 10:30 British Summer Time (09:00 to 09:30 London time)". */
  text: string
}

const LOCALE = "en-GB"

/** "Europe/London" reads as "London", "America/New_York" as "New York". */
export const placeOfZone = (zone: string): string => (zone.split("/").pop() ?? zone).replace(/_/g, " ")

export const labelTime = (time: CallTime, visitorZone: string, coachZone: string): TimeLabel => {
  const start = at(time.start).setZone(visitorZone).setLocale(LOCALE)
  const end = at(time.end).setZone(visitorZone).setLocale(LOCALE)
  const day = start.toFormat("cccc d LLLL")
  const endDay = end.toISODate() === start.toISODate() ? undefined : end.toFormat("cccc d LLLL")
  const zone = start.offsetNameLong ?? visitorZone
  const hers = { start: at(time.start).setZone(coachZone), end: at(time.end).setZone(coachZone) }
  const differs = hers.start.offset !== start.offset
  const coachDayDiffers = differs && hers.start.toISODate() !== start.toISODate()
  const coachTime = differs
    ? `${hers.start.toFormat("HH:mm")}–${hers.end.toFormat("HH:mm")} ${placeOfZone(coachZone)} time${coachDayDiffers ? ` (${hers.start.setLocale(LOCALE).toFormat("cccc d LLLL")})` : ""}`
    : undefined
  const spoken = `${day}, ${start.toFormat("HH:mm")} to ${end.toFormat("HH:mm")}${endDay ? ` on ${endDay}` : ""} ${zone}`
  return {
    date: start.toISODate() ?? "",
    day,
    time: `${start.toFormat("HH:mm")}–${end.toFormat("HH:mm")}`,
    ...(endDay ? { endDay } : {}),
    zone,
    ...(coachTime ? { coachTime } : {}),
    text: coachTime ? `${spoken} (${coachTime.replace("–", " to ")})` : spoken,
  }
}

export interface DayOfTimes {
  date: string
  day: string
  times: (CallTime & { label: TimeLabel })[]
}

/** The free times grouped by the visitor's own days, in order, each labelled. */
export const timesByDay = (times: readonly CallTime[], visitorZone: string, coachZone: string): DayOfTimes[] => {
  const days: DayOfTimes[] = []
  for (const time of times) {
    const label = labelTime(time, visitorZone, coachZone)
    const last = days[days.length - 1]
    if (last?.date === label.date) last.times.push({ ...time, label })
    else days.push({ date: label.date, day: label.day, times: [{ ...time, label }] })
  }
  return days
}
