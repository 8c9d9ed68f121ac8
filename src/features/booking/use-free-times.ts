import { useCallback, useEffect, useRef, useState } from "react"
import type { CallTime } from "../../../contract/booking-slots"
import type { BookingCalls, CallFailure } from "./booking-calls"

/**
 * loading: asking the diary; open: her zone and the free times; closed: she takes no bookings
 * online now (the form instead); failed: the diary could not be reached.
 */
export type FreeTimes =
  | { state: "loading" }
  | { state: "open"; timeZone: string; times: CallTime[] }
  | { state: "closed" }
  | { state: "failed"; failure: CallFailure }

/** True when a failure's details say booking is closed (`unavailable` with `bookingClosed`). */
export const isBookingClosed = (details: unknown): boolean =>
  Boolean(details && typeof details === "object" && "bookingClosed" in details && details.bookingClosed === true)

/** The coach's free times, asked once when the step opens and again on `reload`. */
export const useFreeTimes = (calls: BookingCalls): { times: FreeTimes; reload: () => void; close: () => void } => {
  const [times, setTimes] = useState<FreeTimes>({ state: "loading" })
  const asked = useRef(0)

  const reload = useCallback(() => {
    const ask = ++asked.current
    setTimes((current) => (current.state === "open" ? current : { state: "loading" }))
    void calls.listTimes().then((outcome) => {
      // An older answer that arrives after a newer question is left out.
      if (ask !== asked.current) return
      if (outcome.ok) setTimes(outcome.value.open ? { state: "open", timeZone: outcome.value.timeZone, times: outcome.value.times } : { state: "closed" })
      else setTimes(isBookingClosed(outcome.failure.details) ? { state: "closed" } : { state: "failed", failure: outcome.failure })
    })
  }, [calls])

  // The first question when the step opens; its answer arrives later, so setting state is the point.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
  useEffect(() => reload(), [reload])

  const close = useCallback(() => setTimes({ state: "closed" }), [])
  return { times, reload, close }
}
