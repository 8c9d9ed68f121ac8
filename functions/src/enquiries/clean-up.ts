import { Timestamp, type Firestore, type Query } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { getApps, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { firestore } from "../firestore"
import { eraseKeptTooLong } from "../programme-end/record-erasure"
import { CALL_DAYS, CALL_TIMES, CALLS, ENQUIRIES, MAIL, RATE_LIMITS, SUSPECTED_CALLS } from "../../../contract/firebase-settings"
import { enquiryKeepDays, refreshSiteIdentity } from "../site/site-identity"
import { expiryAfter } from "../../../contract/retention"

/** Deleted per query round; a day's expired documents fit in a few rounds, and each run stops after MAX_ROUNDS. */
const BATCH = 200
const MAX_ROUNDS = 50

export interface CleanUpResult {
  enquiries: number
  mail: number
  rateLimits: number
  /** Booked calls past their retention, and the holds of calls that have ended. */
  calls: number
}

/** Deletes what a query finds, round by round, and the matching mail documents when asked. */
const deleteAll = async (db: Firestore, query: Query, alsoMail: boolean): Promise<number> => {
  let deleted = 0
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const snapshot = await query.limit(BATCH).get()
    if (snapshot.empty) break
    const batch = db.batch()
    for (const doc of snapshot.docs) {
      batch.delete(doc.ref)
      if (alsoMail) batch.delete(db.collection(MAIL).doc(doc.id))
    }
    await batch.commit()
    deleted += snapshot.size
    if (snapshot.size < BATCH) break
  }
  return deleted
}

/**
 * Deletes enquiries, booked calls, their e-mails and rate-limit slots whose `expiresAt` has passed,
 * and enquiries stored before that field existed once they are older than the retention period.
 * A Firestore TTL policy on `expiresAt` does the same on its own schedule (docs/security-inbox.md);
 * this run makes the period hold even where no policy was set, and within a day.
 */
export const deleteExpired = async (db: Firestore, now = new Date(), keepDays = enquiryKeepDays()): Promise<CleanUpResult> => {
  const due = Timestamp.fromDate(now)
  const enquiries =
    (await deleteAll(db, db.collection(ENQUIRIES).where("expiresAt", "<=", due), true)) +
    (await deleteAll(db, db.collection(ENQUIRIES).where("receivedAt", "<=", Timestamp.fromDate(expiryAfter(now, -keepDays))), true))
  const mail = await deleteAll(db, db.collection(MAIL).where("expiresAt", "<=", due), false)
  const rateLimits = await deleteAll(db, db.collection(RATE_LIMITS).where("expiresAt", "<=", due), false)
  const calls = await deleteAll(db, db.collection(CALLS).where("expiresAt", "<=", due), false)
  for (const holds of [CALL_TIMES, CALL_DAYS, SUSPECTED_CALLS]) await deleteAll(db, db.collection(holds).where("expiresAt", "<=", due), false)
  return { enquiries, mail, rateLimits, calls }
}

/** Every night, London time: nothing personal outlives the period the coach set. */
export const deleteExpiredEnquiries = onSchedule({ schedule: "every day 03:00", timeZone: "Europe/London" }, async (event) => {
  const site = await refreshSiteIdentity(firestore())
  const scheduled = new Date(event.scheduleTime)
  const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled
  const result = await deleteExpired(firestore(), now)
  // Her keeping period for clients' records, counted from the end of each programme.
  const clientRecords = await eraseKeptTooLong(firestore(), getAuth(getApps()[0] ?? initializeApp()), now, site.clientRecordMonths)
  logger.info("Expired enquiries deleted", { ...result, clientRecords })
})
