import { FieldValue, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENQUIRY_FIELDS, writtenFields, type Enquiry, type EnquiryFields } from "../../../contract/enquiry-schema"
import { ENQUIRIES, MAIL } from "../../../contract/firebase-settings"
import { DIGEST_PENDING } from "../common/digest-schedule"
import { RATE_LIMIT, type EnquiryLimits } from "../common/enquiry-limits"
import { hourlyCount, hourOf, takenIn, takeOne, type HourlyCount } from "../common/hourly-count"
import { payloadHash } from "../common/payload-hash"
import { ownScopes, refusal, type OwnScope } from "../common/sending-slots"
import { notificationEmail } from "./notification-email"
import { enquiryExpiry } from "../common/retention"
import { enquiryKeepDays } from "../site/site-identity"

export interface StoreEnquiryInput {
  enquiry: Enquiry
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  /** The salted hash of the visitor's e-mail address, lower-cased. */
  emailKey: string
  /** The signed-in user who sent it, if any. */
  uid?: string
  coachEmail: string
  /** Filled-in spam trap: kept for the coach to look at, marked, and no e-mail is sent. */
  suspectedSpam?: boolean
  limits?: Partial<EnquiryLimits>
  /** Days the enquiry and its e-mail are kept (content/site.json). */
  keepDays?: number
  now?: Date
  /** The enquiry's fields; the shared table unless a test gives another. */
  fields?: EnquiryFields
}

export interface StoredEnquiry {
  enquiryId: string
  /** False when this submission id had been stored before with the same content (a retry): nothing new was written. */
  created: boolean
}

/** An enquiry stored before the hash was kept: its hash comes from the stored fields. */
const storedHash = (snapshot: DocumentSnapshot, fields: EnquiryFields): string => {
  const kept = snapshot.get("payloadHash")
  if (typeof kept === "string") return kept
  const text = (field: string) => {
    const value = snapshot.get(field)
    return typeof value === "string" ? value : undefined
  }
  return payloadHash(Object.fromEntries(writtenFields(fields).map((key) => [key, text(key)])), fields)
}

/** Firestore's gRPC code for a transaction that met another on the same documents (ABORTED). */
const isContention = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 10

/** Long enough for fifty requests that arrive at once to take their turns; a request is never kept longer. */
const TRY_FOR_MS = 20_000

/** The documents an enquiry's store reads: the enquiry itself, then everyone's count and its own two. */
interface Reads {
  enquiryRef: DocumentReference
  everyone: HourlyCount
  own: OwnScope[]
}

const readsOf = (db: Firestore, input: StoreEnquiryInput, limits: EnquiryLimits, window: number): Reads => ({
  enquiryRef: db.collection(ENQUIRIES).doc(input.enquiry.submissionId),
  everyone: hourlyCount(db, "all", window),
  own: ownScopes(db, input.sender, input.emailKey, limits, window),
})

const refsOf = ({ enquiryRef, everyone, own }: Reads): DocumentReference[] => [enquiryRef, everyone.ref, ...own.map(([scope]) => scope.ref)]

/** Throws the refusal of the first limit the counts have reached; otherwise answers what each has taken. */
const checkLimits = (reads: Reads, [, everyoneCount, ...ownCounts]: DocumentSnapshot[], limits: EnquiryLimits, now: Date) => {
  const own = ownCounts.map(takenIn)
  reads.own.forEach(([, cap, limit], at) => {
    if (own[at] >= cap) throw refusal(limit, now)
  })
  const everyone = takenIn(everyoneCount)
  if (everyone >= limits.perHourAll) throw refusal("everyone", now)
  return { everyone, own }
}

/** Each instance's stores, one after another: within an instance they would only meet on everyone's count. */
const turns = new WeakMap<Firestore, Promise<unknown>>()
const inTurn = <T>(db: Firestore, work: () => Promise<T>): Promise<T> => {
  const mine = (turns.get(db) ?? Promise.resolve()).then(work, work)
  turns.set(db, mine.catch(() => undefined))
  return mine
}

/**
 * Stores the enquiry and either its notification e-mail or its place in the digest, and counts it
 * against the sender's, the e-mail address's and everyone's hourly limits, in one transaction, once
 * per submission id. Four documents are read, whatever the caps (hourly-count.ts): first without a
 * transaction, so that a flood refused by a limit it has already reached is answered at once, takes
 * no lock and waits for no other request; then in the transaction, which makes concurrent requests
 * take turns on everyone's count. Stores from one instance take turns; a request that loses a race
 * to another instance (Firestore fails its transaction with ABORTED,
 * https://firebase.google.com/docs/firestore/transaction-data-contention) waits a moment at random,
 * longer each time so that racers spread out, and starts again.
 */
export const storeEnquiry = async (db: Firestore, input: StoreEnquiryInput): Promise<StoredEnquiry> => {
  const limits = { ...RATE_LIMIT, ...input.limits }
  const now = input.now ?? new Date()
  const reads = readsOf(db, input, limits, hourOf(now))
  const snapshots = await db.getAll(...refsOf(reads))
  // A resend of a stored enquiry is answered in the transaction even when a limit has been reached since.
  if (!snapshots[0].exists) checkLimits(reads, snapshots, limits, now)
  const started = Date.now()
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inTurn(db, () => storeOnce(db, { ...input, now }, limits, reads))
    } catch (error) {
      if (!isContention(error)) throw error
    }
    if (Date.now() - started > TRY_FOR_MS) break
    await new Promise((resume) => setTimeout(resume, Math.random() * Math.min(1000, 10 * 2 ** attempt)))
  }
  throw new HttpsError("aborted", "The enquiry could not be stored just now; please send it again.")
}

/**
 * One attempt. The SDK's own attempts wait a second and more after a clash, and at a burst every
 * enquiry clashes on everyone's count: storeEnquiry retries it sooner, at random, instead.
 */
const storeOnce = (db: Firestore, input: StoreEnquiryInput, limits: EnquiryLimits, reads: Reads) =>
  db.runTransaction(async (transaction: Transaction): Promise<StoredEnquiry> => {
    const { enquiry, uid, coachEmail, suspectedSpam = false, keepDays = enquiryKeepDays(), now = new Date(), fields = ENQUIRY_FIELDS } = input
    const { enquiryRef, everyone, own } = reads
    const enquiryId = enquiry.submissionId
    const snapshots = await transaction.getAll(...refsOf(reads))
    const existing = snapshots[0]
    const hash = payloadHash(enquiry, fields)
    if (existing.exists) {
      if (storedHash(existing, fields) === hash) return { enquiryId, created: false }
      // The same id with other words: never answer "sent" for words that were not stored.
      throw new HttpsError("aborted", "This message was changed after it was first sent; please send it again.", { changedSinceSent: true })
    }
    const taken = checkLimits(reads, snapshots, limits, now)
    takeOne(transaction, everyone, taken.everyone)
    own.forEach(([scope], at) => takeOne(transaction, scope, taken.own[at]))
    const expiresAt = enquiryExpiry(now, keepDays)
    // Past the hour's e-mails, the coach hears of it in the digest instead (enquiry-digest.ts).
    const emailed = !suspectedSpam && taken.everyone < limits.emailsPerHour
    transaction.create(enquiryRef, {
      ...enquiry,
      website: undefined,
      uid,
      payloadHash: hash,
      receivedAt: FieldValue.serverTimestamp(),
      expiresAt,
      ...(suspectedSpam ? { suspectedSpam: true } : {}),
      ...(!suspectedSpam && !emailed ? { digest: DIGEST_PENDING } : {}),
    })
    if (emailed) transaction.create(db.collection(MAIL).doc(enquiryId), { ...notificationEmail(enquiry, coachEmail, enquiryId, fields), expiresAt })
    return { enquiryId, created: true }
  }, { maxAttempts: 1 })
