import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { SharedAction } from "../../contract/client-record-api"
import { fetchActions, tickAction } from "../callables/record-callables"
import { recordCallProblem } from "./record-problems"

export type MyActionsLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; actions: SharedAction[] }

const LOAD_FAILED = "Your actions could not be loaded just now. Check your connection and reload the page."

/** The actions she shares on one programme, ticked off (or back) one at a time, each said in words once it is done. */
export const useMyActions = (setup: FirebaseSetup, engagementId: string) => {
  const [loaded, setLoaded] = useState<MyActionsLoad>({ state: "loading" })
  const [ticking, setTicking] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null)

  useEffect(() => {
    let live = true
    fetchActions(setup, engagementId).then(
      ({ actions }) => live && setLoaded({ state: "ready", actions }),
      () => live && setLoaded({ state: "failed", message: LOAD_FAILED }),
    )
    return () => {
      live = false
    }
  }, [setup, engagementId])

  const tick = useCallback(
    async (action: SharedAction, done: boolean) => {
      if (ticking) return
      // The box shows the tap at once; the server's answer then stands, or the box goes back.
      const show = (shown: SharedAction) =>
        setLoaded((current) => (current.state === "ready" ? { state: "ready", actions: current.actions.map((each) => (each.actionId === shown.actionId ? shown : each)) } : current))
      setTicking(action.actionId)
      setOutcome(null)
      show({ ...action, done })
      try {
        const { action: changed } = await tickAction(setup, { actionId: action.actionId, done })
        show(changed)
        setOutcome({ failed: false, text: done ? `Ticked off: ${changed.text}` : `Not done yet: ${changed.text}` })
      } catch (error) {
        show(action)
        setOutcome({ failed: true, text: recordCallProblem(error, "action") })
      } finally {
        setTicking(null)
      }
    },
    [setup, ticking],
  )

  return { loaded, ticking, outcome, tick }
}
