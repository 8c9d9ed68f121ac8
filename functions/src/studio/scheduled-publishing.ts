/**
 * Publish later: a post dated after today is not published when the coach presses Publish but
 * marked scheduled, and the daily run (publishScheduled) publishes each scheduled post whose day
 * has come, with the checks of any publish, then asks for one rebuild for all of them. The day is
 * London's, where the coach works, whatever the server's clock zone.
 */
import type { Firestore, Transaction, DocumentReference } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import type { PublishResult } from "../../../contract/studio-api"
import { STUDIO_POSTS } from "../../../contract/firebase-settings"
import { requestBuild, type PublishSettings } from "./drafts"

/** Today's date (YYYY-MM-DD) in London. */
export const siteDay = (now: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now)

/** Whether a post of this date, not yet on the site, waits for its day instead of being published now. */
export const waitsForItsDay = (date: string, published: boolean, now: Date): boolean => !published && date > siteDay(now)

/** Marks the post scheduled, in the publish transaction that checked it. */
export const schedule = (transaction: Transaction, ref: DocumentReference) => transaction.update(ref, { scheduled: true })

/**
 * An unpublish of a post that is only scheduled cancels the schedule (it stays a draft); null when
 * it is not scheduled, for the unpublish to go on as usual.
 */
export const cancelSchedule = async (ref: DocumentReference): Promise<PublishResult | null> =>
  ref.firestore.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (snapshot.get("scheduled") !== true || snapshot.get("published") === true) return null
    transaction.update(ref, { scheduled: false })
    return { published: false, build: "no-hook", scheduleCancelled: true }
  })

export interface ScheduledRun {
  /** The posts published by this run. */
  published: string[]
  /** The rebuild asked for, or "none" when nothing was due. */
  build: PublishResult["build"] | "none"
}

/**
 * Publishes every scheduled post whose day has come (`publish`: publishPost, without a hook), then
 * asks for ONE rebuild for them all, counted against the hour's allowance like any other. A post
 * the checks now refuse stays scheduled and is said in the log; the next run tries again.
 */
export const publishDue = async (
  db: Firestore,
  settings: PublishSettings,
  publish: (postId: string, revision: number, settings: PublishSettings, now: Date) => Promise<unknown>,
  now = new Date(),
): Promise<ScheduledRun> => {
  const day = siteDay(now)
  const scheduled = await db.collection(STUDIO_POSTS).where("scheduled", "==", true).get()
  const published: { postId: string; revision: number }[] = []
  for (const doc of scheduled.docs) {
    const date: unknown = doc.get("draft.date")
    const revision: unknown = doc.get("revision")
    if (typeof date !== "string" || date > day || typeof revision !== "number") continue
    try {
      await publish(doc.id, revision, { ...settings, hook: null }, now)
      published.push({ postId: doc.id, revision })
    } catch (error) {
      logger.warn("A scheduled post could not be published", { postId: doc.id, error: String(error) })
    }
  }
  const first = published[0]
  if (!first) return { published: [], build: "none" }
  const build = await requestBuild(db.collection(STUDIO_POSTS).doc(first.postId), { kind: "post", action: "publish", id: first.postId }, first.revision, settings.hook, settings.buildsPerHour)
  return { published: published.map(({ postId }) => postId), build }
}
