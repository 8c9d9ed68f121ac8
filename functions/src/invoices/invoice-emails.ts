/**
 * The e-mails that carry an invoice to whoever pays (the client, or the organisation's billing
 * contact): the invoice when it is issued, a reminder three days before it is due and one the day
 * after it is overdue, each with its PDF; and a credit note when she voids one.
 */
import type { CreditNote, Invoice } from "../../../contract/invoice-schema"
import { printedDay } from "../common/london-days"
import { escapeHtml, type MailDocument } from "../common/mail"
import { pdfAttachment } from "../common/pdf-layout"
import type { SiteIdentity } from "../site/site-identity"
import { invoiceDescription } from "../../../contract/invoice-wording"
import { creditNoteFilename, invoiceFilename, pounds } from "./invoice-pdf"

export type InvoiceMailKind = "issued" | "beforeDue" | "overdue"

/** The mail document's id for each e-mail of an invoice: one each, however often it is tried. */
export const invoiceMailId = (invoiceId: string, kind: InvoiceMailKind): string => (kind === "issued" ? `invoice-${invoiceId}` : `invoice-${invoiceId}-${kind === "beforeDue" ? "reminder" : "overdue"}`)
export const creditNoteMailId = (invoiceId: string): string => `credit-note-${invoiceId}`

const mail = (to: string, site: SiteIdentity, subject: string, paragraphs: string[], attachment: ReturnType<typeof pdfAttachment>): MailDocument => ({
  to: [to],
  replyTo: site.email,
  message: {
    subject: subject.replace(/\s+/g, " "),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join("\n"),
    attachments: [attachment],
  },
})

const greeting = (invoice: Pick<Invoice, "billTo">): string => `Dear ${(invoice.billTo.attention ?? invoice.billTo.name).trim().split(/\s+/)[0]},`

const howToPay = (invoice: Invoice): string =>
  `Please pay by bank transfer to ${invoice.bankTransfer.accountName}, sort code ${invoice.bankTransfer.sortCode}, account number ${invoice.bankTransfer.accountNumber}, quoting ${invoice.bankTransfer.reference} as the reference.`

const signOff = (site: SiteIdentity): string => `With best wishes,\n${site.name}\n${site.company}`

export const invoiceMail = (invoice: Invoice, kind: InvoiceMailKind, site: SiteIdentity, pdf: Uint8Array): MailDocument => {
  const amount = pounds(invoice.amounts.grossPence)
  const due = printedDay(invoice.dueOn)
  const po = invoice.billTo.poNumber ? ` (your purchase order ${invoice.billTo.poNumber})` : ""
  const opening = {
    issued: `Please find attached invoice ${invoice.number}${po} for ${amount}: ${invoiceDescription(invoice)}, for ${invoice.clientName}'s coaching. It is due by ${due}.`,
    beforeDue: `A friendly reminder that invoice ${invoice.number}${po} for ${amount} is due on ${due}; a copy is attached. If you have already paid it, thank you, and please ignore this e-mail.`,
    overdue: `Invoice ${invoice.number}${po} for ${amount} was due on ${due} and I have not yet received payment; a copy is attached. If it has crossed with this e-mail, thank you; otherwise please could you arrange payment as soon as you can.`,
  }[kind]
  const subject = {
    issued: `Invoice ${invoice.number} from ${invoice.seller.name}: ${amount}, due ${due}`,
    beforeDue: `Reminder: invoice ${invoice.number} is due on ${due}`,
    overdue: `Overdue: invoice ${invoice.number}, due ${due}`,
  }[kind]
  return mail(invoice.billTo.email, site, subject, [greeting(invoice), opening, howToPay(invoice), signOff(site)], pdfAttachment(invoiceFilename(invoice), pdf))
}

export const creditNoteMail = (note: CreditNote, site: SiteIdentity, pdf: Uint8Array): MailDocument =>
  mail(
    note.billTo.email,
    site,
    `Credit note ${note.number} for invoice ${note.invoiceNumber}`,
    [
      greeting(note),
      `Invoice ${note.invoiceNumber} for ${pounds(note.amounts.grossPence)} is cancelled: the attached credit note ${note.number} credits it in full, so nothing is owed on it.${note.reason ? ` ${note.reason}` : ""}`,
      signOff(site),
    ],
    pdfAttachment(creditNoteFilename(note), pdf),
  )
