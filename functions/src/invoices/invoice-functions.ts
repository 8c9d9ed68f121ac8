/**
 * The functions of invoices: the trigger that follows a client's acceptance (the agreement and the
 * first invoice), the daily run (later instalments and reminders), her studio callables (list,
 * mark paid, void with a credit note, export as CSV; coach only) and the client's (their own
 * invoices and one's PDF; only the signed-in client's own).
 */
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import { onDocumentUpdated } from "firebase-functions/v2/firestore"
import { onSchedule } from "firebase-functions/v2/scheduler"
import { logger } from "firebase-functions"
import { ENGAGEMENTS } from "../../../contract/firebase-settings"
import {
  exportInvoicesSchema,
  invoicePdfSchema,
  listInvoicesSchema,
  markInvoicePaidSchema,
  voidInvoiceSchema,
  type ExportInvoicesResult,
  type InvoiceChangeResult,
  type InvoicePdfResult,
  type ListInvoicesResult,
  type ListMyInvoicesResult,
  type VoidInvoiceResult,
} from "../../../contract/invoice-api"
import { ENFORCE_APP_CHECK } from "../common/app-check"
import { londonDay } from "../common/london-days"
import { followAcceptance, isAcceptance } from "../engagements/acceptance"
import { requireClient } from "../client-room/require-client"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"
import { requireCoach } from "../studio/require-coach"
import { parseRequest } from "../studio/studio-requests"
import { clientInvoice, exportInvoices, listClientInvoices, listInvoices, markPaid, totalsOf, voidInvoice } from "./invoice-ledger"
import { invoiceFilename, invoicePdf } from "./invoice-pdf"
import { issueDueInstalments, sendInvoiceReminders } from "./invoice-schedule"

export const handlers = {
  listInvoices: async (request: CallableRequest<unknown>, now = new Date()): Promise<ListInvoicesResult> => {
    requireCoach(request)
    parseRequest(listInvoicesSchema, request.data)
    const invoices = await listInvoices(firestore(), londonDay(now))
    return { invoices, totals: totalsOf(invoices) }
  },
  markInvoicePaid: async (request: CallableRequest<unknown>, now = new Date()): Promise<InvoiceChangeResult> => {
    requireCoach(request)
    const { invoiceId, paidOn } = parseRequest(markInvoicePaidSchema, request.data)
    return { invoice: await markPaid(firestore(), invoiceId, paidOn, londonDay(now)) }
  },
  voidInvoice: async (request: CallableRequest<unknown>, now = new Date()): Promise<VoidInvoiceResult> => {
    requireCoach(request)
    const { invoiceId, reason } = parseRequest(voidInvoiceSchema, request.data)
    const site = await refreshSiteIdentity(firestore())
    const { invoice, creditNote } = await voidInvoice(firestore(), invoiceId, reason, site, londonDay(now), now)
    logger.info("Invoice voided", { invoiceId, creditNote: creditNote.number })
    return { invoice, creditNoteNumber: creditNote.number }
  },
  exportInvoices: async (request: CallableRequest<unknown>, now = new Date()): Promise<ExportInvoicesResult> => {
    requireCoach(request)
    parseRequest(exportInvoicesSchema, request.data)
    return exportInvoices(firestore(), londonDay(now))
  },
  listMyInvoices: async (request: CallableRequest<unknown>, now = new Date()): Promise<ListMyInvoicesResult> => {
    const email = requireClient(request)
    parseRequest(listInvoicesSchema, request.data)
    return { invoices: await listClientInvoices(firestore(), email, londonDay(now)) }
  },
  invoicePdf: async (request: CallableRequest<unknown>): Promise<InvoicePdfResult> => {
    const email = requireClient(request)
    const { invoiceId } = parseRequest(invoicePdfSchema, request.data)
    const invoice = await clientInvoice(firestore(), invoiceId, email)
    return { filename: invoiceFilename(invoice), contentType: "application/pdf", base64: Buffer.from(await invoicePdf(invoice)).toString("base64") }
  },
}

const options = { enforceAppCheck: ENFORCE_APP_CHECK }

export const studioListInvoices = onCall(options, (request) => handlers.listInvoices(request))
export const studioMarkInvoicePaid = onCall(options, (request) => handlers.markInvoicePaid(request))
export const studioVoidInvoice = onCall(options, (request) => handlers.voidInvoice(request))
export const studioExportInvoices = onCall(options, (request) => handlers.exportInvoices(request))
export const clientListInvoices = onCall(options, (request) => handlers.listMyInvoices(request))
export const clientInvoicePdf = onCall(options, (request) => handlers.invoicePdf(request))

/**
 * On the client's acceptance: the agreement to both, the first invoice to whoever pays. Retried on
 * failure (events come at least once); each step is done once however often it runs.
 */
export const followAcceptedEngagement = onDocumentUpdated({ document: `${ENGAGEMENTS}/{engagementId}`, retry: true }, async (event) => {
  const { before, after } = event.data ?? {}
  if (!after || !isAcceptance(before, after)) return
  const db = firestore()
  await followAcceptance(db, after, await refreshSiteIdentity(db))
})

/** Every morning, London time: the instalments whose day has come, then the reminders owed. */
export const sendInstalmentsAndReminders = onSchedule({ schedule: "every day 09:00", timeZone: "Europe/London" }, async (event) => {
  const scheduled = new Date(event.scheduleTime)
  const now = Number.isNaN(scheduled.getTime()) ? new Date() : scheduled
  const db = firestore()
  const site = await refreshSiteIdentity(db)
  const today = londonDay(now)
  const issued = await issueDueInstalments(db, site, today, now)
  const reminded = await sendInvoiceReminders(db, site, today, now)
  logger.info("Invoices run", { day: today, issued: issued.length, reminders: reminded.length })
})
