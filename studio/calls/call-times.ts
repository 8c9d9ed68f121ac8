/**
 * Times as the coach reads and writes them in the studio: a call's time in her own zone (the
 * visitor's beside it when their clocks differ), and a time she blocks, typed as a day and two clock
 * times in her zone, turned into the two instants the server keeps. luxon does the zones, as the
 * slot generator does, so a day the clocks change comes out right.
 */
import { DateTime } from "luxon"
import { blockedTimeSchema, calendarDateSchema, hoursPeriodSchema, type BlockedTime } from "../../contract/booking-availability"
import { labelTime, type CallTime } from "../../contract/booking-slots"
import { formProblems, type FormProblem } from "./availability-form"

export interface CallWhen {
  /** "Tuesday 24 March, 10:00–10:30" in her zone. */
  when: string
  /** "15:00–15:30 New York time": the visitor's own time, when it reads differently. */
  theirs?: string
}

/** When a call is, in her zone; the visitor's time beside it when their clocks read differently. */
export const callWhen = (time: CallTime, coachZone: string, visitorZone?: string): CallWhen => {
  // labelTime reads in its first zone and gives the second's time beside it when they differ.
  const label = labelTime(time, coachZone, visitorZone ?? coachZone)
  return { when: `${label.day}, ${label.time}${label.endDay ? ` (ends ${label.endDay})` : ""}`, ...(label.coachTime ? { theirs: label.coachTime } : {}) }
}

export interface BlockForm {
  date: string
  from: string
  to: string
  note: string
}

export const BLOCK_LABELS: Readonly<Record<keyof BlockForm, string>> = {
  date: "Day",
  from: "From",
  to: "Until",
  note: "Note for yourself (optional)",
}

export type BlockCheck = { ok: true; block: BlockedTime } | { ok: false; problems: FormProblem[] }

const problem = (field: keyof BlockForm, message: string): FormProblem => ({ field, label: BLOCK_LABELS[field], message })

/**
 * The stretch she blocks: her day and clock times (five-minute marks, "24:00" for the end of the
 * day, as her weekly hours are written) read in her zone, or each problem at its field.
 */
export const blockFromForm = (form: BlockForm, zone: string): BlockCheck => {
  const date = calendarDateSchema.safeParse(form.date)
  const period = hoursPeriodSchema.safeParse({ from: form.from, to: form.to })
  if (!date.success || !period.success) {
    return {
      ok: false,
      problems: [
        ...(date.success ? [] : [problem("date", date.error.issues[0].message)]),
        ...(period.success ? [] : formProblems(period.error, (field) => BLOCK_LABELS[field === "to" ? "to" : "from"])),
      ],
    }
  }
  const day = DateTime.fromISO(date.data, { zone })
  const at = (clock: string) =>
    clock === "24:00" ? day.plus({ days: 1 }).startOf("day") : day.set({ hour: Number(clock.slice(0, 2)), minute: Number(clock.slice(3, 5)), second: 0, millisecond: 0 })
  const note = form.note.trim()
  const block = blockedTimeSchema.safeParse({
    from: at(period.data.from).toUTC().toISO({ suppressMilliseconds: true }),
    to: at(period.data.to).toUTC().toISO({ suppressMilliseconds: true }),
    ...(note ? { note } : {}),
  })
  if (!block.success) return { ok: false, problems: block.error.issues.map((issue) => problem(issue.path[0] === "note" ? "note" : "to", issue.message)) }
  return { ok: true, block: block.data }
}
