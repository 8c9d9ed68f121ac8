/**
 * What the studio and the client's room say to the invoice callables. The stored shape is
 * contract/invoice-schema.ts. Only the studio's app, the client's room and functions/ import this.
 */
import { z } from "zod"
import "./zod-jitless"
import { isOneLine } from "./schema-fields"
import type { Invoice, InvoiceState } from "./invoice-schema"

/** The coach's invoice callables (their names: callable-names.ts). */
export const INVOICE_CALLABLES = {
  listInvoices: "studioListInvoices",
  markInvoicePaid: "studioMarkInvoicePaid",
  voidInvoice: "studioVoidInvoice",
  exportInvoices: "studioExportInvoices",
} as const

/** The client's, from their room: only their own invoices. */
export const CLIENT_INVOICE_CALLABLES = {
  listMyInvoices: "clientListInvoices",
  invoicePdf: "clientInvoicePdf",
} as const

/** An invoice's id: its engagement's and its instalment's (`<uuid>-<n>`). */
const invoiceId = () => z.string({ error: "must be the id of an invoice" }).regex(/^[0-9a-f-]{36}-\d{1,2}$/, { error: "must be the id of an invoice" })

export const listInvoicesSchema = z.strictObject({}).nullish()

export const markInvoicePaidSchema = z.strictObject({
  invoiceId: invoiceId(),
  /** The day the transfer reached her account (YYYY-MM-DD): not before the invoice, not after today. */
  paidOn: z.iso.date({ error: "must be a date (YYYY-MM-DD)" }),
})
export type MarkInvoicePaidRequest = z.input<typeof markInvoicePaidSchema>

export const VOID_REASON_MAX = 200

export const voidInvoiceSchema = z.strictObject({
  invoiceId: invoiceId(),
  /** Printed on the credit note: one line. */
  reason: z
    .string({ error: "must be text" })
    .trim()
    .max(VOID_REASON_MAX, { error: `must be at most ${VOID_REASON_MAX} characters` })
    .refine(isOneLine, { error: "must be one line" })
    .optional()
    .transform((value) => (value ? value : undefined)),
})
export type VoidInvoiceRequest = z.input<typeof voidInvoiceSchema>

export const exportInvoicesSchema = z.strictObject({}).nullish()

export const invoicePdfSchema = z.strictObject({ invoiceId: invoiceId() })

/** An invoice as listed: its id, the state shown today, and the invoice as stored. */
export interface InvoiceSummary {
  invoiceId: string
  state: InvoiceState
  invoice: Invoice
}

/** Each state's count and gross total in pence. */
export type InvoiceTotals = Record<InvoiceState, { count: number; grossPence: number }>

export interface ListInvoicesResult {
  /** The latest first. */
  invoices: InvoiceSummary[]
  totals: InvoiceTotals
}

export interface InvoiceChangeResult {
  invoice: InvoiceSummary
}

export interface VoidInvoiceResult extends InvoiceChangeResult {
  creditNoteNumber: string
}

export interface ExportInvoicesResult {
  filename: string
  /** The CSV's text (UTF-8, a header row, one row per invoice and per credit note). */
  csv: string
}

export interface ListMyInvoicesResult {
  invoices: InvoiceSummary[]
}

export interface InvoicePdfResult {
  filename: string
  contentType: "application/pdf"
  /** The PDF, base64. */
  base64: string
}
