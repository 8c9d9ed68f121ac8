import { useCallback, useEffect, useRef, useState } from "react"
import { MANAGE_TOKEN_PATTERN, type ManagedCall, type ManageTokenProblem, type TimeGoneDetails } from "../../../contract/booking-api"
import type { CallTime } from "../../../contract/booking-slots"
import type { BookingCalls, CallFailure } from "./booking-calls"
import { isTimeGone, visitorTimeZone } from "./use-booking-form"

/**
 * no-link: the address carries no token of ours; loading: asking for the call; ready: the call and
 * the times it could move to; cancelled / moved: done; refused: the link no longer works (why);
 * failed: the service could not answer (the reason in words).
 */
export type ManagedState =
  | { state: "no-link" }
  | { state: "loading" }
  | { state: "ready"; call: ManagedCall; times: CallTime[]; timeZone: string }
  | { state: "cancelled"; call: ManagedCall; timeZone: string }
  | { state: "moved"; call: ManagedCall; timeZone: string }
  | { state: "refused"; problem: ManageTokenProblem }
  | { state: "failed"; failure: CallFailure }

const tokenProblemOf = (details: unknown): ManageTokenProblem | null => {
  const token = details && typeof details === "object" && "token" in details ? details.token : null
  return token === "wrong" || token === "used" || token === "expired" ? token : null
}

export interface ManagedCallActions {
  managed: ManagedState
  /** A cancel or move under way. */
  busy: boolean
  /** The time wanted could not be had: why, and the next free times. */
  gone: TimeGoneDetails | null
  /** The last cancel or move failed for another reason. */
  failure: CallFailure | null
  cancel: () => Promise<void>
  move: (time: CallTime) => Promise<void>
}

/** The visitor's call named by the token in the address's fragment: view, cancel, move. */
export const useManagedCall = (calls: BookingCalls, token: string): ManagedCallActions => {
  const valid = MANAGE_TOKEN_PATTERN.test(token)
  const [managed, setManaged] = useState<ManagedState>(valid ? { state: "loading" } : { state: "no-link" })
  const [busy, setBusy] = useState(false)
  const [gone, setGone] = useState<TimeGoneDetails | null>(null)
  const [failure, setFailure] = useState<CallFailure | null>(null)
  const inFlight = useRef(false)

  const refused = (failed: CallFailure): boolean => {
    const problem = failed.kind === "permission-denied" ? tokenProblemOf(failed.details) : null
    if (problem) setManaged({ state: "refused", problem })
    return problem !== null
  }

  const view = useCallback(async () => {
    const outcome = await calls.manageCall({ action: "view", token })
    if (outcome.ok) {
      const { call, times = [], timeZone } = outcome.value
      setManaged(call.status === "cancelled" ? { state: "cancelled", call, timeZone } : { state: "ready", call, times, timeZone })
    } else if (!refused(outcome.failure)) setManaged({ state: "failed", failure: outcome.failure })
  }, [calls, token])

  // The call is asked for once the page runs; its answer arrives later, so setting state is the point.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
    if (valid) void view()
  }, [valid, view])

  const act = async (request: Parameters<BookingCalls["manageCall"]>[0], done: "cancelled" | "moved") => {
    if (inFlight.current) return
    inFlight.current = true
    setBusy(true)
    setGone(null)
    setFailure(null)
    const outcome = await calls.manageCall(request)
    inFlight.current = false
    setBusy(false)
    if (outcome.ok) {
      setManaged({ state: done, call: outcome.value.call, timeZone: outcome.value.timeZone })
      return
    }
    if (refused(outcome.failure)) return
    if (outcome.failure.kind === "aborted" && isTimeGone(outcome.failure.details)) setGone(outcome.failure.details)
    else setFailure(outcome.failure)
  }

  const cancel = () => act({ action: "cancel", token }, "cancelled")
  const move = (time: CallTime) => act({ action: "move", token, start: time.start, timeZone: visitorTimeZone() }, "moved")
  return { managed, busy, gone, failure, cancel, move }
}
