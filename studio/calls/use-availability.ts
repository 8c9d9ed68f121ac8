import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { Availability, BlockedTime } from "../../contract/booking-availability"
import type { AvailabilityResult } from "../../contract/booking-api"
import { fetchAvailability, saveAvailability } from "../callables/booking-callables"
import { useLoaded } from "../common/use-loaded"
import { checkAvailabilityForm, formFromAvailability, serverProblems, type AvailabilityForm, type FormProblem } from "./availability-form"
import { callsProblem } from "./calls-problem"

const detailsOf = (error: unknown): unknown => (error && typeof error === "object" && "details" in error ? error.details : undefined)

/**
 * Her availability: loaded when the screen opens (the defaults until she first saves), edited in
 * the form as typed, checked with the server's schema and saved. A refusal keeps everything she
 * typed and names each field to change.
 */
export const useAvailability = (setup: FirebaseSetup) => {
  const { data, setData, problem, setProblem } = useLoaded<AvailabilityResult>(
    useCallback(() => fetchAvailability(setup), [setup]),
    callsProblem,
  )
  // What she has typed; until she types, the form shows what the server holds.
  const [edited, setEdited] = useState<AvailabilityForm | null>(null)
  const [problems, setProblems] = useState<FormProblem[]>([])
  const [saving, setSaving] = useState<"idle" | "saving" | "saved">("idle")

  const loaded = useMemo(() => (data ? formFromAvailability(data.availability ?? data.defaults) : null), [data])
  const form = edited ?? loaded

  const update = useCallback(
    (change: (current: AvailabilityForm) => AvailabilityForm) => {
      setEdited((current) => {
        const base = current ?? loaded
        return base && change(base)
      })
      setSaving("idle")
    },
    [loaded],
  )

  /** Checks and saves; answers the first field to fix (its path), or null. */
  const save = useCallback(async (): Promise<string | null> => {
    if (!form || !data || saving === "saving") return null
    const check = checkAvailabilityForm(form, data.availability?.blocked ?? [])
    if (!check.ok) {
      setProblems(check.problems)
      return check.problems[0]?.field ?? null
    }
    setProblems([])
    setProblem(null)
    setSaving("saving")
    try {
      setData(await saveAvailability(setup, check.availability))
      setSaving("saved")
      return null
    } catch (error) {
      const fields = serverProblems(detailsOf(error))
      setProblems(fields)
      setProblem(callsProblem(error))
      setSaving("idle")
      return fields[0]?.field ?? null
    }
  }, [form, data, saving, setup, setData, setProblem])

  /** Her availability as the server now holds it (after she blocks a time). */
  const replaceSaved = useCallback((availability: Availability) => setData((current) => current && { ...current, availability }), [setData])

  const [unblocked, setUnblocked] = useState<string | null>(null)
  const [unblockProblem, setUnblockProblem] = useState<string | null>(null)
  /** Frees a time she blocked: her saved availability without it (what she is typing in the form is not sent). */
  const unblock = useCallback(
    async (block: BlockedTime, label: string) => {
      const saved = data?.availability
      if (!saved) return false
      setUnblocked(null)
      setUnblockProblem(null)
      try {
        setData(await saveAvailability(setup, { ...saved, blocked: saved.blocked.filter((kept) => kept !== block) }))
        setUnblocked(`${label} is no longer blocked: visitors can book it again.`)
        return true
      } catch (error) {
        setUnblockProblem(callsProblem(error))
        return false
      }
    },
    [data, setup, setData],
  )

  return {
    form,
    unblock,
    unblocked,
    unblockProblem,
    update,
    problems,
    problem,
    saving,
    save,
    /** Saved at least once: booking is open, and times can be blocked. */
    saved: data?.availability ?? null,
    zone: data?.availability?.timeZone ?? data?.defaults.timeZone ?? "Europe/London",
    calendarFeedSince: data?.calendarFeedSince ?? null,
    replaceSaved,
  }
}
