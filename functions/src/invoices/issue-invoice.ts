/**
 * Issuing an invoice: its number is taken from the counter in the transaction that creates it, so
 * numbers never repeat and never skip, however many are issued at once; the invoice's document is
 * named by its engagement and instalment and created once, so issuing it again (a redelivered
 * event, a second run of the schedule) finds it and numbers nothing. Its e-mail is then queued
 * under an id of its own, once: a retry after a failure between the two queues it, and only then.
 */
import type { Firestore } from "firebase-admin/firestore"
import { INVOICES, MAIL, NUMBER_COUNTERS } from "../../../contract/firebase-settings"
import { INVOICE_PREFIX, invoiceSchema, numbered, type Invoice } from "../../../contract/invoice-schema"
import { printQueuedMails } from "../common/local-terminal"
import type { MailDocument } from "../common/mail"
import { enquiryExpiry } from "../common/retention"
import { isAlreadyExists } from "../common/sender-key"
import type { SiteIdentity } from "../site/site-identity"
import { invoiceMail, invoiceMailId } from "./invoice-emails"
import { invoicePdf } from "./invoice-pdf"
import type { UnnumberedInvoice } from "./invoice-record"

/** The counters' documents: one series of numbers for invoices, another for credit notes. */
export const INVOICE_COUNTER = "invoices"
export const CREDIT_NOTE_COUNTER = "creditNotes"

/** The number after the counter's last (the first is 1). */
export const nextSequence = (last: unknown): number => (typeof last === "number" && Number.isSafeInteger(last) && last > 0 ? last + 1 : 1)

/** Creates the invoice with the next number, or answers the one already issued under this id. */
export const issueInvoice = async (db: Firestore, invoiceId: string, draft: UnnumberedInvoice): Promise<{ invoice: Invoice; issued: boolean }> => {
  const ref = db.collection(INVOICES).doc(invoiceId)
  const counter = db.collection(NUMBER_COUNTERS).doc(INVOICE_COUNTER)
  return db.runTransaction(async (transaction) => {
    const [existing, count] = await transaction.getAll(ref, counter)
    if (existing.exists) return { invoice: invoiceSchema.parse(existing.data()), issued: false }
    const sequence = nextSequence(count.get("last"))
    const number = numbered(INVOICE_PREFIX, sequence)
    const invoice = invoiceSchema.parse({ ...draft, number, sequence, bankTransfer: { ...draft.bankTransfer, reference: number } })
    transaction.set(counter, { last: sequence })
    transaction.create(ref, invoice)
    return { invoice, issued: true }
  })
}

/**
 * Queues an e-mail under its own id unless it is queued already; answers whether this call queued
 * it. Its mail document is kept as long as an enquiry's, as every other e-mail's is.
 */
export const queueOnce = async (db: Firestore, mailId: string, mail: MailDocument, site: SiteIdentity, now: Date): Promise<boolean> => {
  try {
    await db.collection(MAIL).doc(mailId).create({ ...mail, expiresAt: enquiryExpiry(now, site.retention.enquiryDays) })
  } catch (error) {
    if (isAlreadyExists(error)) return false
    throw error
  }
  printQueuedMails([{ id: mailId, mail }])
  return true
}

/** Issues the invoice (or finds it issued) and makes sure its e-mail with the PDF is queued, once. */
export const issueAndSend = async (db: Firestore, invoiceId: string, draft: UnnumberedInvoice, site: SiteIdentity, now: Date): Promise<{ invoice: Invoice; issued: boolean; mailed: boolean }> => {
  const { invoice, issued } = await issueInvoice(db, invoiceId, draft)
  // A voided or paid one found here was sent before it was changed: nothing more to send.
  if (invoice.status !== "issued") return { invoice, issued, mailed: false }
  const mailed = await queueOnce(db, invoiceMailId(invoiceId, "issued"), invoiceMail(invoice, "issued", site, await invoicePdf(invoice)), site, now)
  return { invoice, issued, mailed }
}
