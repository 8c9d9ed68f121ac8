/**
 * What the suites of proposals, acceptance and invoices do on the run's shared local backend: call
 * a callable as the browser SDK does, sign in an account of their own, accept a proposal as the
 * accept callable stores it, run a scheduled function as Cloud Scheduler would, wait for a
 * trigger's work, and read a PDF's text back (test-support/pdf-text.ts).
 */
import { createHash } from "node:crypto"
import { getAuth } from "firebase-admin/auth"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { ENGAGEMENTS, FUNCTIONS_REGION } from "../../contract/firebase-settings"
import { signIn } from "./auth-emulator"
import type { LocalBackendFixture, SharedLocalBackend } from "./local-backend"

export interface Answer<T> {
  result?: T
  error?: { status: string; message: string; details?: { problems?: { field: string; message: string }[] } }
}

type Fixture = LocalBackendFixture<SharedLocalBackend>

/** A callable as the browser SDK calls it: a POST of `{ data }`, the ID token as bearer. */
export const callOn =
  (backend: Fixture) =>
  async <T = unknown>(name: string, data: unknown, idToken?: string): Promise<Answer<T>> => {
    const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = backend.env()
    const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ data }),
    })
    return (await response.json()) as Answer<T>
  }

/** A signed-in account of the suite's own, verified, with the claims given; answers its ID token. */
export const accountOn = (backend: Fixture) => async (email: string, claims: Record<string, unknown> | null): Promise<string> => {
  const auth = getAuth(backend.adminApp())
  const password = "a-long-test-password"
  const user = await auth.createUser({ email, password, emailVerified: true })
  if (claims) await auth.setCustomUserClaims(user.uid, claims)
  return (await signIn(backend.env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST, email, password)).idToken
}

/**
 * Accepts a sent proposal as the accept callable will store it: in one transaction, the state and
 * the acceptance (the name typed, the moment, the hashes of the proposal and the terms).
 */
export const acceptWithAdmin = async (backend: Fixture, proposalId: string, name: string, at = new Date()): Promise<void> => {
  const db = getFirestore(backend.adminApp())
  const ref = db.collection(ENGAGEMENTS).doc(proposalId)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    transaction.update(ref, {
      state: "accepted",
      acceptance: {
        name,
        acceptedAt: Timestamp.fromDate(at),
        proposalHash: createHash("sha256").update(JSON.stringify(snapshot.get("proposal"))).digest("hex"),
        termsHash: String(snapshot.get("terms.hash")),
      },
      updatedAt: Timestamp.fromDate(at),
    })
  })
}

/**
 * Runs a scheduled function as Cloud Scheduler would on `day` at `time` (London): the Functions
 * emulator keeps it at its trigger key's background route, and the handler reads the moment from
 * the scheduler's header.
 */
export const runScheduledOn = async (backend: Fixture, name: string, day: string, time = "09:00"): Promise<void> => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = backend.env()
  const scheduleTime = DateTime.fromISO(`${day}T${time}`, { zone: "Europe/London" }).toUTC().toISO() ?? ""
  const run = (key: string) =>
    fetch(`http://${host}/functions/projects/${project}/triggers/${key}`, { method: "POST", headers: { "x-cloudscheduler-jobname": name, "x-cloudscheduler-scheduletime": scheduleTime } })
  let response = await run(`${FUNCTIONS_REGION}-${name}-0`)
  if (response.status === 404) {
    const text = await response.text()
    const key = new RegExp(`${FUNCTIONS_REGION}-${name}-\\d+`).exec(text)?.[0]
    if (!key) throw new Error(`the Functions emulator has no scheduled function ${name}: ${text}`)
    response = await run(key)
  }
  if (!response.ok) throw new Error(`the scheduled function ${name} failed (${response.status}): ${await response.text()}`)
}

/** Reads until `done` or the time is up, and answers the last read. */
export const waitFor = async <T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 60_000): Promise<T> => {
  const until = Date.now() + ms
  for (;;) {
    const value = await read()
    if (done(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

export { pdfText } from "../../test-support/pdf-text"

/** The London day `days` from `from`. */
export const londonDayAfter = (days: number, from = new Date()): string => DateTime.fromJSDate(from, { zone: "Europe/London" }).plus({ days }).toISODate() ?? ""
