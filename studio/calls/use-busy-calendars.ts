import { useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import { addBusyCalendarSchema, type BusyCalendarView } from "../../contract/booking-calendars"
import { addBusyCalendar, fetchBusyCalendars, removeBusyCalendar } from "../callables/booking-callables"
import { callsProblem } from "./calls-problem"

export type BusyCalendarField = "name" | "address" | "ownAddresses"
export const BUSY_CALENDAR_LABELS: Record<BusyCalendarField, string> = { name: "Name", address: "Private address", ownAddresses: "Your other addresses in it (optional)" }

const EMPTY_FORM: Record<BusyCalendarField, string> = { name: "", address: "", ownAddresses: "" }

/** The form as the callable takes it: her addresses typed with commas or spaces between them. */
const requestOf = (form: Record<BusyCalendarField, string>) => ({ name: form.name, address: form.address, ownAddresses: form.ownAddresses.split(/[\s,;]+/).filter(Boolean) })

/** Why the server could not read the address it was given (`details.fields.address`), in its words. */
const unreadable = (error: unknown): string | null => {
  if (callErrorKind(error) !== "invalid-argument") return null
  const reason = (error as { details?: { fields?: { address?: unknown } } }).details?.fields?.address
  return typeof reason === "string" ? `could not be read: ${reason}` : null
}

/**
 * Her own calendars: listed (by name and host, never the address), added by name and private
 * address (read by the server at once, so a wrong address is said while she has it in hand), and
 * removed. The address she typed is cleared once it is kept.
 */
export const useBusyCalendars = (setup: FirebaseSetup) => {
  const [calendars, setCalendars] = useState<BusyCalendarView[] | null>(null)
  const [form, setForm] = useState<Record<BusyCalendarField, string>>(EMPTY_FORM)
  const [problems, setProblems] = useState<Partial<Record<BusyCalendarField, string>>>({})
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  useEffect(() => {
    let live = true
    fetchBusyCalendars(setup).then(
      (result) => live && setCalendars(result.calendars),
      (error: unknown) => live && setProblem(callsProblem(error)),
    )
    return () => {
      live = false
    }
  }, [setup])

  /** Adds the calendar; the first field with a problem, if any, for the form to focus. */
  const add = async (): Promise<BusyCalendarField | null> => {
    if (busy) return null
    setDone(null)
    setProblem(null)
    const parsed = addBusyCalendarSchema.safeParse(requestOf(form))
    if (!parsed.success) {
      const found: Partial<Record<BusyCalendarField, string>> = {}
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as BusyCalendarField
        found[field] ??= issue.message
      }
      setProblems(found)
      return (["name", "address", "ownAddresses"] as const).find((field) => found[field]) ?? null
    }
    setProblems({})
    setBusy(true)
    try {
      setCalendars((await addBusyCalendar(setup, parsed.data)).calendars)
      setForm(EMPTY_FORM)
      setDone(`Added “${parsed.data.name}”. Visitors are no longer offered the times it shows as busy.`)
      return null
    } catch (error) {
      const reason = unreadable(error)
      if (reason) {
        setProblems({ address: reason })
        return "address"
      }
      setProblem(callsProblem(error))
      return null
    } finally {
      setBusy(false)
    }
  }

  const remove = async (calendar: BusyCalendarView) => {
    if (busy) return
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      setCalendars((await removeBusyCalendar(setup, calendar.id)).calendars)
      setDone(`Removed “${calendar.name}”. Its busy times no longer keep times free.`)
    } catch (error) {
      setProblem(callsProblem(error))
    } finally {
      setBusy(false)
    }
  }

  return {
    calendars,
    form,
    update: (field: BusyCalendarField, value: string) => setForm((current) => ({ ...current, [field]: value })),
    problems,
    problem,
    done,
    busy,
    add,
    remove,
  }
}
