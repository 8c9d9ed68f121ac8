/**
 * Telling the coach that everyone's hourly cap on bookings and moves was reached (booking-limits.ts):
 * at most one e-mail an hour, and a line in the studio's calls screen for a day after.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { DateTime } from "luxon"
import { BOOKING_FLOOD, MAIL } from "../../../contract/firebase-settings"
import { hourOf } from "../common/hourly-count"
import { siteIdentity } from "../site/site-identity"

/** Whether a refusal is everyone's cap (not one sender's or address's). */
export const isEveryonesCap = (error: unknown): boolean =>
  error instanceof HttpsError && (error.details as { limit?: unknown } | undefined)?.limit === "everyone"

/** Records that the cap was reached this hour, and e-mails her the first time in the hour. */
export const noteFlood = async (db: Firestore, now: Date): Promise<void> => {
  const hour = hourOf(now)
  const ref = db.doc(BOOKING_FLOOD)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const refused = (snapshot.get("hour") === hour ? Number(snapshot.get("refused")) || 0 : 0) + 1
    transaction.set(ref, { hour, reachedAt: Timestamp.fromDate(now), refused })
    if (refused > 1) return
    const site = siteIdentity()
    const at = DateTime.fromJSDate(now).setZone("Europe/London").toFormat("HH:mm")
    const text = [
      `More calls were booked or moved on the site this hour than the limit for everyone together allows, so from ${at} (London time) the site is refusing bookings and moves until the hour ends. Calls already booked are not touched.`,
      "If these are real clients, nothing needs doing: booking opens again at the next hour. If not, look at the newest calls in the studio's Calls and availability and cancel those that are not genuine.",
      "You will not be sent this e-mail again this hour.",
    ]
    transaction.create(db.collection(MAIL).doc(`booking-limit-${hour}`), {
      to: [site.email],
      message: { subject: "Bookings paused for this hour: the hourly limit was reached", text: text.join("\n\n"), html: text.map((paragraph) => `<p>${paragraph}</p>`).join("\n") },
      expiresAt: Timestamp.fromDate(DateTime.fromJSDate(now).plus({ days: 7 }).toJSDate()),
    })
  })
}

/** When the cap was last reached, if within the last day, for the studio's calls screen. */
export const lastFlood = async (db: Firestore, now: Date): Promise<{ at: string; refused: number } | null> => {
  const snapshot = await db.doc(BOOKING_FLOOD).get()
  const reachedAt: unknown = snapshot.get("reachedAt")
  if (!(reachedAt instanceof Timestamp) || now.getTime() - reachedAt.toMillis() > 24 * 60 * 60 * 1000) return null
  return { at: reachedAt.toDate().toISOString(), refused: Number(snapshot.get("refused")) || 0 }
}
