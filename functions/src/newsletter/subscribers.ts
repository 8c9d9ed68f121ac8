/**
 * The newsletter's readers, one document each in NEWSLETTER_SUBSCRIBERS, named by the salted hash
 * of the address (common/sender-key.ts emailKey), so asking again finds the same one and the
 * per-address limit counts under the same key. A reader is "waiting" until the link mailed to them
 * is followed, then "confirmed". The record keeps the proof of consent: the words shown, where,
 * when they asked and when they confirmed (or, for an import, that she vouched for it and where
 * they agreed).
 *
 * Links carry `<id>.<secret>`: a confirmation link's secret is kept only as its hash and works
 * once; the unsubscribe secret is kept as it is, since every letter must carry it.
 */
import { randomBytes, timingSafeEqual } from "node:crypto"
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { MAIL, NEWSLETTER_DELIVERIES, NEWSLETTER_LEFT, NEWSLETTER_SUBSCRIBERS } from "../../../contract/firebase-settings"
import type { NewsletterPlace } from "../../../contract/newsletter-form"
import type { SubscriberSource, SubscriberState } from "../../../contract/newsletter-api"
import { expiryAfter } from "../../../contract/retention"
import { hashSecret } from "../common/secret-hash"

/** How a reader agreed: the form's words and place, or her word for an import. */
export type ConsentRecord =
  | { how: "form"; words: string; place: NewsletterPlace; page: string; askedAt: Timestamp; confirmedAt?: Timestamp }
  | { how: "import"; vouchedBy: string; source: string; importedAt: Timestamp }

export interface SubscriberRecord {
  email: string
  name?: string
  state: SubscriberState
  source: SubscriberSource
  joinedAt: Timestamp
  /** `<joinedAt ISO>|<id>`: the list's order, newest first, unique, for paging without cursors. */
  listKey: string
  confirmedAt?: Timestamp
  consent: ConsentRecord
  /** The hash of the latest confirmation link's secret, until it is followed. */
  linkHash?: string | null
  linkExpiresAt?: Timestamp | null
  /** Confirmation e-mails sent so far: the number in the next one's mail id. */
  linksSent?: number
  lastLinkAt?: Timestamp
  unsubscribeKey: string
  /** A waiting reader is deleted when their link expires; a confirmed one is kept while subscribed. */
  expiresAt?: Timestamp | null
}

export const subscribers = (db: Firestore) => db.collection(NEWSLETTER_SUBSCRIBERS)

/**
 * A confirmation e-mail's mail document: named by the reader and how many links went before it, so
 * a reader's erasure finds each of them by name.
 */
export const confirmationMailId = (id: string, sentBefore: number): string => `newsletter-confirm-${id}-${sentBefore}`

export const newSecret = (): string => randomBytes(32).toString("base64url")

export const listKeyOf = (joinedAt: Date, id: string): string => `${joinedAt.toISOString()}|${id}`

/** A link's token: the reader's id (64 hex digits), a dot, and a secret. */
export const linkToken = (id: string, secret: string): string => `${id}.${secret}`

const TOKEN = /^([0-9a-f]{64})\.([A-Za-z0-9_-]{20,100})$/

export const readToken = (value: unknown): { id: string; secret: string } | null => {
  const match = typeof value === "string" ? TOKEN.exec(value) : null
  return match ? { id: match[1], secret: match[2] } : null
}

const sameSecret = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

export const stateOf = (doc: DocumentSnapshot): SubscriberState | null => {
  const state: unknown = doc.get("state")
  return state === "waiting" || state === "confirmed" ? state : null
}

/** The reader a confirmation link would confirm, if it still works (to show on the page it opens). */
export const waitingForLink = async (db: Firestore, token: string, now: Date): Promise<{ id: string; email: string } | null> => {
  const parsed = readToken(token)
  if (!parsed) return null
  const doc = await subscribers(db).doc(parsed.id).get()
  return linkWorks(doc, parsed.secret, now) ? { id: doc.id, email: String(doc.get("email")) } : null
}

const linkWorks = (doc: DocumentSnapshot, secret: string, now: Date): boolean => {
  const hash: unknown = doc.get("linkHash")
  const expires: unknown = doc.get("linkExpiresAt")
  return stateOf(doc) === "waiting" && typeof hash === "string" && sameSecret(hash, hashSecret(secret)) && expires instanceof Timestamp && expires.toMillis() > now.getTime()
}

/**
 * Follows a confirmation link: the reader is confirmed, the link spent. A used, replaced, expired
 * or made-up link changes nothing. Any note that they had left before goes: they are back.
 */
export const confirmSubscription = async (db: Firestore, token: string, now: Date): Promise<{ email: string } | null> => {
  const parsed = readToken(token)
  if (!parsed) return null
  const ref = subscribers(db).doc(parsed.id)
  return db.runTransaction(async (transaction) => {
    const doc = await transaction.get(ref)
    if (!linkWorks(doc, parsed.secret, now)) return null
    const at = Timestamp.fromDate(now)
    transaction.update(ref, { state: "confirmed", confirmedAt: at, "consent.confirmedAt": at, linkHash: null, linkExpiresAt: null, expiresAt: null })
    transaction.delete(db.collection(NEWSLETTER_LEFT).doc(parsed.id))
    return { email: String(doc.get("email")) }
  })
}

/** The reader an unsubscribe link names, if the link is theirs. */
export const readerOfUnsubscribeLink = async (db: Firestore, token: string): Promise<{ id: string; email: string } | null> => {
  const parsed = readToken(token)
  if (!parsed) return null
  const doc = await subscribers(db).doc(parsed.id).get()
  const key: unknown = doc.get("unsubscribeKey")
  return doc.exists && typeof key === "string" && sameSecret(key, parsed.secret) ? { id: doc.id, email: String(doc.get("email")) } : null
}

export type LeftHow = "unsubscribed" | "removed"

/** The delivery states a mail document's `delivery.state` (written by the Trigger Email extension) settles. */
export const settledState = (mail: DocumentSnapshot | undefined): { state: "sent" | "failed"; error?: string } | null => {
  const state: unknown = mail?.exists ? mail.get("delivery.state") : undefined
  if (state === "SUCCESS") return { state: "sent" }
  if (state === "ERROR") return { state: "failed", error: String(mail?.get("delivery.error") ?? "") }
  return null
}

/**
 * A reader leaves the list (they unsubscribed, or she removed them): their record goes, and what
 * is kept of them is the salted hash of the address (the id of the note) and the date, until her
 * keeping period ends. Their confirmation e-mails and letters' mail documents go too; the send
 * records, which name a reader by that hash alone, keep how each went (a letter not yet handed to
 * the mail service is skipped) and no longer show an address for them.
 */
export const leaveList = async (db: Firestore, id: string, how: LeftHow, now: Date, keepDays: number): Promise<boolean> => {
  const ref = subscribers(db).doc(id)
  let links = 0
  const left = await db.runTransaction(async (transaction: Transaction) => {
    const doc = await transaction.get(ref)
    if (!doc.exists) return false
    const sent: unknown = doc.get("linksSent")
    links = typeof sent === "number" ? sent : 0
    transaction.delete(ref)
    transaction.set(db.collection(NEWSLETTER_LEFT).doc(id), { leftAt: Timestamp.fromDate(now), how, expiresAt: Timestamp.fromDate(expiryAfter(now, keepDays)) })
    return true
  })
  if (!left) return false
  const deliveries = (await db.collection(NEWSLETTER_DELIVERIES).where("subscriberId", "==", id).get()).docs
  for (const delivery of deliveries) {
    const mailRef = db.collection(MAIL).doc(delivery.id)
    const settled = settledState(await mailRef.get())
    const state: unknown = delivery.get("state")
    const next = state === "pending" ? { state: "skipped", at: Timestamp.fromDate(now) } : state === "queued" && settled ? { ...settled, at: Timestamp.fromDate(now) } : {}
    const batch = db.batch()
    if (Object.keys(next).length) batch.update(delivery.ref, next)
    batch.delete(mailRef)
    await batch.commit()
  }
  for (let sent = 0; sent < links; sent += 1) await db.collection(MAIL).doc(confirmationMailId(id, sent)).delete()
  return true
}

/** Whether this address left the list (the note of it is still kept). */
export const hasLeft = async (db: Firestore, id: string): Promise<boolean> => (await db.collection(NEWSLETTER_LEFT).doc(id).get()).exists
