/**
 * The coach's free times as the page holds them, from the moment a visitor shows they may book
 * (booking-intent.ts) until they book: one question at a time, its answer kept while it is fresh,
 * and the first days asked for before the rest, so a slow phone shows times as soon as it can.
 * Loaded with the booking step, never in the page's first JavaScript.
 */
import type { CallTime } from "../../../contract/booking-slots"
import type { BookingCalls, CallFailure } from "./booking-calls"

/**
 * loading: asking the diary; open: her zone and the free times (`complete` once the later days
 * have arrived too); closed: she takes no bookings online now (the form instead); failed: the diary
 * could not be reached.
 */
export type FreeTimes =
  | { state: "loading" }
  | { state: "open"; timeZone: string; times: CallTime[]; complete: boolean }
  | { state: "closed" }
  | { state: "failed"; failure: CallFailure }

/**
 * Her days with free times in the first answer: the step shows five of the visitor's days at
 * first, and a far-off visitor's day can take times from two of hers, so two to spare.
 */
export const FIRST_DAYS = 7

/**
 * How long an answer is trusted without asking again. A time can be taken by another visitor or
 * come within her notice; the server checks again when the visitor books (a refused time comes
 * with the next free ones), so this bounds how often a visitor picks a time already gone, not
 * whether a call can be double-booked. Two minutes covers reading the section and tapping.
 */
export const FRESH_FOR_MS = 2 * 60_000

/** True when a failure's details say booking is closed (`unavailable` with `bookingClosed`). */
export const isBookingClosed = (details: unknown): boolean =>
  Boolean(details && typeof details === "object" && "bookingClosed" in details && details.bookingClosed === true)

export interface FreeTimesStore {
  current: () => FreeTimes
  /**
   * Asks the diary, unless an answer younger than FRESH_FOR_MS is held or a question is under way
   * (`force`: even then, as after a refused booking). The times shown stay until the new answer.
   */
  ask: (options?: { force?: boolean }) => void
  /** The answer held is out of date (a time in it was refused): the next `ask` asks anew. */
  stale: () => void
  subscribe: (listener: () => void) => () => void
}

const failedOrClosed = (failure: CallFailure): FreeTimes => (isBookingClosed(failure.details) ? { state: "closed" } : { state: "failed", failure })

export const freeTimesStore = (calls: BookingCalls, { clock = () => Date.now(), freshForMs = FRESH_FOR_MS } = {}): FreeTimesStore => {
  let times: FreeTimes = { state: "loading" }
  /** When the answer held (or the question under way) was asked; null: nothing worth keeping. */
  let askedAt: number | null = null
  let question = 0
  const listeners = new Set<() => void>()
  const set = (next: FreeTimes) => {
    times = next
    listeners.forEach((listener) => listener())
  }

  const ask = ({ force = false } = {}) => {
    if (!force && askedAt !== null && clock() - askedAt < freshForMs) return
    const asked = ++question
    // An older answer that arrives after a newer question is left out.
    const current = () => asked === question
    askedAt = clock()
    if (times.state !== "open") set({ state: "loading" })
    void calls.listTimes({ days: FIRST_DAYS }).then((first) => {
      if (!current()) return
      if (!first.ok || !first.value.open) {
        if (!first.ok) askedAt = null
        set(first.ok ? { state: "closed" } : failedOrClosed(first.failure))
        return
      }
      const { timeZone, times: soonest, more } = first.value
      set({ state: "open", timeZone, times: soonest, complete: !more })
      if (!more || soonest.length === 0) return
      void calls.listTimes({ after: soonest[soonest.length - 1].start }).then((rest) => {
        if (!current()) return
        // Without the later days the first stay on offer; the next question asks for all again.
        if (!rest.ok || !rest.value.open) askedAt = null
        set({ state: "open", timeZone, times: rest.ok && rest.value.open ? [...soonest, ...rest.value.times] : soonest, complete: true })
      })
    })
  }

  return {
    current: () => times,
    ask,
    stale: () => {
      askedAt = null
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
