/**
 * What the newsletter keeps expires as her Settings say (the keeping period of enquiries): a
 * waiting reader when their link expires, the note that someone left, and each send's records,
 * when their `expiresAt` has passed. The letters' mail documents carry their own `expiresAt`, which
 * the enquiries' nightly clean-up and the TTL policy already honour. A confirmed reader has none:
 * they are kept while subscribed.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { NEWSLETTER_DELIVERIES, NEWSLETTER_LEFT, NEWSLETTER_SENDS, NEWSLETTER_SUBSCRIBERS } from "../../../contract/firebase-settings"

const BATCH = 200
const MAX_ROUNDS = 50

export const deleteExpiredNewsletterRecords = async (db: Firestore, now = new Date()): Promise<number> => {
  const due = Timestamp.fromDate(now)
  let deleted = 0
  for (const collection of [NEWSLETTER_SUBSCRIBERS, NEWSLETTER_LEFT, NEWSLETTER_DELIVERIES, NEWSLETTER_SENDS]) {
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const found = (await db.collection(collection).where("expiresAt", "<=", due).limit(BATCH).get()).docs
      // A confirmed reader's `expiresAt` is null, which no inequality matches; the state check is belt and braces.
      const expired = collection === NEWSLETTER_SUBSCRIBERS ? found.filter((doc) => doc.get("state") !== "confirmed") : found
      if (expired.length === 0) break
      const batch = db.batch()
      for (const doc of expired) batch.delete(doc.ref)
      await batch.commit()
      deleted += expired.length
      if (found.length < BATCH) break
    }
  }
  return deleted
}
