/**
 * Runs a scheduled function (onSchedule) of the local backend as Cloud Scheduler would. The
 * Functions emulator runs no schedules, and without a Pub/Sub emulator it leaves a v2 scheduled
 * function unwired, but keeps it under its trigger key ("<region>-<name>-<generation>") at its
 * background route, where it runs as the HTTP function it is in production: Cloud Scheduler's
 * headers carry the job's name and the moment the run was due, which the handler reads as
 * `event.scheduleTime`. Answers once the handler has finished.
 */
import { DateTime } from "luxon"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"
import { backendUrl } from "./fixtures"
import { emulatorPorts } from "./studio-coach"

/** The moment a daily run at `time` (London) falls on `day` (YYYY-MM-DD), as Cloud Scheduler stamps it. */
export const londonRunTime = (day: string, time: string): string => {
  const moment = DateTime.fromISO(`${day}T${time}`, { zone: "Europe/London" })
  if (!moment.isValid) throw new Error(`not a day and time: ${day} ${time}`)
  return moment.toUTC().toISO()
}

export const runScheduled = async (name: string, scheduleTime: string): Promise<void> => {
  const functions = backendUrl(`http://127.0.0.1:${emulatorPorts().functions.port}/`)
  const run = (key: string) =>
    fetch(new URL(`functions/projects/${process.env.E2E_PROJECT_ID}/triggers/${key}`, functions), {
      method: "POST",
      headers: { "x-cloudscheduler-jobname": name, "x-cloudscheduler-scheduletime": scheduleTime },
    })
  let response = await run(`${FUNCTIONS_REGION}-${name}-0`)
  if (response.status === 404) {
    // The emulator reloaded the functions since it started: it names the keys it has.
    const text = await response.text()
    const key = new RegExp(`${FUNCTIONS_REGION}-${name}-\\d+`).exec(text)?.[0]
    if (!key) throw new Error(`the Functions emulator has no scheduled function ${name}: ${text}`)
    response = await run(key)
  }
  if (!response.ok) throw new Error(`the scheduled function ${name} failed (${response.status}): ${await response.text()}`)
}

/** London's date `days` from today, as a date field takes it. */
export const londonDate = (days: number): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000))

/** How the studio says a day: "28 November 2026". */
export const longDate = (date: string): string => new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })
