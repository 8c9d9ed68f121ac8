/**
 * The site's rebuilds, asked for when the studio publishes or takes something off the site: the
 * hook that starts one (BUILD_HOOK_URL), one request per published or unpublished revision, the
 * hour's allowance (BUILD_HOOKS_PER_HOUR) and the rebuilds it held back. Every rebuild asked for is
 * counted in one document (BUILD_REQUESTS: `times`, the last hour's); a publish past the allowance
 * is still published, and its request is kept there (`pending`, one entry per story, post or page,
 * the latest action winning) instead of being dropped. Every ten minutes sendPendingBuilds sends ONE
 * rebuild for everything held back, as soon as the hour allows: a burst of publishes costs one more
 * build, and none waits for her to publish again. Any rebuild sent meanwhile reads Firestore after
 * those publishes, so it answers them too and clears them.
 */
import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { defineInt, defineSecret, defineString } from "firebase-functions/params"
import { HttpsError } from "firebase-functions/v2/https"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { BUILD_ACTIONS, BUILD_KINDS, buildEvent, type BuildAction, type BuildEvent, type BuildKind, type BuildRequest } from "../../../contract/build-events"
import { BUILD_REQUESTS } from "../../../contract/firebase-settings"
import { firestore } from "../firestore"

export type BuildHook = (request: BuildRequest) => Promise<void>

/**
 * Where a publish asks for a rebuild: a Cloud Build webhook trigger's URL, a GitHub
 * repository_dispatch URL (with BUILD_HOOK_TOKEN) or any endpoint that starts the site's build.
 * Empty: stories, posts and pages are marked published and go live with the next build, whenever it runs.
 */
export const BUILD_HOOK_URL = defineString("BUILD_HOOK_URL", { default: "", description: "URL POSTed to when a story, blog post or page is published or unpublished." })

/**
 * The hook's bearer token lives in Secret Manager (`firebase functions:secrets:set BUILD_HOOK_TOKEN`),
 * never in a .env file that is uploaded with the code; the local backend provides it in
 * functions/.secret.local. A hook that needs no token still gets a value, which it ignores.
 */
export const BUILD_HOOK_TOKEN = defineSecret("BUILD_HOOK_TOKEN")

/**
 * Rebuilds the studio may ask for in any hour, all stories, posts and pages together: a runaway
 * client cannot run up builds. One held back is sent later by sendPendingBuilds (below).
 */
export const BUILD_HOOKS_PER_HOUR = defineInt("BUILD_HOOKS_PER_HOUR", { default: 10, description: "How many rebuilds publishing may ask for per hour." })

/** The hook from the functions' settings, or null when none is set. */
export const configuredBuildHook = (): BuildHook | null => {
  const url = BUILD_HOOK_URL.value()
  if (!url) return null
  const token = BUILD_HOOK_TOKEN.value()
  return async ({ kind, action, id }) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
      // repository_dispatch's shape; other hooks ignore the body. Only the events of
      // contract/build-events.ts, which the workflow's `types` list, are ever sent.
      body: JSON.stringify({ event_type: buildEvent({ kind, action }) satisfies BuildEvent, client_payload: { [`${kind}Id`]: id } }),
      // A redirect would carry the token elsewhere.
      redirect: "error",
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) throw new Error(`build hook answered ${response.status}`)
  }
}

/** An unset parameter reads as 0, which would refuse every rebuild: fall back to the default. */
export const buildHooksPerHour = (): number => BUILD_HOOKS_PER_HOUR.value() || 10

const HOUR_MS = 60 * 60 * 1000

/** The times (ms) of the rebuilds asked for in the hour before `now`. */
export const recentRequests = (log: DocumentSnapshot, now: number): number[] =>
  ((log.get("times") as unknown[] | undefined) ?? []).filter((time): time is number => typeof time === "number" && time > now - HOUR_MS)

const isKind = (value: string): value is BuildKind => (BUILD_KINDS as readonly string[]).includes(value)
const isAction = (value: unknown): value is BuildAction => (BUILD_ACTIONS as readonly unknown[]).includes(value)

/** The requests held back, oldest first, as the log document keeps them (`kind:id` → action). */
export const pendingRequests = (log: DocumentSnapshot): BuildRequest[] => {
  const stored: unknown = log.get("pending")
  if (!stored || typeof stored !== "object") return []
  return Object.entries(stored as Record<string, unknown>).flatMap(([key, action]) => {
    const [kind, ...id] = key.split(":")
    return kind && isKind(kind) && isAction(action) && id.length > 0 ? [{ kind, action, id: id.join(":") }] : []
  })
}

const keyOf = ({ kind, id }: BuildRequest) => `${kind}:${id}`
const asStored = (requests: BuildRequest[]) => Object.fromEntries(requests.map((request) => [keyOf(request), request.action]))

/**
 * In the caller's transaction, which has read `log`: counts a rebuild now if the hour allows it
 * (true), or keeps `request` to be sent later (false).
 */
export const countOrHold = (transaction: Transaction, log: DocumentSnapshot, request: BuildRequest, perHour: number, now = Date.now()): boolean => {
  const recent = recentRequests(log, now)
  const pending = pendingRequests(log)
  if (recent.length >= perHour) {
    const others = pending.filter((held) => keyOf(held) !== keyOf(request))
    transaction.set(log.ref, { times: recent, pending: asStored([...others, request]) })
    return false
  }
  transaction.set(log.ref, { times: [...recent, now], pending: asStored(pending) })
  return true
}

/**
 * Forgets the held-back requests a rebuild that was sent answers: those held when it was counted
 * (a later one, or a later action on the same item, stays for the next).
 */
export const answered = async (db: Firestore, requests: BuildRequest[]): Promise<void> => {
  if (requests.length === 0) return
  const log = db.doc(BUILD_REQUESTS)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(log)
    const sent = new Set(requests.map((request) => `${keyOf(request)}=${request.action}`))
    const left = pendingRequests(snapshot).filter((held) => !sent.has(`${keyOf(held)}=${held.action}`))
    transaction.set(log, { times: (snapshot.get("times") as unknown[] | undefined) ?? [], pending: asStored(left) })
  })
}

/**
 * Asks for one rebuild per change: the transaction claims the request for this revision and action
 * on the item's document (`ref`), so a retried call (the answer lost on the way) does not ask again,
 * and counts it against the hour's allowance (stories, posts and pages together), so no client can
 * run up builds; past it, the request is held and sent later (sendPendingBuilds). If the hook
 * fails, the claim is released and the error returned, so the next try asks again.
 */
export const requestBuild = async (ref: DocumentReference, request: BuildRequest, revision: number, hook: BuildHook | null, perHour: number) => {
  if (!hook) return "no-hook" as const
  const db: Firestore = ref.firestore
  const key = `${request.action}:${revision}`
  const log = db.doc(BUILD_REQUESTS)
  const claim = await db.runTransaction(async (transaction) => {
    const [snapshot, requests] = await Promise.all([transaction.get(ref), transaction.get(log)])
    if (snapshot.get("buildRequestedFor") === key) return "already-requested" as const
    if (!countOrHold(transaction, requests, request, perHour)) return "throttled" as const
    transaction.update(ref, { buildRequestedFor: key })
    // This rebuild reads Firestore after every publish held back so far: it answers them too.
    return pendingRequests(requests)
  })
  if (typeof claim === "string") return claim
  try {
    await hook(request)
  } catch {
    // The claim goes, so the next try asks again.
    await ref.update({ buildRequestedFor: FieldValue.delete() })
    const state = request.action === "publish" ? "published" : "taken off the site"
    throw new HttpsError("unavailable", `The ${request.kind} is marked ${state} but the site rebuild could not be started. Please ${request.action} again.`)
  }
  await answered(db, claim)
  return "requested" as const
}

export type PendingResult = "none" | "requested" | "throttled" | "no-hook"

/**
 * Sends one rebuild for every request held back, if any and the hour allows it: "none" when nothing
 * waits, "throttled" when the hour is still full (the next run tries again). If the hook fails, the
 * requests stay held for the next run.
 */
export const sendPendingBuilds = async (db: Firestore, hook: BuildHook | null, perHour: number, now = Date.now()): Promise<PendingResult> => {
  if (!hook) return "no-hook"
  const log = db.doc(BUILD_REQUESTS)
  const held = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(log)
    const pending = pendingRequests(snapshot)
    if (pending.length === 0) return "none" as const
    const recent = recentRequests(snapshot, now)
    if (recent.length >= perHour) return "throttled" as const
    transaction.set(log, { times: [...recent, now], pending: asStored(pending) })
    return pending
  })
  if (typeof held === "string") return held
  // One rebuild for them all: the build reads everything published; the event is the latest held.
  await hook(held[held.length - 1] as BuildRequest)
  await answered(db, held)
  return "requested"
}

/** Every ten minutes: the rebuilds the hour's allowance held back, sent as one once it allows. */
export const sendHeldBackBuilds = onSchedule({ schedule: "every 10 minutes", timeZone: "Europe/London", secrets: [BUILD_HOOK_TOKEN] }, async () => {
  const result = await sendPendingBuilds(firestore(), configuredBuildHook(), buildHooksPerHour())
  if (result !== "none") logger.info("Held-back rebuilds", { result })
})
