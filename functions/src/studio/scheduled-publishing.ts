/**
 * Publish later: a post dated after today, or a story to be published on a later day, is not
 * published when the coach presses Publish but marked scheduled, and the daily run
 * (publishScheduled) publishes each scheduled one whose day has come, with the checks of any
 * publish, then asks for one rebuild for all of them. The day is London's, where the coach works,
 * whatever the server's clock zone.
 */
import type { Firestore, Transaction, DocumentReference } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import type { PublishResult } from "../../../contract/studio-api"
import type { PublishSettings } from "./drafts"
import { requestBuild } from "./site-rebuilds"

/** Today's date (YYYY-MM-DD) in London. */
export const siteDay = (now: Date): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now)

/** Whether a post or story of this day, not yet on the site, waits for it instead of being published now. */
export const waitsForItsDay = (date: string | undefined, published: boolean, now: Date): date is string => !published && date !== undefined && date > siteDay(now)

/** Marks the post or story scheduled, in the publish transaction that checked it. */
export const schedule = (transaction: Transaction, ref: DocumentReference) => transaction.update(ref, { scheduled: true })

/**
 * An unpublish of a post or story that is only scheduled cancels the schedule (it stays a draft); null when
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
  /** The posts and stories published by this run, by id. */
  published: string[]
  /** The rebuild asked for, or "none" when nothing was due. */
  build: PublishResult["build"] | "none"
}

/** A kind that can be published later: where its drafts are, the draft's field holding its day, and its publish (without a hook). */
export interface ScheduledKind {
  kind: "post" | "story"
  collection: string
  /** The path of the day in the draft's document ("draft.date"). */
  dayField: string
  publish: (id: string, revision: number, settings: PublishSettings, now: Date) => Promise<unknown>
}

/**
 * Publishes every scheduled post and story whose day has come, then asks for ONE rebuild for them
 * all, counted against the hour's allowance like any other. One the checks now refuse stays
 * scheduled and is said in the log; the next run tries again.
 */
export const publishDue = async (db: Firestore, settings: PublishSettings, kinds: readonly ScheduledKind[], now = new Date()): Promise<ScheduledRun> => {
  const day = siteDay(now)
  const published: { kind: ScheduledKind; id: string; revision: number }[] = []
  for (const kind of kinds) {
    const scheduled = await db.collection(kind.collection).where("scheduled", "==", true).get()
    for (const doc of scheduled.docs) {
      const date: unknown = doc.get(kind.dayField)
      const revision: unknown = doc.get("revision")
      if (typeof date !== "string" || date > day || typeof revision !== "number") continue
      try {
        await kind.publish(doc.id, revision, { ...settings, hook: null }, now)
        published.push({ kind, id: doc.id, revision })
      } catch (error) {
        logger.warn(`A scheduled ${kind.kind} could not be published`, { id: doc.id, error: String(error) })
      }
    }
  }
  const first = published[0]
  if (!first) return { published: [], build: "none" }
  const build = await requestBuild(
    db.collection(first.kind.collection).doc(first.id),
    { kind: first.kind.kind, action: "publish", id: first.id },
    first.revision,
    settings.hook,
    settings.buildsPerHour,
  )
  return { published: published.map(({ id }) => id), build }
}
