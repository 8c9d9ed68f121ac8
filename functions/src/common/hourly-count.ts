import { FieldValue, Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { RATE_LIMITS } from "../../../contract/firebase-settings"

export const HOUR_MS = 60 * 60 * 1000

/** The clock hour a moment falls in, as a whole number: each limit counts within one. */
export const hourOf = (now: Date): number => Math.floor(now.getTime() / HOUR_MS)

/** Whole minutes, at least one, from `now` until the clock hour `window` ends and its counts start again. */
export const minutesLeftIn = (window: number, now: Date): number => Math.max(1, Math.ceil(((window + 1) * HOUR_MS - now.getTime()) / 60_000))

/**
 * One scope's count for one clock hour (a sender, an e-mail address, everyone), kept in `rateLimits`
 * as two kinds of document:
 *
 * - the count, `<key>-<hour>`, `{ count }`: one read tells how many the hour has taken, whatever the cap;
 * - a ticket per unit taken, `<key>-<hour>-n<number>`, made with create().
 *
 * Taking one creates ticket number `count` and writes `count + 1` in the same commit. On Firestore
 * the transaction alone makes concurrent takers queue. The ticket makes the count exact where
 * transactions do not isolate (the local backend's Firestore stand-in applies each commit's writes
 * in order but checks no read): two requests that read the same count both try to create the same
 * ticket, one create fails, and that request starts again and reads the new count. The ticket comes
 * before the count, so a commit that fails part-way there never leaves the count behind its
 * tickets, which would jam the hour; store-enquiry.ts orders its writes so that none fails later.
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

/** Takes one unit: the ticket numbered `taken`, then the count. Both expire an hour after theirs ends. */
export const takeOne = (transaction: Transaction, db: Firestore, scope: HourlyCount, taken: number): void => {
  const expiresAt = Timestamp.fromMillis((scope.window + 2) * HOUR_MS)
  transaction.create(db.collection(RATE_LIMITS).doc(`${scope.key}-${scope.window}-n${taken}`), { createdAt: FieldValue.serverTimestamp(), expiresAt })
  transaction.set(scope.ref, { count: taken + 1, expiresAt })
}
