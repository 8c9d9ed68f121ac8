import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind, describeCallError, type CallErrorKind } from "../../src/firebase/call-errors"
import type { CallTime } from "../../contract/booking-slots"
import { returnsSession, type EngagementSessions, type ProgrammeSession, type SessionChangeResult, type SessionRefusal } from "../../contract/session-api"
import { bookSession, cancelSession, fetchSessions, fetchSessionTimes, moveSession } from "../callables/client-callables"

export type SessionsState = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; sessions: EngagementSessions }

/** What the client is doing: looking, choosing a time (to book, or to move one to), or confirming a booking, cancel or move. */
export type SessionStep =
  | { kind: "idle" }
  | { kind: "choosing"; moving: ProgrammeSession | null; times: CallTime[] | null; coachTimeZone: string }
  | { kind: "confirm-book"; time: CallTime; sessionId: string }
  | { kind: "confirm-cancel"; session: ProgrammeSession }
  | { kind: "confirm-move"; session: ProgrammeSession; time: CallTime }

/** The last outcome, for the live region: done, or refused in plain words. */
export interface SessionOutcome {
  failed: boolean
  text: string
}

const LOAD_FAILED = "Your sessions could not be loaded just now. Check your connection and reload the page; your bookings are also in your e-mail."

const reasonOf = (error: unknown): string => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: unknown }).details : undefined
  return details && typeof details === "object" && "reason" in details ? String((details as { reason: unknown }).reason) : ""
}

const REFUSED: Partial<Record<SessionRefusal, string>> = {
  "no-sessions-left": "There are no sessions left in your programme to book, so nothing was booked. If you would like more, reply to any of your coach's e-mails.",
  "not-accepted": "Sessions can be booked once the proposal is accepted.",
  ended: "This programme has ended, so no more sessions can be booked.",
  started: "That session has already started, so it can no longer be cancelled or moved here. Please write to your coach.",
  cancelled: "That session had already been cancelled.",
}

/** A refusal in the client's words; the list is loaded again after it, so what they see is as it now is. */
export const sessionProblem = (error: unknown): string => {
  const refused = REFUSED[reasonOf(error) as SessionRefusal]
  if (refused) return refused
  const kind = callErrorKind(error)
  if (kind === "aborted") return "That time has just gone, so nothing was booked. Here are the times free now."
  if (kind === "not-found") return "This programme or session is no longer in your room. Reload the page to see it as it now is."
  return describeCallError(error)
}

/** Failures after which the request may or may not have been carried out: the same confirmation is offered again. */
const NO_ANSWER: readonly CallErrorKind[] = ["network", "unreachable", "unavailable", "deadline-exceeded"]

const clientZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone

/**
 * One accepted programme's sessions: its balance and list, the free times at its length, and
 * booking, cancelling and moving, each confirmed first with the notice rule said.
 */
export const useSessions = (setup: FirebaseSetup, engagementId: string) => {
  const [loaded, setLoaded] = useState<SessionsState>({ state: "loading" })
  const [step, setStep] = useState<SessionStep>({ kind: "idle" })
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<SessionOutcome | null>(null)

  const reload = useCallback(
    () =>
      fetchSessions(setup, { engagementId }).then(
        (sessions) => setLoaded({ state: "ready", sessions }),
        () => setLoaded({ state: "failed", message: LOAD_FAILED }),
      ),
    [setup, engagementId],
  )

  useEffect(() => {
    void reload()
  }, [reload])

  const choose = useCallback(
    async (moving: ProgrammeSession | null) => {
      setOutcome(null)
      setStep({ kind: "choosing", moving, times: null, coachTimeZone: loaded.state === "ready" ? loaded.sessions.coachTimeZone : "Europe/London" })
      try {
        const { times, coachTimeZone } = await fetchSessionTimes(setup, { engagementId })
        setStep((current) => (current.kind === "choosing" ? { ...current, times, coachTimeZone } : current))
      } catch (error) {
        setStep({ kind: "idle" })
        setOutcome({ failed: true, text: sessionProblem(error) })
      }
    },
    [setup, engagementId, loaded],
  )

  const pick = useCallback((time: CallTime) => {
    setStep((current) => {
      if (current.kind !== "choosing") return current
      // The id is made once per confirmation, so pressing again after a lost answer books once.
      return current.moving ? { kind: "confirm-move", session: current.moving, time } : { kind: "confirm-book", time, sessionId: crypto.randomUUID() }
    })
  }, [])

  /** Runs a change; a refusal is told and the list (and, for a time gone, the times) loaded again. */
  const run = useCallback(
    async (change: () => Promise<SessionChangeResult>, done: (result: SessionChangeResult) => string, retryTimes: ProgrammeSession | null | false) => {
      if (busy) return
      setBusy(true)
      setOutcome(null)
      try {
        const result = await change()
        setLoaded({ state: "ready", sessions: result.sessions })
        setStep({ kind: "idle" })
        setOutcome({ failed: false, text: done(result) })
      } catch (error) {
        setOutcome({ failed: true, text: sessionProblem(error) })
        await reload()
        const kind = callErrorKind(error)
        if (retryTimes !== false && kind === "aborted") void choose(retryTimes)
        // Refused for good: back to the list. No answer at all: the confirmation stays, and pressing again sends the same booking (its id), booked once.
        else if (!NO_ANSWER.includes(kind)) setStep({ kind: "idle" })
      } finally {
        setBusy(false)
      }
    },
    [busy, reload, choose],
  )

  const confirm = useCallback(() => {
    const zone = clientZone()
    if (step.kind === "confirm-book") {
      return run(() => bookSession(setup, { engagementId, sessionId: step.sessionId, start: step.time.start, timeZone: zone }), ({ sessions }) => `Booked. ${leftWords(sessions)}`, null)
    }
    if (step.kind === "confirm-cancel") {
      return run(
        () => cancelSession(setup, { engagementId, sessionId: step.session.sessionId }),
        ({ session, sessions }) => `Cancelled. ${session.usesSession ? "It was too close to the session to give it back, so it counts as used." : "The session is back in your balance."} ${leftWords(sessions)}`,
        false,
      )
    }
    if (step.kind === "confirm-move") {
      return run(() => moveSession(setup, { engagementId, sessionId: step.session.sessionId, start: step.time.start, timeZone: zone }), ({ sessions }) => `Moved. ${leftWords(sessions)}`, step.session)
    }
    return Promise.resolve()
  }, [step, run, setup, engagementId])

  return {
    loaded,
    step,
    busy,
    outcome,
    zone: clientZone(),
    book: () => void choose(null),
    move: (session: ProgrammeSession) => void choose(session),
    cancel: (session: ProgrammeSession) => {
      setOutcome(null)
      setStep({ kind: "confirm-cancel", session })
    },
    pick,
    confirm: () => void confirm(),
    back: () => setStep({ kind: "idle" }),
    /** Whether changing `session` now would give it back (the notice rule, as the server applies it). */
    givesBack: (session: ProgrammeSession, noticeHours: number) => returnsSession(session.time.start, new Date(), noticeHours),
  }
}

const leftWords = ({ balance }: EngagementSessions): string => `You have ${balance.left} of ${balance.total} ${balance.total === 1 ? "session" : "sessions"} left.`
