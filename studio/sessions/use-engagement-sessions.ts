import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { describeCallError } from "../../src/firebase/call-errors"
import type { EngagementSessions, ProgrammeSession } from "../../contract/session-api"
import { fetchEngagementSessions, giveSessionBack } from "../callables/session-callables"

export type EngagementSessionsState = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; sessions: EngagementSessions }

const LOAD_FAILED = "This client's sessions could not be loaded just now; open the Clients screen again to try once more."

/** A refusal in her words; the list is loaded again after it. */
const giveBackProblem = (error: unknown): string =>
  (error as { details?: { reason?: unknown } } | null)?.details?.reason === "not-used"
    ? "That session was no longer using one of the balance (the client cancelled it with notice, or it was given back already), so nothing changed."
    : describeCallError(error)

/** One accepted engagement's sessions in the studio, and her giving one back once she confirms. */
export const useEngagementSessions = (setup: FirebaseSetup, engagementId: string) => {
  const [loaded, setLoaded] = useState<EngagementSessionsState>({ state: "loading" })
  const [confirming, setConfirming] = useState<ProgrammeSession | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null)

  const reload = useCallback(
    () =>
      fetchEngagementSessions(setup, engagementId).then(
        (sessions) => setLoaded({ state: "ready", sessions }),
        () => setLoaded({ state: "failed", message: LOAD_FAILED }),
      ),
    [setup, engagementId],
  )
  useEffect(() => {
    void reload()
  }, [reload])

  const giveBack = useCallback(
    async (session: ProgrammeSession) => {
      if (busy) return
      setBusy(true)
      setOutcome(null)
      try {
        const { sessions } = await giveSessionBack(setup, { engagementId, sessionId: session.sessionId })
        setLoaded({ state: "ready", sessions })
        setOutcome({ failed: false, text: `Given back: the client now has ${sessions.balance.left} of ${sessions.balance.total} sessions left.` })
      } catch (error) {
        setOutcome({ failed: true, text: giveBackProblem(error) })
        await reload()
      } finally {
        setBusy(false)
        setConfirming(null)
      }
    },
    [busy, setup, engagementId, reload],
  )

  return { loaded, confirming, busy, outcome, ask: setConfirming, giveBack: (session: ProgrammeSession) => void giveBack(session) }
}
