/** What a client's engagement owes, for the Clients screen's row: anything overdue, and the next payment due. */
import type { ScheduledInvoice } from "../../contract/engagement-api"
import { formatPounds } from "../../contract/engagement-schema"
import type { InvoiceSummary } from "../../contract/invoice-api"
import { printedDay } from "../../contract/long-date"

export interface ClientPayments {
  /** "INV-0002, £600, was due by 16 December 2026", the oldest first. */
  overdue: string[]
  /**
   * The unpaid invoice due soonest that is not yet overdue; else the plan's next invoice not yet
   * issued; or, with nothing owed or to come, that every invoice is paid.
   */
  next: string | null
}

const byDue = (a: InvoiceSummary, b: InvoiceSummary) => a.invoice.dueOn.localeCompare(b.invoice.dueOn)

/** One engagement's invoices (and its plan's, issued or to come) in a line or two; null when it has none. */
export const clientPayments = (invoices: readonly InvoiceSummary[], schedule: readonly ScheduledInvoice[] | null): ClientPayments | null => {
  const issued = new Set(invoices.map(({ invoice }) => invoice.instalment))
  const [toCome] = (schedule ?? []).filter((planned) => !issued.has(planned.instalment)).sort((a, b) => a.instalment - b.instalment)
  if (invoices.length === 0 && !toCome) return null
  const overdue = invoices.filter((summary) => summary.state === "overdue").sort(byDue)
  const [due] = invoices.filter((summary) => summary.state === "due").sort(byDue)
  const paid = invoices.filter((summary) => summary.state === "paid").length
  const later = toCome && `instalment ${toCome.instalment} of ${toCome.instalments}, ${formatPounds(toCome.grossPence)}, to be invoiced on ${printedDay(toCome.issuesOn)}`
  return {
    overdue: overdue.map(({ invoice }) => `${invoice.number}, ${formatPounds(invoice.amounts.grossPence)}, was due by ${printedDay(invoice.dueOn)}`),
    next: due
      ? `${due.invoice.number}, ${formatPounds(due.invoice.amounts.grossPence)}, due by ${printedDay(due.invoice.dueOn)}`
      : later
        ? later
        : overdue.length === 0 && paid > 0
          ? `none due, ${paid === 1 ? "its invoice is paid" : `the ${paid} invoices issued so far are paid`}`
          : null,
  }
}
