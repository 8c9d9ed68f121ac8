/** The studio's calls to her invoice callables (contract/invoice-api.ts). Browser only. */
import type { FirebaseSetup } from "../../src/firebase/config"
import { callFunction } from "../../src/firebase/callable"
import {
  INVOICE_CALLABLES,
  markInvoicePaidSchema,
  voidInvoiceSchema,
  type ExportInvoicesResult,
  type InvoiceChangeResult,
  type ListInvoicesResult,
  type MarkInvoicePaidRequest,
  type VoidInvoiceRequest,
  type VoidInvoiceResult,
} from "../../contract/invoice-api"
import { callChecked } from "./studio-callables"

export const fetchInvoices = (setup: FirebaseSetup): Promise<ListInvoicesResult> =>
  callFunction<Record<string, never>, ListInvoicesResult>(setup, INVOICE_CALLABLES.listInvoices, {})

/** Marks one paid on the day the transfer reached her account. */
export const markInvoicePaid = (setup: FirebaseSetup, request: MarkInvoicePaidRequest): Promise<InvoiceChangeResult> =>
  callChecked<MarkInvoicePaidRequest, InvoiceChangeResult>(setup, INVOICE_CALLABLES.markInvoicePaid, markInvoicePaidSchema, request)

/** Voids one with a credit note; the same invoice again answers the same credit note. */
export const voidInvoice = (setup: FirebaseSetup, request: VoidInvoiceRequest): Promise<VoidInvoiceResult> =>
  callChecked<VoidInvoiceRequest, VoidInvoiceResult>(
    setup,
    INVOICE_CALLABLES.voidInvoice,
    // No reason is sent as none: the schema makes an empty one undefined, which the callable client would send as null.
    voidInvoiceSchema.transform(({ reason, ...rest }) => (reason === undefined ? rest : { ...rest, reason })),
    request,
  )

export const exportInvoices = (setup: FirebaseSetup): Promise<ExportInvoicesResult> =>
  callFunction<Record<string, never>, ExportInvoicesResult>(setup, INVOICE_CALLABLES.exportInvoices, {})
