/**
 * An invoice and a credit note as PDFs, as a UK business sends them: her business name and
 * address (and company number), her VAT number and the VAT only while she is VAT-registered, the
 * payer's name, address, purchase order and VAT numbers, the programme and period, net, VAT and
 * gross, the due date and how to pay by bank transfer with the invoice's number as reference.
 * Both are made from the stored record alone, so the same invoice always makes the same PDF.
 */
import { formatPounds } from "../../../contract/engagement-schema"
import type { CreditNote, Invoice } from "../../../contract/invoice-schema"
import { invoiceDescription, invoicePeriod } from "../../../contract/invoice-wording"
import { printedDay } from "../common/london-days"
import { layOutPdf, type PdfBlock } from "../common/pdf-layout"

/** £1,600.00: an invoice prints every amount with its pence. */
export const pounds = (pence: number): string => formatPounds(pence).replace(/^£([\d,]+)$/, "£$1.00")

const sellerLines = (seller: Invoice["seller"]): string[] => [
  seller.name,
  ...seller.address,
  seller.email,
  ...(seller.companyNumber ? [`Company number ${seller.companyNumber}`] : []),
  ...(seller.vatNumber ? [`VAT number ${seller.vatNumber}`] : []),
]

const billedLines = (billTo: Invoice["billTo"]): string[] => [
  billTo.name,
  ...(billTo.attention ? [`For the attention of ${billTo.attention}`] : []),
  ...billTo.address,
  billTo.email,
  ...(billTo.vatNumber ? [`VAT number ${billTo.vatNumber}`] : []),
]

const amountRows = (amounts: Invoice["amounts"], sign = ""): Extract<PdfBlock, { kind: "amounts" }>["rows"] =>
  amounts.vatRatePercent === undefined
    ? [{ label: "Total (no VAT charged)", amount: `${sign}${pounds(amounts.grossPence)}`, strong: true }]
    : [
        { label: "Net", amount: `${sign}${pounds(amounts.netPence)}` },
        { label: `VAT at ${amounts.vatRatePercent}%`, amount: `${sign}${pounds(amounts.vatPence)}` },
        { label: "Total", amount: `${sign}${pounds(amounts.grossPence)}`, strong: true },
      ]

export const invoiceFilename = (invoice: Pick<Invoice, "number">): string => `invoice-${invoice.number}.pdf`
export const creditNoteFilename = (note: Pick<CreditNote, "number">): string => `credit-note-${note.number}.pdf`

/** A London day's midday, for a document's creation date. */
const middayOf = (day: string): Date => new Date(`${day}T12:00:00Z`)

export const invoicePdf = (invoice: Invoice): Promise<Uint8Array> =>
  layOutPdf({
    title: `Invoice ${invoice.number}`,
    author: invoice.seller.name,
    subject: invoiceDescription(invoice),
    createdAt: middayOf(invoice.issuedOn),
    footer: `${invoice.seller.name}: invoice ${invoice.number}`,
    blocks: [
      { kind: "title", text: invoice.seller.vatNumber ? "VAT invoice" : "Invoice" },
      { kind: "parties", left: { label: "FROM", lines: sellerLines(invoice.seller) }, right: { label: "TO", lines: billedLines(invoice.billTo) } },
      {
        kind: "fields",
        rows: [
          ["Invoice number", invoice.number],
          ["Date of issue", printedDay(invoice.issuedOn)],
          ["Due by", printedDay(invoice.dueOn)],
          ...(invoice.billTo.poNumber ? [["Purchase order", invoice.billTo.poNumber] as [string, string]] : []),
          ["Client", invoice.clientName],
        ],
      },
      { kind: "heading", text: "For" },
      { kind: "fields", rows: [["Description", invoiceDescription(invoice)], ["Period", invoicePeriod(invoice)]] },
      { kind: "amounts", rows: amountRows(invoice.amounts) },
      { kind: "heading", text: "How to pay" },
      {
        kind: "paragraph",
        text: `Please pay ${pounds(invoice.amounts.grossPence)} by bank transfer by ${printedDay(invoice.dueOn)}, quoting the invoice number as the reference.`,
      },
      {
        kind: "fields",
        rows: [
          ["Account name", invoice.bankTransfer.accountName],
          ["Sort code", invoice.bankTransfer.sortCode],
          ["Account number", invoice.bankTransfer.accountNumber],
          ["Reference", invoice.bankTransfer.reference],
          ...(invoice.paymentLink ? [["Pay by card", invoice.paymentLink] as [string, string]] : []),
        ],
      },
      ...(invoice.status === "void" && invoice.creditNoteNumber
        ? [{ kind: "paragraph", text: `This invoice was cancelled by credit note ${invoice.creditNoteNumber}; nothing is owed on it.` } as PdfBlock]
        : invoice.status === "paid" && invoice.paidOn
          ? [{ kind: "paragraph", text: `Paid with thanks on ${printedDay(invoice.paidOn)}.` } as PdfBlock]
          : []),
    ],
  })

export const creditNotePdf = (note: CreditNote): Promise<Uint8Array> =>
  layOutPdf({
    title: `Credit note ${note.number}`,
    author: note.seller.name,
    subject: `Credit note for invoice ${note.invoiceNumber}`,
    createdAt: middayOf(note.issuedOn),
    footer: `${note.seller.name}: credit note ${note.number}`,
    blocks: [
      { kind: "title", text: "Credit note" },
      { kind: "parties", left: { label: "FROM", lines: sellerLines(note.seller) }, right: { label: "TO", lines: billedLines(note.billTo) } },
      {
        kind: "fields",
        rows: [
          ["Credit note number", note.number],
          ["Date of issue", printedDay(note.issuedOn)],
          ["Cancels invoice", note.invoiceNumber],
          ...(note.billTo.poNumber ? [["Purchase order", note.billTo.poNumber] as [string, string]] : []),
          ["For", note.programme.title],
          ...(note.reason ? [["Reason", note.reason] as [string, string]] : []),
        ],
      },
      { kind: "amounts", rows: amountRows(note.amounts, "-") },
      { kind: "paragraph", text: `Invoice ${note.invoiceNumber} is cancelled in full: nothing is owed on it.` },
    ],
  })
