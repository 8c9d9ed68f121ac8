/**
 * A client's own engagements in `engagements`: reading them (a sent proposal is marked opened the
 * first time), accepting one and declining one. Each reads only documents whose `clientEmail` is
 * the caller's; another's is answered as if it did not exist. Accepting and declining are final,
 * each one transaction over the document it changes.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENGAGEMENTS, MAIL } from "../../../contract/firebase-settings"
import { isStoredProposalState as isStoredState, proposalExpiry, proposalSchema, proposalState } from "../../../contract/engagement-schema"
import { termsSchema } from "../../../contract/engagement-terms"
import type { z } from "zod"
import type { acceptProposalSchema, AcceptanceRecord, AnswerRefusal, ClientEngagement, declineProposalSchema } from "../../../contract/client-room-api"
import { longDate } from "../../../contract/long-date"
import { answerMail, answerMailId } from "../engagements/answer-email"
import { contentHash } from "../engagements/terms"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { enquiryExpiry } from "../common/retention"
import type { SiteIdentity } from "../site/site-identity"
import { snapshotIntake } from "../client-record/intake"

/** What the functions know at a call: her days a proposal stays open, her name for the messages, her identity for her e-mail, the time. */
export interface ClientContext {
  proposalDays: number
  coachName: string
  site: SiteIdentity
  now: Date
}

const isoOf = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

const acceptanceOf = (value: unknown): AcceptanceRecord | undefined => {
  if (!value || typeof value !== "object") return undefined
  const { name, acceptedAt, proposalHash, termsHash } = value as Record<string, unknown>
  const at = isoOf(acceptedAt)
  return typeof name === "string" && at && typeof proposalHash === "string" && typeof termsHash === "string" ? { name, acceptedAt: at, proposalHash, termsHash } : undefined
}

/** A stored engagement as its client sees it, or null for a document that is not one. */
const engagementOf = (snapshot: DocumentSnapshot, { proposalDays, now }: ClientContext): ClientEngagement | null => {
  const stored = snapshot.get("state")
  const proposal = proposalSchema.safeParse(snapshot.get("proposal"))
  const terms = termsSchema.safeParse(snapshot.get("terms.content"))
  const sentAt = snapshot.get("sentAt")
  if (!isStoredState(stored) || !proposal.success || !terms.success || !(sentAt instanceof Timestamp)) return null
  const acceptance = acceptanceOf(snapshot.get("acceptance"))
  const declinedAt = isoOf(snapshot.get("decline.declinedAt"))
  return {
    proposalId: snapshot.id,
    state: proposalState(stored, sentAt.toDate(), proposalDays, now),
    proposal: proposal.data,
    terms: terms.data,
    // The hashes as the proposal's sending made them (terms.ts): over the schema's parse, keys in one order.
    termsHash: contentHash(terms.data),
    proposalHash: contentHash(proposal.data),
    sentAt: sentAt.toDate().toISOString(),
    expiresAt: proposalExpiry(sentAt.toDate(), proposalDays).toISOString(),
    ...(acceptance ? { acceptance } : {}),
    ...(declinedAt ? { declinedAt } : {}),
  }
}

const NOT_THEIRS = "There is no such proposal for your e-mail address."

/** The engagement if it is the caller's; another's, a missing one and an unreadable one alike are not found. */
const ownEngagement = (snapshot: DocumentSnapshot, clientEmail: string, context: ClientContext): ClientEngagement => {
  const engagement = snapshot.exists && snapshot.get("clientEmail") === clientEmail ? engagementOf(snapshot, context) : null
  if (!engagement) throw new HttpsError("not-found", NOT_THEIRS)
  return engagement
}

const refused = (reason: AnswerRefusal, message: string): HttpsError => new HttpsError("failed-precondition", message, { reason })


/** Why a proposal can no longer be answered, in words; null while it is open. */
const closedRefusal = (engagement: ClientEngagement, { coachName }: ClientContext): HttpsError | null => {
  switch (engagement.state) {
    case "accepted":
      return refused("accepted", "You have already accepted this proposal, and an acceptance is final.")
    case "declined":
      return refused("declined", `You declined this proposal, so it can no longer be accepted. If you have changed your mind, write to ${coachName}.`)
    case "withdrawn":
      return refused("withdrawn", `${coachName} has withdrawn this proposal, so it can no longer be accepted or declined.`)
    case "expired":
      return refused("expired", `This proposal closed on ${longDate(new Date(engagement.expiresAt))}. Ask ${coachName} to send it again if you would like to accept it.`)
    default:
      return null
  }
}

/** The caller's engagements, the latest sent first; each sent one still open is marked opened. */
export const listClientEngagements = async (db: Firestore, clientEmail: string, context: ClientContext): Promise<ClientEngagement[]> => {
  const found = await db.collection(ENGAGEMENTS).where("clientEmail", "==", clientEmail).get()
  const engagements = await Promise.all(
    found.docs.map(async (doc) => {
      const engagement = engagementOf(doc, context)
      if (!engagement || engagement.state !== "sent") return engagement
      // The first look: opened, once, in a transaction so a second tab or an answer in between is not overwritten.
      await db.runTransaction(async (transaction) => {
        const current = await transaction.get(doc.ref)
        if (current.get("state") !== "sent") return
        const at = Timestamp.fromDate(context.now)
        transaction.update(doc.ref, { state: "opened", openedAt: at, updatedAt: at })
      })
      return ownEngagement(await doc.ref.get(), clientEmail, context)
    }),
  )
  return engagements.filter((each): each is ClientEngagement => each !== null).sort((a, b) => b.sentAt.localeCompare(a.sentAt))
}

type Accepting = z.output<typeof acceptProposalSchema>
type Declining = z.output<typeof declineProposalSchema>

/**
 * Accepts the caller's open proposal, if the proposal and the terms they were shown are still the
 * ones stored (by content hash). Writes `state: "accepted"` and `acceptance` in one transaction:
 * the change the agreement's and the first invoice's trigger reacts to; and, in it, the snapshot of
 * her intake questions (client-record/intake.ts).
 */
export const acceptProposal = async (db: Firestore, clientEmail: string, request: Accepting, context: ClientContext): Promise<ClientEngagement> => {
  const ref = db.collection(ENGAGEMENTS).doc(request.proposalId)
  await db.runTransaction(async (transaction) => {
    const engagement = ownEngagement(await transaction.get(ref), clientEmail, context)
    const closed = closedRefusal(engagement, context)
    if (closed) throw closed
    if (engagement.proposalHash !== request.proposalHash || engagement.termsHash !== request.termsHash) {
      throw refused("changed", "This proposal or its terms have changed since this page showed them. Please read them again before you accept.")
    }
    transaction.update(ref, {
      state: "accepted",
      acceptance: { name: request.name, acceptedAt: FieldValue.serverTimestamp(), proposalHash: engagement.proposalHash, termsHash: engagement.termsHash },
      updatedAt: FieldValue.serverTimestamp(),
    })
    // The intake questions in force now are the ones this client is asked, whatever she edits later.
    snapshotIntake(db, transaction, request.proposalId, clientEmail, context.site.intakeQuestions)
  })
  return ownEngagement(await ref.get(), clientEmail, context)
}

/**
 * Declines the caller's open proposal, with their reason if they gave one. Final, as an acceptance
 * is. Her e-mail is queued in the same transaction, so a retry (refused: already declined) never
 * sends a second one.
 */
export const declineProposal = async (db: Firestore, clientEmail: string, request: Declining, context: ClientContext): Promise<ClientEngagement> => {
  const ref = db.collection(ENGAGEMENTS).doc(request.proposalId)
  const queued = await db.runTransaction(async (transaction): Promise<QueuedMail> => {
    const engagement = ownEngagement(await transaction.get(ref), clientEmail, context)
    const closed = closedRefusal(engagement, context)
    if (closed) throw engagement.state === "declined" ? refused("declined", "You have already declined this proposal.") : closed
    transaction.update(ref, {
      state: "declined",
      decline: { declinedAt: FieldValue.serverTimestamp(), ...(request.reason ? { reason: request.reason } : {}) },
      updatedAt: FieldValue.serverTimestamp(),
    })
    const { site, now } = context
    const mail = answerMail(engagement.proposal, { kind: "declined", at: now, ...(request.reason ? { reason: request.reason } : {}) }, site.email)
    const id = answerMailId(engagement.proposalId, "declined")
    transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt: enquiryExpiry(now, site.retention.enquiryDays) })
    return { id, mail }
  })
  printQueuedMails([queued])
  return ownEngagement(await ref.get(), clientEmail, context)
}
