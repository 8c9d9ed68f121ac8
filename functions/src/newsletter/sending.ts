/**
 * Sending a published post to the list, each confirmed reader exactly once.
 *
 * - Start: the send is a document named by the studio's key for this press of Send (a retry with
 *   the key resumes it), holding the e-mail as made then, so every batch sends the same letter.
 * - The list as it was: one delivery record per reader confirmed by the moment the send started,
 *   naming the reader by id alone, named `<slug>--<reader id>` and made only if missing, so a reader who had this post from any
 *   send (a second press, a concurrent send) is not in another. Readers who confirm later are not
 *   in it, even when making the records is interrupted and resumed.
 * - Batches: at most `size` readers per batch and one batch per `pause` (what the mail service
 *   takes), each reader's mail document named as their delivery record and created in the same
 *   transaction that marks the record queued: a retried, resumed or doubled batch finds the name
 *   taken and sends nothing again. A reader who left since the send started is skipped.
 * - Resume: the first batch runs at once; a scheduled run every minute (and, where no scheduler
 *   runs, the studio's status call while she watches) takes the next when its pause is over.
 */
import { Timestamp, type DocumentData, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { defineInt } from "firebase-functions/params"
import { HttpsError } from "firebase-functions/v2/https"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_SENDS, POSTS } from "../../../contract/firebase-settings"
import {
  DELIVERY_STATES,
  type DeliveryState,
  type NewsletterDelivery,
  type NewsletterLetter,
  type NewsletterSendStatus,
  type NewsletterSendSummary,
} from "../../../contract/newsletter-api"
import { checkPublishedPost, type PostInput } from "../../../contract/post-input"
import { expiryAfter } from "../../../contract/retention"
import type { MailDocument } from "../common/mail"
import { isAlreadyExists } from "../common/sender-key"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { forReader, makeLetter, unsubscribeAddress, unsubscribeHeaders, type LetterInput } from "./letter"
import { linkToken, settledState, stateOf, subscribers } from "./subscribers"

export const NEWSLETTER_BATCH_SIZE = defineInt("NEWSLETTER_BATCH_SIZE", {
  default: 50,
  description: "How many newsletter e-mails one batch hands to the mail service.",
})

export const NEWSLETTER_BATCH_PAUSE_SECONDS = defineInt("NEWSLETTER_BATCH_PAUSE_SECONDS", {
  default: 60,
  description: "Seconds between two batches of one newsletter send (with the batch size, what the mail service is asked to take per minute).",
})

export interface BatchSettings {
  size: number
  pauseMs: number
}

/** An unset parameter reads as 0: fall back to the default. */
export const batchSettings = (): BatchSettings => ({
  size: NEWSLETTER_BATCH_SIZE.value() || 50,
  pauseMs: (NEWSLETTER_BATCH_PAUSE_SECONDS.value() || 60) * 1000,
})

const sends = (db: Firestore) => db.collection(NEWSLETTER_SENDS)
const deliveries = (db: Firestore) => db.collection(NEWSLETTER_DELIVERIES)

/** Records made per commit while taking the list. */
const CHUNK = 200
/** Readers a status call lists per page. */
const DELIVERIES_PER_PAGE = 500
/** Sends the status lists without a `sendId`. */
const LATEST_SENDS = 10

export const deliveryId = (slug: string, readerId: string): string => `${slug}--${readerId}`

/** The published studio post at this address, as the build reads it. */
export const publishedPost = async (db: Firestore, slug: string): Promise<PostInput> => {
  const found = (await db.collection(POSTS).where("slug", "==", slug).get()).docs.filter((doc) => doc.get("published") === true)
  for (const doc of found) {
    const checked = checkPublishedPost(doc.data())
    if (checked.ok) return checked.post
  }
  throw new HttpsError("not-found", "No published post has this address.")
}

export interface LetterContext {
  copy: LetterInput["copy"]
  site: LetterInput["site"]
}

/** The e-mail a post makes, with her note. */
export const letterFor = async (db: Firestore, slug: string, note: string | undefined, context: LetterContext): Promise<NewsletterLetter> =>
  makeLetter({ post: await publishedPost(db, slug), note: note || undefined, ...context })

export interface StartSend {
  sendId: string
  slug: string
  note?: string
  /** Where the functions answer: the readers' unsubscribe links. */
  base: string
  by: string
  now: Date
  keepDays: number
  settings: BatchSettings
}

/**
 * Starts a send, or resumes the one this key started: answers how it stands after its first batch.
 * A key already used for another post is refused.
 */
export const startSend = async (db: Firestore, start: StartSend, context: LetterContext): Promise<NewsletterSendSummary> => {
  const ref = sends(db).doc(start.sendId)
  const existing = await ref.get()
  if (!existing.exists) {
    const letter = await letterFor(db, start.slug, start.note, context)
    try {
      await ref.create({
        slug: start.slug,
        note: start.note ?? null,
        ...letter,
        base: start.base,
        by: start.by,
        state: "starting",
        total: 0,
        startedAt: Timestamp.fromDate(start.now),
        nextBatchAt: Timestamp.fromDate(start.now),
        expiresAt: Timestamp.fromDate(expiryAfter(start.now, start.keepDays)),
      })
    } catch (error) {
      // The same press arrived twice at once: the other made it; carry on with theirs.
      if (!isAlreadyExists(error)) throw error
    }
  } else if (existing.get("slug") !== start.slug) {
    throw new HttpsError("failed-precondition", "This send is of another post.")
  }
  await sendBatch(db, start.sendId, start.now, start.settings, start.keepDays)
  return summaryOf(db, await ref.get())
}

/** Makes the delivery records of every reader confirmed when the send started who has none for this post. */
const takeTheList = async (db: Firestore, sendId: string, send: DocumentData, now: Date): Promise<void> => {
  const startedAt = (send.startedAt as Timestamp).toMillis()
  const readers = (await subscribers(db).where("state", "==", "confirmed").get()).docs.filter((doc) => {
    const confirmedAt: unknown = doc.get("confirmedAt")
    return confirmedAt instanceof Timestamp && confirmedAt.toMillis() <= startedAt
  })
  for (let from = 0; from < readers.length; from += CHUNK) {
    const chunk = readers.slice(from, from + CHUNK)
    const refs = chunk.map((reader) => deliveries(db).doc(deliveryId(String(send.slug), reader.id)))
    // A concurrent send of the same post may make some of them first: read again and make the rest.
    for (let attempt = 0; ; attempt += 1) {
      const found = await db.getAll(...refs)
      const batch = db.batch()
      let missing = 0
      found.forEach((snapshot, at) => {
        if (snapshot.exists) return
        missing += 1
        batch.create(refs[at], {
          sendId,
          slug: send.slug,
          subscriberId: chunk[at].id,
          state: "pending",
          at: Timestamp.fromDate(now),
          expiresAt: send.expiresAt,
        })
      })
      if (missing === 0) break
      try {
        await batch.commit()
        break
      } catch (error) {
        if (!isAlreadyExists(error) || attempt >= 2) throw error
      }
    }
  }
  const total = (await deliveries(db).where("sendId", "==", sendId).count().get()).data().count
  await sends(db).doc(sendId).update({ state: "sending", total })
}

/** One reader's letter: queued once, or skipped if they left. Answers the mail queued, if any. */
const deliverOne = async (db: Firestore, delivery: DocumentSnapshot, send: DocumentData, now: Date, keepDays: number): Promise<QueuedMail | null> =>
  // Two runs at once: the transaction of the later one runs again and finds the delivery queued.
  db.runTransaction(async (transaction) => {
    const current = await transaction.get(delivery.ref)
    if (current.get("state") !== "pending") return null
    const readerId: unknown = current.get("subscriberId")
    const reader = typeof readerId === "string" ? await transaction.get(subscribers(db).doc(readerId)) : undefined
    const at = Timestamp.fromDate(now)
    if (!reader?.exists || stateOf(reader) !== "confirmed") {
      transaction.update(delivery.ref, { state: "skipped", at })
      return null
    }
    const link = unsubscribeAddress(String(send.base), linkToken(reader.id, String(reader.get("unsubscribeKey"))))
    const letter = forReader({ subject: String(send.subject), html: String(send.html), text: String(send.text) }, link)
    const mail: MailDocument = { to: [String(reader.get("email"))], message: letter, headers: unsubscribeHeaders(link) }
    transaction.create(db.collection(MAIL).doc(delivery.id), { ...mail, newsletterSend: delivery.get("sendId"), expiresAt: Timestamp.fromDate(expiryAfter(now, keepDays)) })
    transaction.update(delivery.ref, { state: "queued", at })
    return { id: delivery.id, mail }
  })

/**
 * The next batch of a send, if its pause is over: takes the list first if that is not done, queues
 * up to `size` letters, and marks the send done when no reader is left waiting. Answers how many
 * letters it queued.
 */
export const sendBatch = async (db: Firestore, sendId: string, now: Date, settings: BatchSettings, keepDays: number): Promise<number> => {
  const ref = sends(db).doc(sendId)
  const send = await db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref)
    const next: unknown = doc.get("nextBatchAt")
    if (!doc.exists || doc.get("state") === "done" || (next instanceof Timestamp && next.toMillis() > now.getTime())) return null
    transaction.update(ref, { nextBatchAt: Timestamp.fromMillis(now.getTime() + settings.pauseMs) })
    return doc.data() ?? null
  })
  if (!send) return 0
  if (send.state === "starting") await takeTheList(db, sendId, send, now)
  const pending = await deliveries(db).where("sendId", "==", sendId).where("state", "==", "pending").limit(settings.size).get()
  const queued: QueuedMail[] = []
  for (const delivery of pending.docs) {
    const mail = await deliverOne(db, delivery, send, now, keepDays)
    if (mail) queued.push(mail)
  }
  printQueuedMails(queued)
  const left = await deliveries(db).where("sendId", "==", sendId).where("state", "==", "pending").limit(1).get()
  if (left.empty) await ref.update({ state: "done", finishedAt: Timestamp.fromDate(now) })
  return queued.length
}

/** Every send not yet done whose pause is over gets its next batch (the scheduled run). */
export const advanceSends = async (db: Firestore, now: Date, settings: BatchSettings, keepDays: number): Promise<number> => {
  const open = (await sends(db).where("state", "in", ["starting", "sending"]).get()).docs
  let queued = 0
  for (const send of open) queued += await sendBatch(db, send.id, now, settings, keepDays)
  return queued
}

const iso = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

const isDeliveryState = (value: unknown): value is DeliveryState => (DELIVERY_STATES as readonly unknown[]).includes(value)

/**
 * A send's readers, with the mail service's word on each queued letter written back to its record
 * (sent or failed, from the Trigger Email extension's `delivery` field), so later calls read less.
 */
const settledDeliveries = async (db: Firestore, sendId: string): Promise<DocumentSnapshot[]> => {
  const records = (await deliveries(db).where("sendId", "==", sendId).get()).docs
  const queued = records.filter((record) => record.get("state") === "queued")
  if (queued.length === 0) return records
  const mails = await db.getAll(...queued.map((record) => db.collection(MAIL).doc(record.id)))
  const batch = db.batch()
  let changed = 0
  mails.forEach((mail, at) => {
    const settled = settledState(mail)
    if (!settled) return
    changed += 1
    batch.update(queued[at].ref, { ...settled, at: Timestamp.now() })
  })
  if (changed === 0) return records
  await batch.commit()
  return (await deliveries(db).where("sendId", "==", sendId).get()).docs
}

const tally = (records: DocumentSnapshot[]): Record<DeliveryState, number> => {
  const counts = Object.fromEntries(DELIVERY_STATES.map((state) => [state, 0])) as Record<DeliveryState, number>
  for (const record of records) {
    const state: unknown = record.get("state")
    if (isDeliveryState(state)) counts[state] += 1
  }
  return counts
}

const summary = (doc: DocumentSnapshot, counts: Record<DeliveryState, number>): NewsletterSendSummary => ({
  sendId: doc.id,
  slug: String(doc.get("slug")),
  subject: String(doc.get("subject")),
  startedAt: iso(doc.get("startedAt")) ?? "",
  ...(iso(doc.get("finishedAt")) ? { finishedAt: iso(doc.get("finishedAt")) } : {}),
  state: doc.get("state") === "done" ? "done" : "sending",
  total: typeof doc.get("total") === "number" ? (doc.get("total") as number) : 0,
  counts,
})

/** A send as the studio shows it, its counts read afresh (and kept on the send for the list of sends). */
export const summaryOf = async (db: Firestore, doc: DocumentSnapshot): Promise<NewsletterSendSummary> => {
  const counts = tally(await settledDeliveries(db, doc.id))
  await doc.ref.update({ counts })
  return summary(doc, counts)
}

const storedCounts = (doc: DocumentSnapshot): Record<DeliveryState, number> => {
  const stored = (doc.get("counts") ?? {}) as Record<string, unknown>
  return Object.fromEntries(DELIVERY_STATES.map((state) => [state, typeof stored[state] === "number" ? stored[state] : 0])) as Record<DeliveryState, number>
}

/**
 * The studio's view: with a send's key, that send afresh and its readers (a page of them, by
 * record name after `cursor`), having first taken its next batch if its pause is over; without,
 * the latest sends as last counted.
 */
export const sendStatus = async (
  db: Firestore,
  { sendId, cursor }: { sendId?: string; cursor?: string },
  { now, settings, keepDays }: { now: Date; settings: BatchSettings; keepDays: number },
): Promise<NewsletterSendStatus> => {
  if (!sendId) {
    const latest = (await sends(db).orderBy("startedAt", "desc").limit(LATEST_SENDS).get()).docs
    return { sends: latest.map((doc) => summary(doc, storedCounts(doc))) }
  }
  await sendBatch(db, sendId, now, settings, keepDays)
  const doc = await sends(db).doc(sendId).get()
  if (!doc.exists) throw new HttpsError("not-found", "There is no send with this key.")
  const records = (await settledDeliveries(db, sendId)).sort((a, b) => a.id.localeCompare(b.id))
  const counts = tally(records)
  await doc.ref.update({ counts })
  const from = cursor ? records.findIndex((record) => record.id > cursor) : 0
  const page = from < 0 ? [] : records.slice(from, from + DELIVERIES_PER_PAGE)
  const last = page.at(-1)
  const more = from >= 0 && from + DELIVERIES_PER_PAGE < records.length
  // The records name readers by their id alone: the address is the reader's record's, gone once they left.
  const readerRecords = page.length ? await db.getAll(...page.map((record) => subscribers(db).doc(String(record.get("subscriberId"))))) : []
  const readers: NewsletterDelivery[] = page.map((record, at) => {
    const state: unknown = record.get("state")
    const error: unknown = record.get("error")
    const email: unknown = readerRecords[at]?.get("email")
    return {
      email: typeof email === "string" ? email : "",
      state: isDeliveryState(state) ? state : "pending",
      at: iso(record.get("at")) ?? "",
      ...(typeof error === "string" && error ? { error } : {}),
    }
  })
  return { sends: [summary(doc, counts)], deliveries: readers, next: more && last ? last.id : null }
}
