/**
 * The hour's allowance of rebuilds (BUILD_HOOKS_PER_HOUR) and the rebuilds it held back. Every
 * rebuild asked for is counted in one document (BUILD_REQUESTS: `times`, the last hour's); a
 * publish past the allowance is still published, and its request is kept there (`pending`, one
 * entry per story, post or page, the latest action winning) instead of being dropped. Every ten
 * minutes sendPendingBuilds sends ONE rebuild for everything held back, as soon as the hour allows:
 * a burst of publishes costs one more build, and none waits for her to publish again. Any rebuild
 * sent meanwhile reads Firestore after those publishes, so it answers them too and clears them.
 */
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { BUILD_ACTIONS, BUILD_KINDS, type BuildAction, type BuildKind, type BuildRequest } from "../../../contract/build-events"
import { BUILD_REQUESTS } from "../../../contract/firebase-settings"
import { firestore } from "../firestore"
import { BUILD_HOOK_TOKEN, buildHooksPerHour, configuredBuildHook } from "./build-hook"
import type { BuildHook } from "./drafts"

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
