/** Dates as her letters and the client's room write them, in the UK's way and London's zone. */
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: "Europe/London" })
const TIME = new Intl.DateTimeFormat("en-GB", { hour: "2-digit", minute: "2-digit", timeZone: "Europe/London" })

/** "Monday 11 January 2027", as a UK letter writes it (some ICU versions put a comma after the day's name). */
export const longDate = (date: Date): string => {
  const part = (type: Intl.DateTimeFormatPartTypes) => LONG_DATE.formatToParts(date).find((each) => each.type === type)?.value ?? ""
  return `${part("weekday")} ${part("day")} ${part("month")} ${part("year")}`
}

/** "Monday 11 January 2027 at 14:05", London time. */
export const longDateTime = (date: Date): string => `${longDate(date)} at ${TIME.format(date)}`

/** A date of a proposal (YYYY-MM-DD), read at midday so no zone moves it to another day. */
export const dayOf = (isoDate: string): Date => new Date(`${isoDate}T12:00:00Z`)

const DAY = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** "11 January 2027", for a London day (YYYY-MM-DD), as an invoice prints it. */
export const printedDay = (day: string): string => {
  const at = dayOf(day)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(at.getTime())) throw new RangeError(`not a day: ${day}`)
  return DAY.format(at)
}
