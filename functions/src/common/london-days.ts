/**
 * Days as her business keeps them: London days (YYYY-MM-DD), counted in whole days and months,
 * and printed as a UK letter prints them ("11 January 2027").
 */
import { DateTime } from "luxon"

const ZONE = "Europe/London"

const parsed = (day: string): DateTime => {
  const value = DateTime.fromISO(day, { zone: "UTC" })
  if (!value.isValid) throw new RangeError(`not a day: ${day}`)
  return value
}

/** The London day an instant falls on. */
export const londonDay = (at: Date): string => DateTime.fromJSDate(at, { zone: ZONE }).toISODate() ?? ""

export const addDays = (day: string, days: number): string => parsed(day).plus({ days }).toISODate() ?? ""

/** The same day `months` later; a day the month lacks is its last (31 January, a month on: 28 February). */
export const addMonths = (day: string, months: number): string => parsed(day).plus({ months }).toISODate() ?? ""

/** "11 January 2027": the one way every document prints a day. */
export { printedDay } from "../../../contract/long-date"

/** "Monday 11 January 2027 at 14:05 (London time)". */
export const printedMoment = (at: Date): string => DateTime.fromJSDate(at, { zone: ZONE }).setLocale("en-GB").toFormat("cccc d MMMM yyyy 'at' HH:mm:ss '(London time)'")
