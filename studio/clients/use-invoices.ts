import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { downloadFile } from "../../src/lib/download-file"
import { VOID_REASON_MAX, type InvoiceSummary, type ListInvoicesResult } from "../../contract/invoice-api"
import type { InvoiceState } from "../../contract/invoice-schema"
import { isOneLine } from "../../contract/schema-fields"
import { exportInvoices, fetchInvoices, markInvoicePaid, voidInvoice } from "../callables/invoice-callables"
import { useLoaded } from "../common/use-loaded"
import { exportProblem, invoicesListProblem, markPaidProblem, voidProblem } from "./invoices-problem"

/** Today in London (YYYY-MM-DD), the day the callables count in. */
export const londonToday = (now = new Date()): string =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London", year: "numeric", month: "2-digit", day: "2-digit" }).format(now)

/** Still to be paid: due, or overdue. */
export const isUnpaid = (state: InvoiceState): boolean => state === "due" || state === "overdue"

/** Which of her questions is open, on which invoice: the day it was paid, or voiding it. */
export type InvoiceAsking = { invoiceId: string; kind: "paid" | "void" } | null

/** The day she typed for a payment checked as the callable checks it: what is wrong with it, or null. */
const paidOnProblem = (paidOn: string, invoice: InvoiceSummary["invoice"], today: string): string | null => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paidOn)) return "Give the day the transfer reached your account."
  if (paidOn > today) return "The day it was paid cannot be after today."
  if (paidOn < invoice.issuedOn) return "The day it was paid cannot be before the invoice's date."
  return null
}

/**
 * Her invoices, the latest first, with each state's count and total; marking one paid on the day
 * the transfer arrived, voiding one with a credit note (after she confirms), and the CSV for her
 * accountant, saved on her device (`save` is the browser's download unless a test gives another).
 * A refusal (it was voided or paid meanwhile) is told in plain words and the list reloaded.
 */
export const useInvoices = (setup: FirebaseSetup, save: typeof downloadFile = downloadFile) => {
  const { data, problem, setProblem, reload } = useLoaded<ListInvoicesResult>(
    useCallback(() => fetchInvoices(setup), [setup]),
    invoicesListProblem,
  )
  const [asking, setAsking] = useState<InvoiceAsking>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const run = async (action: () => Promise<string>, refused: (error: unknown) => string): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      setDone(await action())
      setAsking(null)
      return true
    } catch (error) {
      // Shown as it now is, so the refusal and the row agree; a failed reload keeps the refusal's words.
      await reload().catch(() => undefined)
      setProblem(refused(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Marks one paid; a day the callable would refuse is answered here, at the field, and nothing is sent. */
  const markPaid = async (summary: InvoiceSummary, paidOn: string): Promise<string | null> => {
    const wrong = paidOnProblem(paidOn, summary.invoice, londonToday())
    if (wrong) return wrong
    await run(async () => {
      await markInvoicePaid(setup, { invoiceId: summary.invoiceId, paidOn })
      await reload()
      return `Invoice ${summary.invoice.number} is marked paid.`
    }, (error) => markPaidProblem(error, summary.invoice.number))
    return null
  }

  /** Voids one with a credit note for its whole amount, e-mailed to whoever the invoice went to. */
  const voidOne = async (summary: InvoiceSummary, reason: string): Promise<string | null> => {
    const trimmed = reason.trim()
    if (trimmed.length > VOID_REASON_MAX) return `The reason must be at most ${VOID_REASON_MAX} characters (it is ${trimmed.length}).`
    if (!isOneLine(trimmed)) return "The reason must be one line: it is printed on the credit note."
    await run(async () => {
      const { creditNoteNumber } = await voidInvoice(setup, { invoiceId: summary.invoiceId, reason: trimmed || undefined })
      await reload()
      return `Invoice ${summary.invoice.number} is void: credit note ${creditNoteNumber} cancels it and has been e-mailed to ${summary.invoice.billTo.name}.`
    }, (error) => voidProblem(error, summary.invoice.number))
    return null
  }

  const exportCsv = () =>
    run(async () => {
      const { csv, filename } = await exportInvoices(setup)
      save(csv, filename, "text/csv;charset=utf-8")
      return `Your invoices and credit notes are saved as ${filename}, for your accountant.`
    }, exportProblem)

  return {
    invoices: data?.invoices ?? null,
    totals: data?.totals ?? null,
    problem,
    busy,
    done,
    asking,
    ask: (next: InvoiceAsking) => {
      setDone(null)
      setAsking(next)
    },
    markPaid,
    voidOne,
    exportCsv,
    reload,
  }
}
