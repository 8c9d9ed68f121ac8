/**
 * Her proposals in the `engagements` collection: sending one (stored with the exact terms it goes
 * with, and the client's e-mail queued in the same transaction), listing them with the state she
 * sees, withdrawing one and sending one again.
 */
import { Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENGAGEMENTS, MAIL } from "../../../contract/firebase-settings"
import { isStoredProposalState as isStoredState, planAmounts, proposalExpiry, proposalSchema, proposalState, type Proposal } from "../../../contract/engagement-schema"
import type { ProposalSummary, ScheduledInvoice } from "../../../contract/engagement-api"
import { invoiceAmounts } from "../../../contract/invoice-schema"
import { instalmentDay } from "../invoices/invoice-record"
import { readAcceptedEngagement } from "./accepted-engagement"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { enquiryExpiry } from "../common/retention"
import type { SiteIdentity } from "../site/site-identity"
import { clientEmailOf } from "./client-admission"
import { proposalMail } from "./proposal-email"
import { contentHash, type TermsVersion } from "./terms"

/** What the functions know at a call: her identity and settings, the terms in force, the time. */
export interface ProposalContext {
  site: SiteIdentity
  terms: TermsVersion
  now: Date
}

const dateOf = (value: unknown): Date => (value instanceof Timestamp ? value.toDate() : new Date(Number.NaN))

/** A stored proposal as she sees it, or null for a document that is not one (logged by the caller). */
const summaryOf = (snapshot: DocumentSnapshot, site: SiteIdentity, now: Date): ProposalSummary | null => {
  const { proposalDays } = site
  const stored = snapshot.get("state")
  const parsed = proposalSchema.safeParse(snapshot.get("proposal"))
  const sentAt = dateOf(snapshot.get("sentAt"))
  if (!isStoredState(stored) || !parsed.success || Number.isNaN(sentAt.getTime())) return null
  return {
    proposalId: snapshot.id,
    state: proposalState(stored, sentAt, proposalDays, now),
    proposal: parsed.data,
    termsHash: String(snapshot.get("terms.hash")),
    createdAt: dateOf(snapshot.get("createdAt")).toISOString(),
    sentAt: sentAt.toISOString(),
    expiresAt: proposalExpiry(sentAt, proposalDays).toISOString(),
    sends: Number(snapshot.get("sends")),
    schedule: scheduleOf(snapshot, site),
  }
}

/** An accepted engagement's invoices, issued or to come; none before it is accepted. */
const scheduleOf = (snapshot: DocumentSnapshot, site: SiteIdentity): ScheduledInvoice[] | null => {
  const read = readAcceptedEngagement(snapshot)
  if ("problem" in read) return null
  const { engagement } = read
  const vat = { registered: site.business.vatRegistered, ratePercent: site.business.vatRatePercent }
  const plan = planAmounts(engagement.proposal.programme.feePence, engagement.proposal.paymentPlan)
  return plan.map((netPence, index) => ({
    instalment: index + 1,
    instalments: plan.length,
    issuesOn: instalmentDay(engagement, index + 1),
    grossPence: invoiceAmounts(netPence, vat).grossPence,
  }))
}

const mustRead = (snapshot: DocumentSnapshot, { site, now }: ProposalContext): ProposalSummary => {
  if (!snapshot.exists) throw new HttpsError("not-found", "There is no such proposal.")
  const summary = summaryOf(snapshot, site, now)
  if (!summary) throw new HttpsError("data-loss", "That proposal's record cannot be read.")
  return summary
}

/** Queues the client's e-mail in the transaction; its mail document is kept as long as an enquiry's. */
const queueMail = (transaction: Transaction, db: Firestore, id: string, proposal: Proposal, { site, now }: ProposalContext, again: boolean): QueuedMail => {
  const mail = proposalMail(proposal, site, proposalExpiry(now, site.proposalDays), again)
  transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt: enquiryExpiry(now, site.retention.enquiryDays) })
  return { id, mail }
}

const mailId = (proposalId: string, send: number) => `proposal-${proposalId}-${send}`

/**
 * Sends a new proposal. A retry with the same id and the same proposal answers the stored one and
 * queues no second e-mail; the same id with another proposal is refused.
 */
export const sendProposal = async (
  db: Firestore,
  { proposalId, proposal }: { proposalId: string; proposal: Proposal },
  coachUid: string,
  context: ProposalContext,
): Promise<{ proposal: ProposalSummary; sent: boolean }> => {
  const ref = db.collection(ENGAGEMENTS).doc(proposalId)
  const requestHash = contentHash(proposal)
  const outcome = await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref)
    if (existing.exists) {
      if (existing.get("requestHash") !== requestHash) throw new HttpsError("already-exists", "Another proposal was already sent under this id.")
      return { mails: [], sent: false }
    }
    const at = Timestamp.fromDate(context.now)
    transaction.create(ref, {
      state: "sent",
      proposal,
      requestHash,
      // The blocking function and the client's room find a client's proposals by this.
      clientEmail: clientEmailOf(proposal.client.email),
      terms: context.terms,
      createdAt: at,
      sentAt: at,
      updatedAt: at,
      sends: 1,
      sentBy: coachUid,
    })
    return { mails: [queueMail(transaction, db, mailId(proposalId, 1), proposal, context, false)], sent: true }
  })
  printQueuedMails(outcome.mails)
  return { proposal: mustRead(await ref.get(), context), sent: outcome.sent }
}

/** Every proposal, the latest sent first. */
export const listProposals = async (db: Firestore, { site, now }: Pick<ProposalContext, "site" | "now">): Promise<ProposalSummary[]> => {
  const snapshot = await db.collection(ENGAGEMENTS).orderBy("sentAt", "desc").get()
  return snapshot.docs.flatMap((doc) => {
    const summary = summaryOf(doc, site, now)
    return summary ? [summary] : []
  })
}

/** Withdraws a proposal not yet answered: the client can no longer accept it. */
export const withdrawProposal = async (db: Firestore, proposalId: string, context: ProposalContext): Promise<ProposalSummary> => {
  const ref = db.collection(ENGAGEMENTS).doc(proposalId)
  await db.runTransaction(async (transaction) => {
    const current = mustRead(await transaction.get(ref), context)
    if (current.state === "withdrawn") return
    if (current.state === "accepted" || current.state === "declined") {
      throw new HttpsError("failed-precondition", `That proposal was ${current.state} by the client, so it can no longer be withdrawn.`)
    }
    transaction.update(ref, { state: "withdrawn", withdrawnAt: Timestamp.fromDate(context.now), updatedAt: Timestamp.fromDate(context.now) })
  })
  return mustRead(await ref.get(), context)
}

/**
 * E-mails the client the same proposal again, with the same terms it was first sent with; its days
 * start again from now, so an expired one is open once more.
 */
export const resendProposal = async (db: Firestore, proposalId: string, context: ProposalContext): Promise<ProposalSummary> => {
  const ref = db.collection(ENGAGEMENTS).doc(proposalId)
  const mails = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const current = mustRead(snapshot, context)
    if (current.state === "accepted" || current.state === "declined" || current.state === "withdrawn") {
      throw new HttpsError("failed-precondition", `That proposal was ${current.state}, so it cannot be sent again; send a new one instead.`)
    }
    const send = current.sends + 1
    const at = Timestamp.fromDate(context.now)
    // An expired proposal sent again is a sent one; an opened one stays opened.
    transaction.update(ref, { sentAt: at, updatedAt: at, sends: send, state: snapshot.get("state") })
    return [queueMail(transaction, db, mailId(proposalId, send), current.proposal, context, true)]
  })
  printQueuedMails(mails)
  return mustRead(await ref.get(), context)
}
