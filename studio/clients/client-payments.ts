/** What a client's engagement owes, for the Clients screen's row: anything overdue, and the next payment due. */
import { formatPounds } from "../../contract/engagement-schema"
import type { InvoiceSummary } from "../../contract/invoice-api"
import { dayInWords } from "./invoice-ledger"

export interface ClientPayments {
  /** "INV-0002, £600, was due by 16 December 2026", the oldest first. */
  overdue: string[]
  /** The unpaid invoice due soonest that is not yet overdue; or, with nothing owed, that every invoice is paid. */
  next: string | null
}

const byDue = (a: InvoiceSummary, b: InvoiceSummary) => a.invoice.dueOn.localeCompare(b.invoice.dueOn)

/** One engagement's invoices in a line or two; null when it has none. */
export const clientPayments = (invoices: readonly InvoiceSummary[]): ClientPayments | null => {
  if (invoices.length === 0) return null
  const overdue = invoices.filter((summary) => summary.state === "overdue").sort(byDue)
  const [due] = invoices.filter((summary) => summary.state === "due").sort(byDue)
  const paid = invoices.filter((summary) => summary.state === "paid").length
  return {
    overdue: overdue.map(({ invoice }) => `${invoice.number}, ${formatPounds(invoice.amounts.grossPence)}, was due by ${dayInWords(invoice.dueOn)}`),
    next: due
      ? `${due.invoice.number}, ${formatPounds(due.invoice.amounts.grossPence)}, due by ${dayInWords(due.invoice.dueOn)}`
      : overdue.length === 0 && paid > 0
        ? `none due, ${paid === 1 ? "its invoice is paid" : `the ${paid} invoices issued so far are paid`}`
        : null,
  }
}
