import { useCallback, useEffect, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { IntakeView } from "../../contract/client-record-api"
import type { IntakeAnswers } from "../../contract/intake-schema"
import { fetchIntake, saveIntake } from "../callables/record-callables"
import { answerProblemsOf, recordCallProblem } from "./record-problems"

/** How long after the last keystroke the answers are saved. */
export const INTAKE_SAVE_DELAY_MS = 800

export type IntakeLoad = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; intake: IntakeView }

/** The last save as the page says it: nothing yet, on its way, saved, or refused (with each refused answer's words). */
export type IntakeSaving = { state: "idle" } | { state: "saving" } | { state: "saved" } | { state: "refused"; message: string; problems: Record<string, string> }

const LOAD_FAILED = "Your questions could not be loaded just now. Check your connection and reload the page."

const sameAnswers = (a: IntakeAnswers, b: IntakeAnswers): boolean => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => (a[key] ?? "") === (b[key] ?? ""))
}

/**
 * One engagement's intake: the questions as asked, the answers as typed, saved a moment after the
 * last change (as her drafts are in the studio). Saves go one after another, each with every
 * answer as it then stands, so a late answer never overwrites a newer one. A refusal keeps what
 * was typed and says which answers need changing; once the first session has started, the answers
 * are kept as they were.
 */
export const useIntake = (setup: FirebaseSetup, engagementId: string) => {
  const [loaded, setLoaded] = useState<IntakeLoad>({ state: "loading" })
  const [answers, setAnswers] = useState<IntakeAnswers>({})
  const [saving, setSaving] = useState<IntakeSaving>({ state: "idle" })
  const [open, setOpen] = useState(true)
  const typed = useRef<IntakeAnswers>({})
  const stored = useRef<IntakeAnswers>({})
  const chain = useRef<Promise<void>>(Promise.resolve())
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const live = useRef(true)

  useEffect(() => {
    live.current = true
    fetchIntake(setup, engagementId).then(
      ({ intake }) => {
        if (!live.current) return
        typed.current = intake.answers
        stored.current = intake.answers
        setAnswers(intake.answers)
        setOpen(intake.open)
        setLoaded({ state: "ready", intake })
      },
      () => live.current && setLoaded({ state: "failed", message: LOAD_FAILED }),
    )
    return () => {
      live.current = false
      clearTimeout(timer.current)
    }
  }, [setup, engagementId])

  const send = useCallback(async () => {
    const sending = typed.current
    if (sameAnswers(sending, stored.current)) {
      // Typed back to what is stored: nothing to send, and nothing left refused.
      setSaving((current) => (current.state === "refused" ? { state: "saved" } : current))
      return
    }
    setSaving({ state: "saving" })
    try {
      await saveIntake(setup, { engagementId, answers: sending })
      stored.current = sending
      if (live.current) setSaving(sameAnswers(typed.current, sending) ? { state: "saved" } : { state: "saving" })
    } catch (error) {
      if (!live.current) return
      if ((error as { details?: { reason?: unknown } } | null)?.details?.reason === "closed") setOpen(false)
      setSaving({ state: "refused", message: recordCallProblem(error, "answers"), problems: answerProblemsOf(error) })
    }
  }, [setup, engagementId])

  const change = useCallback(
    (questionId: string, answer: string) => {
      typed.current = { ...typed.current, [questionId]: answer }
      setAnswers(typed.current)
      clearTimeout(timer.current)
      timer.current = setTimeout(() => {
        chain.current = chain.current.then(send)
      }, INTAKE_SAVE_DELAY_MS)
    },
    [send],
  )

  return { loaded, answers, saving, open, change }
}
