import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { ClientRecordResult } from "../../contract/client-record-api"
import { addAction, fetchClientRecord, removeAction, saveSessionNote } from "../callables/client-record-callables"
import { recordProblem } from "./record-problems"

/** What the last change said, and where: a session's notes, the actions. */
export interface RecordOutcome {
  at: string
  failed: boolean
  text: string
}

/**
 * One client's record, loaded when she opens it (opening the intake takes it off her desk): her
 * notes saved per session, actions added (with an id made once, so a retry adds one) and removed.
 * A refusal keeps what she typed and says why.
 */
export const useClientRecord = (setup: FirebaseSetup, engagementId: string) => {
  const [record, setRecord] = useState<ClientRecordResult | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [busy, setBusy] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<RecordOutcome | null>(null)

  const load = useCallback(async () => {
    setProblem(null)
    try {
      setRecord(await fetchClientRecord(setup, engagementId))
    } catch {
      setProblem("This client's record could not be loaded just now. Check your connection and open it again.")
    }
  }, [setup, engagementId])

  const run = async (at: string, change: () => Promise<string>, what: string): Promise<boolean> => {
    if (busy) return false
    setBusy(at)
    setOutcome(null)
    try {
      setOutcome({ at, failed: false, text: await change() })
      return true
    } catch (error) {
      setOutcome({ at, failed: true, text: recordProblem(error, what) })
      return false
    } finally {
      setBusy(null)
    }
  }

  const saveNote = (callId: string, text: string) =>
    run(
      `note-${callId}`,
      async () => {
        const { session } = await saveSessionNote(setup, { engagementId, callId, text })
        setRecord((current) => current && { ...current, sessions: current.sessions.map((each) => (each.callId === callId ? session : each)) })
        return "Your notes are saved. Only you can read them."
      },
      "your notes",
    )

  const add = (actionId: string, text: string) =>
    run(
      "actions",
      async () => {
        const { action } = await addAction(setup, { engagementId, actionId, text })
        setRecord((current) => current && { ...current, actions: [...current.actions.filter((each) => each.actionId !== action.actionId), action] })
        return `Added to the client's room: ${action.text}`
      },
      "the action",
    )

  const remove = (actionId: string) =>
    run(
      "actions",
      async () => {
        await removeAction(setup, actionId)
        setRecord((current) => current && { ...current, actions: current.actions.filter((each) => each.actionId !== actionId) })
        return "The action is removed from the client's room."
      },
      "the removal",
    )

  return { record, problem, busy, outcome, load, saveNote, add, remove }
}
