/**
 * What the daily run does for invoices, on a London day: issues every later instalment whose day
 * has come (monthly from the first: invoice-record.ts), and e-mails the reminders, one three
 * days before an invoice is due and one the day after it is overdue, each at most once (the day
 * it went is kept on the invoice, in the same transaction that queues it). An invoice issued
 * within three days of its due date gets no first reminder; one already overdue gets only the second.
 */
import type { Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import { ENGAGEMENTS, INVOICES, MAIL } from "../../../contract/firebase-settings"
import { invoiceSchema, type Invoice } from "../../../contract/invoice-schema"
import { addDays } from "../common/london-days"
import { printQueuedMails } from "../common/local-terminal"
import { enquiryExpiry } from "../common/retention"
import { readAcceptedEngagement } from "../engagements/accepted-engagement"
import type { SiteIdentity } from "../site/site-identity"
import { invoiceMail, invoiceMailId, type InvoiceMailKind } from "./invoice-emails"
import { invoicePdf } from "./invoice-pdf"
import { instalmentCount, instalmentDay, invoiceIdOf, invoiceRecord } from "./invoice-record"
import { issueAndSend } from "./issue-invoice"

/** The first reminder goes this many days before the due date. */
export const REMINDER_DAYS_BEFORE = 3

/** Issues each accepted engagement's instalments whose day is `today` or earlier and not yet issued. */
export const issueDueInstalments = async (db: Firestore, site: SiteIdentity, today: string, now: Date): Promise<string[]> => {
  const accepted = await db.collection(ENGAGEMENTS).where("state", "==", "accepted").get()
  const issued: string[] = []
  for (const snapshot of accepted.docs) {
    const read = readAcceptedEngagement(snapshot)
    if ("problem" in read) continue
    const { engagement } = read
    const due = Array.from({ length: instalmentCount(engagement) - 1 }, (_, index) => index + 2).filter((instalment) => instalmentDay(engagement, instalment) <= today)
    if (!due.length) continue
    const found = await db.getAll(...due.map((instalment) => db.collection(INVOICES).doc(invoiceIdOf(engagement.id, instalment))))
    for (const [index, instalment] of due.entries()) {
      if (found[index].exists) continue
      const { invoice, issued: fresh } = await issueAndSend(db, invoiceIdOf(engagement.id, instalment), invoiceRecord(engagement, site, instalment, today), site, now)
      if (fresh) issued.push(invoice.number)
    }
  }
  return issued
}

/** Which reminder, if any, an invoice is owed on `today`. */
export const reminderDue = (invoice: Invoice, today: string): InvoiceMailKind | null => {
  if (invoice.status !== "issued") return null
  if (today > invoice.dueOn) return invoice.reminders.overdue ? null : "overdue"
  const from = addDays(invoice.dueOn, -REMINDER_DAYS_BEFORE)
  if (today >= from && invoice.issuedOn < from && !invoice.reminders.beforeDue) return "beforeDue"
  return null
}

/** Queues the reminders owed today; answers the mail documents queued. */
export const sendInvoiceReminders = async (db: Firestore, site: SiteIdentity, today: string, now: Date): Promise<string[]> => {
  const open = await db.collection(INVOICES).where("status", "==", "issued").get()
  const sent: string[] = []
  for (const snapshot of open.docs) {
    const parsed = invoiceSchema.safeParse(snapshot.data())
    if (!parsed.success) {
      logger.error("An invoice cannot be read; no reminder sent", { invoiceId: snapshot.id })
      continue
    }
    const kind = reminderDue(parsed.data, today)
    if (!kind) continue
    const mailId = invoiceMailId(snapshot.id, kind)
    const mail = invoiceMail(parsed.data, kind, site, await invoicePdf(parsed.data))
    // Two runs at once: the transaction that reads the invoice after the other's commit finds it reminded.
    const queued = await db.runTransaction(async (transaction) => {
      const current = invoiceSchema.safeParse((await transaction.get(snapshot.ref)).data())
      if (!current.success || reminderDue(current.data, today) !== kind) return false
      transaction.update(snapshot.ref, { [`reminders.${kind}`]: today })
      transaction.create(db.collection(MAIL).doc(mailId), { ...mail, expiresAt: enquiryExpiry(now, site.retention.enquiryDays) })
      return true
    })
    if (queued) {
      printQueuedMails([{ id: mailId, mail }])
      sent.push(mailId)
    }
  }
  return sent
}
