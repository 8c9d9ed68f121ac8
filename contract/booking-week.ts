/**
 * The week and the clock as the coach's hours are written: day names and "09:30" times. Apart from
 * the availability schema so that the slot generator, which the booking page loads, carries no zod.
 */

/** The days of the week in the order the studio shows them; Monday is day 1, as ISO 8601 and luxon count. */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** "09:30" as minutes after midnight; "24:00" (the end of the day) as 1440. */
export const clockMinutes = (clock: string): number => (clock === "24:00" ? 24 * 60 : Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5)))
