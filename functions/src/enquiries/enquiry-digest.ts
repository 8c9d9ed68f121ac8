import { Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { refreshSiteIdentity } from "../site/site-identity"
import type { EnquiryTopic } from "../../../contract/enquiry-schema"
import { ENQUIRIES, MAIL } from "../../../contract/firebase-settings"
import { firestore } from "../firestore"
import { enquiryLimits } from "../common/enquiry-limits"
import { DIGEST_MINUTE, DIGEST_PENDING } from "../common/digest-schedule"
import { escapeHtml, type MailDocument } from "../common/mail"
import { TOPIC_LABELS } from "../common/topic-labels"

/** Enquiries one digest lists at most; an hour's share is far below it (the cap for everyone, less its e-mails). */
const DIGEST_MAX = 200
const MAX_ROUNDS = 10

const text = (snapshot: DocumentSnapshot, field: string): string => {
  const value: unknown = snapshot.get(field)
  return typeof value === "string" ? value : ""
}

const firstLine = (message: string, max = 100): string => {
  const line = message.trim().split("\n")[0].trim()
  return line.length > max ? `${line.slice(0, max - 1)}…` : line
}

const londonTime = (snapshot: DocumentSnapshot): string => {
  const receivedAt: unknown = snapshot.get("receivedAt")
  const date = receivedAt instanceof Timestamp ? receivedAt.toDate() : new Date(0)
  return date.toLocaleString("en-GB", { timeZone: "Europe/London", day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
}

/** One e-mail listing enquiries that arrived past the hour's e-mails: who, when, about what, and the first line. */
export const digestEmail = (enquiries: DocumentSnapshot[], coachEmail: string, emailsPerHour: number): MailDocument => {
  const lines = enquiries.map((doc) => {
    const organisation = text(doc, "organisation")
    const topic = TOPIC_LABELS[text(doc, "topic") as EnquiryTopic] ?? text(doc, "topic")
    return {
      who: `${text(doc, "name")}${organisation ? ` (${organisation})` : ""} <${text(doc, "email")}>`,
      what: `${londonTime(doc)}, ${topic}`,
      line: firstLine(text(doc, "message")),
      reference: doc.id,
    }
  })
  const count = lines.length
  const intro = `More enquiries arrived than the ${emailsPerHour} an hour that are e-mailed to you one by one, so ${count === 1 ? "this one comes" : `these ${count} come`} together. Each is in the studio's inbox, where you can read it in full and reply.`
  const outro = "If most of these look like nonsense, someone is flooding the contact form. Nothing needs doing: the form limits how much each sender can send and how much it keeps in an hour."
  return {
    to: [coachEmail],
    message: {
      subject: `${count} more ${count === 1 ? "enquiry" : "enquiries"} from the website, in one e-mail`,
      text: [intro, "", ...lines.map(({ who, what, line, reference }) => `- ${what}: ${who}\n  "${line}" (reference ${reference})`), "", outro].join("\n"),
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        "<ul>",
        ...lines.map(
          ({ who, what, line, reference }) =>
            `<li>${escapeHtml(what)}: ${escapeHtml(who)}<br>&ldquo;${escapeHtml(line)}&rdquo; (reference ${escapeHtml(reference)})</li>`,
        ),
        "</ul>",
        `<p>${escapeHtml(outro)}</p>`,
      ].join("\n"),
    },
  }
}

export interface DigestResult {
  /** Digest e-mails queued. */
  digests: number
  /** Enquiries they list. */
  enquiries: number
}

const earliestExpiry = (enquiries: DocumentSnapshot[]): Timestamp | undefined =>
  enquiries
    .map((doc): unknown => doc.get("expiresAt"))
    .filter((value): value is Timestamp => value instanceof Timestamp)
    .sort((a, b) => a.toMillis() - b.toMillis())[0]

/**
 * Queues one digest e-mail for the enquiries waiting for it, and marks each with the digest's id, in
 * one batch. The digest is named after its first enquiry and created, never overwritten, so a run
 * repeated by the scheduler, or two at once, cannot send the same enquiries twice. It carries the
 * visitors' names and addresses, so it expires with the first of its enquiries.
 */
export const sendDigest = async (db: Firestore, coachEmail: string, emailsPerHour: number): Promise<DigestResult> => {
  const result: DigestResult = { digests: 0, enquiries: 0 }
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const pending = await db.collection(ENQUIRIES).where("digest", "==", DIGEST_PENDING).limit(DIGEST_MAX).get()
    if (pending.empty) break
    const received = (doc: DocumentSnapshot): number => {
      const at: unknown = doc.get("receivedAt")
      return at instanceof Timestamp ? at.toMillis() : 0
    }
    const enquiries = [...pending.docs].sort((a, b) => received(a) - received(b) || a.id.localeCompare(b.id))
    const digestId = `digest-${enquiries[0].id}`
    const batch = db.batch()
    batch.create(db.collection(MAIL).doc(digestId), { ...digestEmail(enquiries, coachEmail, emailsPerHour), expiresAt: earliestExpiry(enquiries) })
    for (const doc of enquiries) batch.update(doc.ref, { digest: digestId })
    await batch.commit()
    result.digests += 1
    result.enquiries += enquiries.length
    if (pending.size < DIGEST_MAX) break
  }
  return result
}

/**
 * Every hour, a few minutes past: the enquiries stored past the hour's e-mails reach the coach in one
 * e-mail, so a flood costs her one e-mail an hour beyond the hour's own.
 */
export const sendEnquiryDigest = onSchedule({ schedule: `${DIGEST_MINUTE} * * * *`, timeZone: "Europe/London" }, async () => {
  const { email } = await refreshSiteIdentity(firestore())
  const result = await sendDigest(firestore(), email, enquiryLimits().emailsPerHour)
  logger.info("Enquiry digest", { ...result })
})
