/**
 * Her invoices as her books keep them: listed with what is due, overdue, paid and void; one marked
 * paid on the day the transfer arrived; one voided with a credit note (its own number, from its own
 * counter, in the same transaction, and its PDF e-mailed to whoever pays); and all of them as CSV
 * for her accountant. And a client's own invoices, for their room.
 */
import type { DocumentSnapshot, Firestore } from "firebase-admin/firestore"
import { stringify } from "csv-stringify/sync"
import { HttpsError } from "firebase-functions/v2/https"
import { CREDIT_NOTES, INVOICES, NUMBER_COUNTERS } from "../../../contract/firebase-settings"
import type { InvoiceSummary, InvoiceTotals } from "../../../contract/invoice-api"
import {
  CREDIT_NOTE_PREFIX,
  creditNoteSchema,
  INVOICE_STATE_LABELS,
  INVOICE_STATES,
  invoiceSchema,
  invoiceState,
  numbered,
  type CreditNote,
  type Invoice,
} from "../../../contract/invoice-schema"
import { cellOut } from "../common/csv-cells"
import type { SiteIdentity } from "../site/site-identity"
import { creditNoteMail, creditNoteMailId } from "./invoice-emails"
import { invoiceDescription } from "../../../contract/invoice-wording"
import { creditNotePdf } from "./invoice-pdf"
import { CREDIT_NOTE_COUNTER, nextSequence, queueOnce } from "./issue-invoice"

const summaryOf = (snapshot: DocumentSnapshot, today: string): InvoiceSummary | null => {
  const parsed = invoiceSchema.safeParse(snapshot.data())
  return parsed.success ? { invoiceId: snapshot.id, state: invoiceState(parsed.data, today), invoice: parsed.data } : null
}

const latestFirst = (a: InvoiceSummary, b: InvoiceSummary) => b.invoice.sequence - a.invoice.sequence

export const totalsOf = (invoices: readonly InvoiceSummary[]): InvoiceTotals => {
  const totals = Object.fromEntries(INVOICE_STATES.map((state) => [state, { count: 0, grossPence: 0 }])) as InvoiceTotals
  for (const { state, invoice } of invoices) {
    totals[state].count += 1
    totals[state].grossPence += invoice.amounts.grossPence
  }
  return totals
}

/** Every invoice, the latest first. */
export const listInvoices = async (db: Firestore, today: string): Promise<InvoiceSummary[]> =>
  (await db.collection(INVOICES).get()).docs.flatMap((doc) => summaryOf(doc, today) ?? []).sort(latestFirst)

/** A client's own invoices (by the address their account signs in with), the latest first. */
export const listClientInvoices = async (db: Firestore, clientEmail: string, today: string): Promise<InvoiceSummary[]> =>
  (await db.collection(INVOICES).where("clientEmail", "==", clientEmail.trim().toLowerCase()).get()).docs.flatMap((doc) => summaryOf(doc, today) ?? []).sort(latestFirst)

const mustRead = (snapshot: DocumentSnapshot): Invoice => {
  if (!snapshot.exists) throw new HttpsError("not-found", "There is no such invoice.")
  const parsed = invoiceSchema.safeParse(snapshot.data())
  if (!parsed.success) throw new HttpsError("data-loss", "That invoice's record cannot be read.")
  return parsed.data
}

/** One invoice, for its PDF: only the client it is for may have it. */
export const clientInvoice = async (db: Firestore, invoiceId: string, clientEmail: string): Promise<Invoice> => {
  const snapshot = await db.collection(INVOICES).doc(invoiceId).get()
  // Another's invoice and none at all answer alike, so an id tells a stranger nothing.
  if (!snapshot.exists || snapshot.get("clientEmail") !== clientEmail.trim().toLowerCase()) throw new HttpsError("permission-denied", "That is not one of your invoices.")
  return mustRead(snapshot)
}

/** Marks an issued invoice paid on the day the transfer arrived (not before it was issued, not after today). */
export const markPaid = async (db: Firestore, invoiceId: string, paidOn: string, today: string): Promise<InvoiceSummary> => {
  const ref = db.collection(INVOICES).doc(invoiceId)
  await db.runTransaction(async (transaction) => {
    const invoice = mustRead(await transaction.get(ref))
    if (invoice.status === "void") throw new HttpsError("failed-precondition", `Invoice ${invoice.number} is void (credit note ${invoice.creditNoteNumber}), so it cannot be paid.`)
    if (invoice.status === "paid") {
      if (invoice.paidOn === paidOn) return
      throw new HttpsError("failed-precondition", `Invoice ${invoice.number} is already marked paid on ${invoice.paidOn}.`)
    }
    const problem = paidOn > today ? "must not be after today" : paidOn < invoice.issuedOn ? `must not be before the invoice's date (${invoice.issuedOn})` : null
    if (problem) throw new HttpsError("invalid-argument", `The date paid ${problem}.`, { problems: [{ field: "paidOn", message: problem }] })
    transaction.update(ref, { status: "paid", paidOn })
  })
  return summaryOf(await ref.get(), today) as InvoiceSummary
}

/**
 * Voids an unpaid invoice with a credit note for its whole amount, numbered from the credit notes'
 * own counter in the same transaction; the credit note is named as the invoice, so voiding it
 * again finds it. Its PDF is then e-mailed to whoever the invoice went to, once.
 */
export const voidInvoice = async (
  db: Firestore,
  invoiceId: string,
  reason: string | undefined,
  site: SiteIdentity,
  today: string,
  now: Date,
): Promise<{ invoice: InvoiceSummary; creditNote: CreditNote }> => {
  const ref = db.collection(INVOICES).doc(invoiceId)
  const noteRef = db.collection(CREDIT_NOTES).doc(invoiceId)
  const counter = db.collection(NUMBER_COUNTERS).doc(CREDIT_NOTE_COUNTER)
  const creditNote = await db.runTransaction(async (transaction) => {
    const [snapshot, existing, count] = await transaction.getAll(ref, noteRef, counter)
    const invoice = mustRead(snapshot)
    if (existing.exists) return creditNoteSchema.parse(existing.data())
    if (invoice.status === "paid") throw new HttpsError("failed-precondition", `Invoice ${invoice.number} is marked paid, so it cannot be voided.`)
    const sequence = nextSequence(count.get("last"))
    const note = creditNoteSchema.parse({
      number: numbered(CREDIT_NOTE_PREFIX, sequence),
      sequence,
      invoiceId,
      invoiceNumber: invoice.number,
      engagementId: invoice.engagementId,
      issuedOn: today,
      programme: { title: invoice.programme.title },
      seller: invoice.seller,
      billTo: invoice.billTo,
      amounts: invoice.amounts,
      reason,
    })
    transaction.set(counter, { last: sequence })
    transaction.create(noteRef, note)
    transaction.update(ref, { status: "void", voidedOn: today, creditNoteNumber: note.number })
    return note
  })
  await queueOnce(db, creditNoteMailId(invoiceId), creditNoteMail(creditNote, site, await creditNotePdf(creditNote)), site, now)
  return { invoice: summaryOf(await ref.get(), today) as InvoiceSummary, creditNote }
}

/** The columns an accountant's import expects, in its order. */
export const INVOICE_CSV_COLUMNS = [
  "Type",
  "Number",
  "Date",
  "Due date",
  "Customer",
  "Customer VAT number",
  "PO number",
  "Client",
  "Description",
  "Net (GBP)",
  "VAT rate",
  "VAT (GBP)",
  "Gross (GBP)",
  "Status",
  "Date paid",
  "Credit note for",
] as const

/** 1600.00 for 160000, -1600.00 for a credit; never through floating point. */
export const poundsCell = (pence: number): string => {
  const sign = pence < 0 ? "-" : ""
  const whole = Math.abs(pence)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`
}

/** Every invoice and credit note in number order, as RFC 4180 CSV in UTF-8 with a byte-order mark. */
export const exportInvoices = async (db: Firestore, today: string): Promise<{ filename: string; csv: string }> => {
  const invoices = (await listInvoices(db, today)).reverse()
  const notes = (await db.collection(CREDIT_NOTES).get()).docs.flatMap((doc) => {
    const parsed = creditNoteSchema.safeParse(doc.data())
    return parsed.success ? [parsed.data] : []
  })
  notes.sort((a, b) => a.sequence - b.sequence)
  const text = (values: (string | undefined)[]) => values.map((value) => cellOut(value ?? ""))
  const rate = (amounts: Invoice["amounts"]) => (amounts.vatRatePercent === undefined ? "" : `${amounts.vatRatePercent}%`)
  const invoiceRows = invoices.map(({ invoice, state }) => [
    ...text(["Invoice", invoice.number, invoice.issuedOn, invoice.dueOn, invoice.billTo.name, invoice.billTo.vatNumber, invoice.billTo.poNumber, invoice.clientName, invoiceDescription(invoice)]),
    poundsCell(invoice.amounts.netPence),
    rate(invoice.amounts),
    poundsCell(invoice.amounts.vatPence),
    poundsCell(invoice.amounts.grossPence),
    ...text([INVOICE_STATE_LABELS[state], invoice.paidOn, ""]),
  ])
  const noteRows = notes.map((note) => [
    ...text(["Credit note", note.number, note.issuedOn, "", note.billTo.name, note.billTo.vatNumber, note.billTo.poNumber, "", `Credit for invoice ${note.invoiceNumber}: ${note.programme.title}`]),
    poundsCell(-note.amounts.netPence),
    rate(note.amounts),
    poundsCell(-note.amounts.vatPence),
    poundsCell(-note.amounts.grossPence),
    ...text(["Issued", "", note.invoiceNumber]),
  ])
  const csv = `\uFEFF${stringify([[...INVOICE_CSV_COLUMNS], ...invoiceRows, ...noteRows], { record_delimiter: "\r\n" })}`
  return { filename: `invoices-${today}.csv`, csv }
}
