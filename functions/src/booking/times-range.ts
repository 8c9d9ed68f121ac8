/**
 * The part of the free times a visitor's page asked for (contract/booking-api.ts, listTimesSchema):
 * those after an instant, then those of her first few days that hold any, and whether more follow.
 */
import type { ListTimesRequest } from "../../../contract/booking-api"
import { coachDay, type CallTime } from "../../../contract/booking-slots"

export const timesInRange = (times: readonly CallTime[], timeZone: string, range: ListTimesRequest): { times: CallTime[]; more: boolean } => {
  const after = range.after ? Date.parse(range.after) : -Infinity
  const later = times.filter((time) => Date.parse(time.start) > after)
  if (range.days === undefined) return { times: later, more: false }
  const days = new Set<string>()
  const part: CallTime[] = []
  for (const time of later) {
    const day = coachDay({ timeZone }, time)
    if (!days.has(day) && days.size === range.days) break
    days.add(day)
    part.push(time)
  }
  return { times: part, more: part.length < later.length }
}
