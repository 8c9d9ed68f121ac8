/**
 * An invoice and a credit note as stored (the `invoices` and `creditNotes` collections), declared
 * once: the functions write them with it and read them back with it, the PDFs and the CSV print
 * them, the studio and the client's room list them. Everything it prints is copied in when it is
 * issued (her business, the payer, the programme), so a later change to her Settings or the
 * proposal never changes an invoice already sent. Money is integer pence; dates are London days
 * (YYYY-MM-DD).
 */
import { z } from "zod"
import "./zod-jitless"

const day = () => z.iso.date()
const pence = () => z.number().int().min(0)

/** Who issues it: her business as her Settings said on the day. */
export const sellerSchema = z.strictObject({
  name: z.string(),
  address: z.array(z.string()),
  companyNumber: z.string().optional(),
  /** Only while she is VAT-registered. */
  vatNumber: z.string().optional(),
  email: z.string(),
})

/** Who pays: the client, or the organisation's billing contact at its address. */
export const billedSchema = z.strictObject({
  name: z.string(),
  /** For an organisation: the person it goes to. */
  attention: z.string().optional(),
  email: z.string(),
  address: z.array(z.string()),
  poNumber: z.string().optional(),
  vatNumber: z.string().optional(),
})

export const amountsSchema = z.strictObject({
  netPence: pence(),
  vatPence: pence(),
  grossPence: pence(),
  /** The rate charged; absent when she is not VAT-registered (no VAT, net is gross). */
  vatRatePercent: z.number().int().min(0).max(100).optional(),
})

/** How to pay by bank transfer; the reference is the invoice's number. */
export const bankTransferSchema = z.strictObject({
  accountName: z.string(),
  sortCode: z.string(),
  accountNumber: z.string(),
  reference: z.string(),
})

export const INVOICE_STATUSES = ["issued", "paid", "void"] as const
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number]

/** What she and the client see: an issued invoice is due, and overdue from the day after its due date. */
export const INVOICE_STATES = ["due", "overdue", "paid", "void"] as const
export type InvoiceState = (typeof INVOICE_STATES)[number]

export const INVOICE_STATE_LABELS: Record<InvoiceState, string> = { due: "Due", overdue: "Overdue", paid: "Paid", void: "Void" }

export const invoiceSchema = z.strictObject({
  /** "INV-0001": taken from the counter in the transaction that creates the invoice. */
  number: z.string(),
  sequence: z.number().int().min(1),
  engagementId: z.string(),
  /** The client coached, whose room lists it (lower case). */
  clientEmail: z.string(),
  clientName: z.string(),
  /** Which of the plan's invoices this is (1 of 1 when paid in full). */
  instalment: z.number().int().min(1),
  instalments: z.number().int().min(1),
  issuedOn: day(),
  dueOn: day(),
  /** The part of the programme it bills: the whole from its start, or one month of a monthly plan. */
  period: z.strictObject({ from: day(), to: day().optional() }),
  programme: z.strictObject({ title: z.string(), sessions: z.number().int(), sessionMinutes: z.number().int() }),
  seller: sellerSchema,
  billTo: billedSchema,
  amounts: amountsSchema,
  bankTransfer: bankTransferSchema,
  /** Room for a card payment link, for a later day; none yet. */
  paymentLink: z.string().optional(),
  status: z.enum(INVOICE_STATUSES),
  /** The day her bank received the transfer, as she marked it. */
  paidOn: day().optional(),
  voidedOn: day().optional(),
  creditNoteNumber: z.string().optional(),
  /** The days each reminder was queued; each is sent at most once. */
  reminders: z.strictObject({ beforeDue: day().optional(), overdue: day().optional() }),
})

export type Invoice = z.infer<typeof invoiceSchema>

/** A credit note cancels a voided invoice in full: its own number, the invoice's amounts. */
export const creditNoteSchema = z.strictObject({
  /** "CN-0001", from its own counter. */
  number: z.string(),
  sequence: z.number().int().min(1),
  invoiceId: z.string(),
  invoiceNumber: z.string(),
  engagementId: z.string(),
  issuedOn: day(),
  programme: z.strictObject({ title: z.string() }),
  seller: sellerSchema,
  billTo: billedSchema,
  amounts: amountsSchema,
  reason: z.string().optional(),
})

export type CreditNote = z.infer<typeof creditNoteSchema>

/** "INV-0007" and "CN-0002": the series and the counter's number, four digits at least. */
export const INVOICE_PREFIX = "INV-"
export const CREDIT_NOTE_PREFIX = "CN-"
export const numbered = (prefix: string, sequence: number): string => `${prefix}${String(sequence).padStart(4, "0")}`

/** The state shown on `today` (a London day). */
export const invoiceState = (invoice: Pick<Invoice, "status" | "dueOn">, today: string): InvoiceState =>
  invoice.status === "paid" ? "paid" : invoice.status === "void" ? "void" : today > invoice.dueOn ? "overdue" : "due"

/**
 * The VAT on a net amount: at her rate, rounded to the nearest penny, only while she is
 * VAT-registered; otherwise none, and the gross is the net.
 */
export const invoiceAmounts = (netPence: number, vat: { registered: boolean; ratePercent: number }): z.infer<typeof amountsSchema> => {
  if (!vat.registered) return { netPence, vatPence: 0, grossPence: netPence }
  const vatPence = Math.round((netPence * vat.ratePercent) / 100)
  return { netPence, vatPence, grossPence: netPence + vatPence, vatRatePercent: vat.ratePercent }
}
