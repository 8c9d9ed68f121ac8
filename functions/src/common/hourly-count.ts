import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { RATE_LIMITS } from "../../../contract/firebase-settings"

export const HOUR_MS = 60 * 60 * 1000

/** The clock hour a moment falls in, as a whole number: each limit counts within one. */
export const hourOf = (now: Date): number => Math.floor(now.getTime() / HOUR_MS)

/** Whole minutes, at least one, from `now` until the clock hour `window` ends and its counts start again. */
export const minutesLeftIn = (window: number, now: Date): number => Math.max(1, Math.ceil(((window + 1) * HOUR_MS - now.getTime()) / 60_000))

/**
 * One scope's count for one clock hour (a sender, an e-mail address, everyone), kept in `rateLimits`
 * as one document, `<key>-<hour>`, `{ count }`: one read tells how many the hour has taken,
 * whatever the cap. It is read and written in the transaction of what it counts, so two requests
 * that read the same count cannot both write `count + 1`: Firestore fails one commit over the
 * other's change and the SDK runs that transaction again on the new count.
 */
export interface HourlyCount {
  ref: DocumentReference
  window: number
  key: string
}

export const hourlyCount = (db: Firestore, key: string, window: number): HourlyCount => ({
  ref: db.collection(RATE_LIMITS).doc(`${key}-${window}`),
  window,
  key,
})

/** How many the hour has taken, from the count's snapshot. */
export const takenIn = (snapshot: DocumentSnapshot): number => {
  const count: unknown = snapshot.get("count")
  return typeof count === "number" && Number.isInteger(count) && count > 0 ? count : 0
}

/** Takes one unit of the `taken` read in the same transaction. The count expires an hour after its hour ends. */
export const takeOne = (transaction: Transaction, scope: HourlyCount, taken: number): void => {
  transaction.set(scope.ref, { count: taken + 1, expiresAt: Timestamp.fromMillis((scope.window + 2) * HOUR_MS) })
}
