/**
 * How much work reading her calendars may take, and how long a booking waits on them: a calendar
 * anyone can write to (a shared one, an invitation added by itself) may hold a rule that repeats
 * for ever or millions of times, so reading one is bounded in the iterator's steps and in time,
 * and a booking or a move goes on with the last good copies once its wait is over
 * (docs/booking.md, "Her own calendars").
 */
import { defineInt } from "firebase-functions/params"

export const BUSY_CALENDAR_LIMIT_DEFAULTS = { readSteps: 200_000, readSeconds: 5, bookingWaitSeconds: 3 } as const

/** A diary of a hundred weekly series since 2015 takes about 60,000 steps. */
export const BUSY_CALENDAR_READ_STEPS = defineInt("BUSY_CALENDAR_READ_STEPS", {
  default: BUSY_CALENDAR_LIMIT_DEFAULTS.readSteps,
  description: "How many dates the recurrence iterator may try while reading one of the coach's calendars.",
})

export const BUSY_CALENDAR_READ_SECONDS = defineInt("BUSY_CALENDAR_READ_SECONDS", {
  default: BUSY_CALENDAR_LIMIT_DEFAULTS.readSeconds,
  description: "How many seconds turning one of the coach's calendars into busy times may take.",
})

export const BUSY_CALENDARS_BOOKING_WAIT_SECONDS = defineInt("BUSY_CALENDARS_BOOKING_WAIT_SECONDS", {
  default: BUSY_CALENDAR_LIMIT_DEFAULTS.bookingWaitSeconds,
  description: "How many seconds a booking or a move waits for the coach's calendars to be read again before it goes on with their last copies.",
})

export interface BusyCalendarLimits {
  readSteps: number
  readSeconds: number
  bookingWaitSeconds: number
}

/** An unset parameter reads as 0, which would refuse every calendar: fall back to the default. */
export const busyCalendarLimits = (): BusyCalendarLimits => ({
  readSteps: BUSY_CALENDAR_READ_STEPS.value() || BUSY_CALENDAR_LIMIT_DEFAULTS.readSteps,
  readSeconds: BUSY_CALENDAR_READ_SECONDS.value() || BUSY_CALENDAR_LIMIT_DEFAULTS.readSeconds,
  bookingWaitSeconds: BUSY_CALENDARS_BOOKING_WAIT_SECONDS.value() || BUSY_CALENDAR_LIMIT_DEFAULTS.bookingWaitSeconds,
})
