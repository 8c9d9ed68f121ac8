/**
 * What follows a client's acceptance: the signed agreement's PDF e-mailed to the client and to
 * her, and the first invoice (the whole fee, or the first instalment) issued and e-mailed to
 * whoever pays. Run by a Firestore trigger on the move of `engagements/{id}` to "accepted"; events
 * are delivered at least once, so every step is named by the engagement and created once: a
 * second delivery finds each done and sends nothing again.
 */
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { issueAndSend, queueOnce } from "../invoices/issue-invoice"
import { acceptedOn, invoiceIdOf, invoiceRecord } from "../invoices/invoice-record"
import type { SiteIdentity } from "../site/site-identity"
import { readAcceptedEngagement } from "./accepted-engagement"
import { agreementMails, agreementPdf } from "./agreement"
import { answerMailId } from "./answer-email"

/** Whether a change of the document is the client's acceptance. */
export const isAcceptance = (before: DocumentSnapshot | undefined, after: DocumentSnapshot | undefined): boolean =>
  after?.get("state") === "accepted" && before?.get("state") !== "accepted"

export const agreementMailId = (engagementId: string, to: "client" | "coach"): string => (to === "coach" ? answerMailId(engagementId, "accepted") : `agreement-${engagementId}-client`)

export interface AcceptanceOutcome {
  /** The mail documents this run queued (none on a second delivery). */
  queued: string[]
  invoiceNumber?: string
}

export const followAcceptance = async (db: Firestore, snapshot: DocumentSnapshot, site: SiteIdentity, now = new Date()): Promise<AcceptanceOutcome> => {
  const read = readAcceptedEngagement(snapshot)
  if ("problem" in read) {
    // Not one to retry: the same document would fail the same way. Logged by id, never by whom.
    logger.error("An accepted engagement cannot be read; no agreement or invoice sent", { engagementId: snapshot.id, problem: read.problem })
    return { queued: [] }
  }
  const { engagement } = read
  const queued: string[] = []
  const mails = agreementMails(engagement, site, await agreementPdf(engagement, site))
  for (const to of ["client", "coach"] as const) {
    const id = agreementMailId(engagement.id, to)
    if (await queueOnce(db, id, mails[to], site, now)) queued.push(id)
  }
  const invoiceId = invoiceIdOf(engagement.id, 1)
  const { invoice, mailed } = await issueAndSend(db, invoiceId, invoiceRecord(engagement, site, 1, acceptedOn(engagement)), site, now)
  if (mailed) queued.push(`invoice-${invoiceId}`)
  logger.info("Acceptance followed", { engagementId: engagement.id, invoice: invoice.number, queued: queued.length })
  return { queued, invoiceNumber: invoice.number }
}
