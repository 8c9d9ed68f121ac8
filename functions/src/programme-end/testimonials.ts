/**
 * A client's testimonial at the end of a programme, in `clientTestimonials/{engagementId}`: she asks
 * once the programme has ended (the client is e-mailed once), the client writes it in their room
 * and chooses how they may be named, which records their permission as the CAP Code expects (who,
 * when, the exact words and their hash, the naming); a change records a new permission, keeps the
 * old in `history` and takes any publication off the site. She publishes only the words permitted.
 * She may suggest other words from the studio; they are the client's to agree to in their room, and
 * until then the permitted words (and any publication of them) stand.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { z } from "zod"
import {
  firstNameOf,
  namingSchema,
  publishedNaming,
  type giveTestimonialSchema,
  type suggestWordingSchema,
  type TestimonialPermission,
  type TestimonialPublication,
  type TestimonialRecord,
  type TestimonialSuggestion,
} from "../../../contract/programme-end-api"
import type { Testimonial } from "../../../contract/content-schema"
import { CLIENT_TESTIMONIALS, ENGAGEMENTS, MAIL } from "../../../contract/firebase-settings"
import { londonDay } from "../common/london-days"
import type { QueuedMail } from "../common/local-terminal"
import { contentHash } from "../engagements/terms"
import type { SiteIdentity } from "../site/site-identity"
import { acceptedRecord, ownRecord } from "./engagement-record"
import { testimonialRequestMail, wordingSuggestionMail } from "./record-emails"
import { permissionRecordOf, setTestimonialItem, TESTIMONIALS_PAGE } from "./published-testimonials"

const isoOf = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())

/** The SHA-256 (hex) of the exact words, as the permission records them. */
export const wordingHashOf = (wording: string): string => contentHash(wording)

const permissionOf = (value: unknown): TestimonialPermission | null => {
  if (!value || typeof value !== "object") return null
  const { email, acceptanceName, givenAt, wording, wordingHash, naming } = value as Record<string, unknown>
  const parsedNaming = namingSchema.safeParse(naming)
  if (typeof email !== "string" || typeof acceptanceName !== "string" || typeof wording !== "string" || typeof wordingHash !== "string" || !parsedNaming.success) return null
  return { email, acceptanceName, givenAt: isoOf(givenAt), wording, wordingHash, naming: parsedNaming.data }
}

const publicationOf = (value: unknown): TestimonialPublication | null => {
  if (!value || typeof value !== "object") return null
  const { wordingHash, publishedAt } = value as Record<string, unknown>
  return typeof wordingHash === "string" ? { pageId: TESTIMONIALS_PAGE, wordingHash, publishedAt: isoOf(publishedAt) } : null
}

const suggestionOf = (value: unknown): TestimonialSuggestion | null => {
  if (!value || typeof value !== "object") return null
  const { wording, suggestedAt } = value as Record<string, unknown>
  return typeof wording === "string" ? { wording, suggestedAt: isoOf(suggestedAt) } : null
}

/** A stored testimonial document as both sides read it, or null when she has not asked. */
export const testimonialOf = (snapshot: DocumentSnapshot): TestimonialRecord | null => {
  if (!snapshot.exists) return null
  const history: unknown = snapshot.get("history")
  return {
    askedAt: isoOf(snapshot.get("askedAt")),
    current: permissionOf(snapshot.get("current")),
    history: Array.isArray(history) ? history.flatMap((each) => permissionOf(each) ?? []) : [],
    published: publicationOf(snapshot.get("published")),
    suggestion: suggestionOf(snapshot.get("suggestion")),
  }
}

export const testimonialMailId = (engagementId: string): string => `testimonial-${engagementId}-ask`

/** She ends the programme: `endedAt` once (a second call keeps the first moment). */
export const endProgramme = async (db: Firestore, engagementId: string, now: Date): Promise<void> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  await db.runTransaction(async (transaction) => {
    const record = acceptedRecord(await transaction.get(ref))
    if (record.endedAt) return
    const at = Timestamp.fromDate(now)
    transaction.update(ref, { endedAt: at, updatedAt: at })
  })
}

/** She asks for a testimonial, once the programme has ended; the client's e-mail is created once. Answers the mail queued, if any. */
export const askTestimonial = async (db: Firestore, engagementId: string, site: SiteIdentity, now: Date): Promise<QueuedMail | null> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  const testimonialRef = db.collection(CLIENT_TESTIMONIALS).doc(engagementId)
  return db.runTransaction(async (transaction) => {
    const [snapshot, existing] = await Promise.all([transaction.get(ref), transaction.get(testimonialRef)])
    const record = acceptedRecord(snapshot)
    if (!record.endedAt) throw new HttpsError("failed-precondition", "End the programme first: a testimonial is asked for once it is over.", { reason: "not-ended" })
    if (existing.exists) return null
    transaction.create(testimonialRef, { engagementId, clientEmail: record.clientEmail, askedAt: Timestamp.fromDate(now), current: null, history: [], published: null })
    const id = testimonialMailId(engagementId)
    const mail = testimonialRequestMail(record, site)
    transaction.create(db.collection(MAIL).doc(id), { ...mail, engagementId })
    return { id, mail }
  })
}

type Giving = z.output<typeof giveTestimonialSchema>

/**
 * The client gives (or changes) their testimonial. The same words and naming change nothing; any
 * other records a new permission, keeps the one before in `history`, and takes a publication off
 * her page (answers true then, so the caller asks for the rebuild).
 */
export const giveTestimonial = async (db: Firestore, clientEmail: string, giving: Giving): Promise<{ record: TestimonialRecord; withdrawnRevision: number | null }> => {
  const ref = db.collection(ENGAGEMENTS).doc(giving.engagementId)
  const testimonialRef = db.collection(CLIENT_TESTIMONIALS).doc(giving.engagementId)
  const withdrawnRevision = await db.runTransaction(async (transaction) => {
    const [snapshot, existing] = await Promise.all([transaction.get(ref), transaction.get(testimonialRef)])
    const record = ownRecord(snapshot, clientEmail)
    const stored = testimonialOf(existing)
    if (!stored) throw new HttpsError("failed-precondition", "Your coach has not asked for a testimonial for this programme.", { reason: "not-asked" })
    const wordingHash = wordingHashOf(giving.wording)
    const current = stored.current
    if (current && current.wordingHash === wordingHash && contentHash(current.naming) === contentHash(giving.naming)) return null
    const revision = stored.published ? await setTestimonialItem(db, transaction, giving.engagementId, null) : null
    const permission = { email: clientEmail, acceptanceName: record.acceptanceName, givenAt: FieldValue.serverTimestamp(), wording: giving.wording, wordingHash, naming: giving.naming }
    transaction.update(testimonialRef, {
      current: permission,
      // The permission before stays on record: what was permitted when it was published.
      ...(existing.get("current") ? { history: FieldValue.arrayUnion(existing.get("current")) } : {}),
      published: null,
      // Her suggestion was answered: these words are the client's own choice now.
      suggestion: FieldValue.delete(),
      updatedAt: FieldValue.serverTimestamp(),
    })
    return revision
  })
  const record = testimonialOf(await testimonialRef.get())
  if (!record) throw new HttpsError("internal", "The testimonial could not be read back.")
  return { record, withdrawnRevision }
}

/** One e-mail per distinct suggested wording: the same words sent again are not mailed again. */
export const suggestionMailId = (engagementId: string, wording: string): string => `testimonial-${engagementId}-suggest-${wordingHashOf(wording).slice(0, 12)}`

type Suggesting = z.output<typeof suggestWordingSchema>

/**
 * She suggests other words for a testimonial the client has given. Stored beside the permission,
 * which it leaves as it is (and the publication of it): only the client's giving them in their
 * room makes them permitted. Answers the mail queued, if any.
 */
export const suggestWording = async (db: Firestore, { engagementId, wording }: Suggesting, site: SiteIdentity): Promise<QueuedMail | null> => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  const testimonialRef = db.collection(CLIENT_TESTIMONIALS).doc(engagementId)
  const mailRef = db.collection(MAIL).doc(suggestionMailId(engagementId, wording))
  return db.runTransaction(async (transaction) => {
    const [snapshot, existing, mailed] = await Promise.all([transaction.get(ref), transaction.get(testimonialRef), transaction.get(mailRef)])
    const record = acceptedRecord(snapshot)
    const stored = testimonialOf(existing)
    const who = firstNameOf(record.proposal.client.name)
    if (!stored) throw new HttpsError("failed-precondition", `You have not asked ${who} for a testimonial yet, so there are no words to suggest a change to.`, { reason: "not-asked" })
    if (!stored.current) throw new HttpsError("failed-precondition", `${who} has not given a testimonial yet, so there are no words to suggest a change to.`, { reason: "no-testimonial" })
    if (stored.current.wordingHash === wordingHashOf(wording)) {
      throw new HttpsError("failed-precondition", `These are the words ${who} permitted already: change them before you send them.`, { reason: "same-words" })
    }
    // The same suggestion again keeps the moment it was first sent.
    if (stored.suggestion?.wording !== wording) transaction.update(testimonialRef, { suggestion: { wording, suggestedAt: FieldValue.serverTimestamp() }, updatedAt: FieldValue.serverTimestamp() })
    if (mailed.exists) return null
    const mail = wordingSuggestionMail(record, site, wording)
    transaction.create(mailRef, { ...mail, engagementId })
    return { id: mailRef.id, mail }
  })
}

/** The item the site shows: the permitted words, named only as permitted, with the date and the record. */
export const publishedItem = (engagementId: string, permission: TestimonialPermission): Testimonial => ({
  quote: permission.wording,
  ...publishedNaming(permission),
  permission: { given: true, on: londonDay(new Date(permission.givenAt)), record: permissionRecordOf(engagementId, permission.wordingHash) },
})

/**
 * She publishes the testimonial as permitted. The words she was shown (by hash) must be the ones
 * permitted now: otherwise refused, as the client has changed them and must be read again.
 */
export const publishTestimonial = async (db: Firestore, engagementId: string, wordingHash: string): Promise<{ record: TestimonialRecord; revision: number | null }> => {
  const testimonialRef = db.collection(CLIENT_TESTIMONIALS).doc(engagementId)
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  const revision = await db.runTransaction(async (transaction) => {
    const [snapshot, existing] = await Promise.all([transaction.get(ref), transaction.get(testimonialRef)])
    acceptedRecord(snapshot)
    const current = testimonialOf(existing)?.current
    if (!current) throw new HttpsError("failed-precondition", "The client has not given a testimonial yet.", { reason: "not-given" })
    if (current.wordingHash !== wordingHash) {
      throw new HttpsError("failed-precondition", "These are not the words the client permitted: they have changed them since. Read their current words before you publish.", { reason: "changed" })
    }
    const built = await setTestimonialItem(db, transaction, engagementId, publishedItem(engagementId, current))
    transaction.update(testimonialRef, { published: { pageId: TESTIMONIALS_PAGE, wordingHash, publishedAt: FieldValue.serverTimestamp() }, updatedAt: FieldValue.serverTimestamp() })
    return built
  })
  const record = testimonialOf(await testimonialRef.get())
  if (!record) throw new HttpsError("internal", "The testimonial could not be read back.")
  return { record, revision }
}
