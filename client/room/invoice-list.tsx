import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { framedBlock, listReset } from "../../src/theme/mixins"
import { media } from "../../src/theme/media"
import { formatPounds } from "../../contract/engagement-schema"
import { INVOICE_STATE_LABELS, type Invoice } from "../../contract/invoice-schema"
import type { InvoiceSummary } from "../../contract/invoice-api"
import { invoiceDescription, invoicePeriod } from "../../contract/invoice-wording"
import { dayOf, longDate } from "../../contract/long-date"
import type { DownloadOutcome } from "./use-my-invoices"

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledInvoice = styled.li`
  padding: 1rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;

  h4 {
    margin: 0 0 0.5rem;
    font-size: 1.15rem;
  }

  p {
    margin: 0.25rem 0;
  }
`

const StyledState = styled.em<{ $warn: boolean }>`
  margin-left: 0.5rem;
  padding: 0.05rem 0.4rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $warn, theme }) => ($warn ? theme.colors.danger : theme.colors.primaryDark)};
  color: ${({ theme }) => theme.colors.inverse};
  font-style: normal;
  font-size: 0.85rem;
  white-space: nowrap;
`

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.15rem 1rem;
  margin: 0.5rem 0;

  dt {
    font-weight: 600;
    margin-top: 0.5rem;
  }

  dd {
    margin: 0;
  }

  ${media.up("tablet")} {
    grid-template-columns: 10rem 1fr;

    dt {
      margin-top: 0;
    }
  }
`

const StyledPay = styled.div`
  ${framedBlock}
  margin: 0.75rem 0;

  h5 {
    margin: 0 0 0.25rem;
    font-size: 1rem;
  }
`

const StyledTotal = styled.p`
  font-weight: 600;
`

const day = (isoDate: string): string => longDate(dayOf(isoDate))


/** The amount, with the VAT in it when she charges VAT. */
const amountInWords = ({ amounts }: Invoice): string =>
  amounts.vatRatePercent === undefined
    ? formatPounds(amounts.grossPence)
    : `${formatPounds(amounts.grossPence)}, including VAT at ${amounts.vatRatePercent}% of ${formatPounds(amounts.vatPence)}`

/** What is owed now across these invoices: the due and the overdue. */
const owing = (invoices: readonly InvoiceSummary[]) => {
  const unpaid = invoices.filter((summary) => summary.state === "due" || summary.state === "overdue")
  const total = (list: readonly InvoiceSummary[]) => list.reduce((sum, summary) => sum + summary.invoice.amounts.grossPence, 0)
  return { count: unpaid.length, pence: total(unpaid), overduePence: total(unpaid.filter((summary) => summary.state === "overdue")) }
}

/** How to pay one by bank transfer, as the invoice prints it: her account, and the invoice's number as the reference. */
const HowToPay: React.FC<{ invoice: Invoice }> = ({ invoice }) => (
  <StyledPay>
    <h5>How to pay</h5>
    <p>
      Please pay {formatPounds(invoice.amounts.grossPence)} by bank transfer by {day(invoice.dueOn)}, quoting the invoice number as the reference.
    </p>
    <StyledFacts>
      <dt>Account name</dt>
      <dd>{invoice.bankTransfer.accountName}</dd>
      <dt>Sort code</dt>
      <dd>{invoice.bankTransfer.sortCode}</dd>
      <dt>Account number</dt>
      <dd>{invoice.bankTransfer.accountNumber}</dd>
      <dt>Reference</dt>
      <dd>{invoice.bankTransfer.reference}</dd>
    </StyledFacts>
  </StyledPay>
)

interface InvoiceListProps {
  /** This engagement's invoices; null while they load. */
  invoices: readonly InvoiceSummary[] | null
  loadProblem: string | null
  /** The first invoice's amount, named while none is listed yet. */
  firstPence: number
  downloading: string | null
  outcome: DownloadOutcome | null
  onDownload: (summary: InvoiceSummary) => void
}

/** An engagement's invoices: what is due in total, then each with what it is for, its amount, due date and state, how to pay, and its PDF. */
export const InvoiceList: React.FC<InvoiceListProps> = ({ invoices, loadProblem, firstPence, downloading, outcome, onDownload }) => {
  if (loadProblem) return <p role="alert">{loadProblem}</p>
  if (!invoices || invoices.length === 0) {
    return (
      <>
        <p>Invoices will appear here. The first, for {formatPounds(firstPence)}, is e-mailed to whoever pays when you accept.</p>
        {!invoices && <p role="status">Loading your invoices…</p>}
      </>
    )
  }
  const due = owing(invoices)
  return (
    <>
      <StyledTotal>
        {due.count === 0
          ? "Nothing is due: thank you."
          : `Due in total: ${formatPounds(due.pence)}${due.count > 1 ? ` on ${due.count} invoices` : ""}${due.overduePence > 0 ? `, of which ${formatPounds(due.overduePence)} is overdue` : ""}.`}
      </StyledTotal>
      <StyledList aria-label="Your invoices">
        {invoices.map((summary) => {
          const { invoice, state, invoiceId } = summary
          const unpaid = state === "due" || state === "overdue"
          const said = outcome?.invoiceId === invoiceId ? outcome : null
          return (
            <StyledInvoice key={invoiceId} aria-labelledby={`invoice-${invoiceId}`}>
              <h4 id={`invoice-${invoiceId}`}>
                Invoice {invoice.number}
                <StyledState $warn={state === "overdue"}>{INVOICE_STATE_LABELS[state]}</StyledState>
              </h4>
              <StyledFacts>
                <dt>For</dt>
                <dd>{invoiceDescription(invoice)}</dd>
                <dt>Period</dt>
                <dd>{invoicePeriod(invoice)}</dd>
                <dt>Amount</dt>
                <dd>{amountInWords(invoice)}</dd>
                <dt>Issued</dt>
                <dd>{day(invoice.issuedOn)}</dd>
                <dt>{state === "overdue" ? "Was due by" : "Due by"}</dt>
                <dd>{day(invoice.dueOn)}</dd>
                {state === "paid" && invoice.paidOn && (
                  <>
                    <dt>Paid</dt>
                    <dd>Received with thanks on {day(invoice.paidOn)}</dd>
                  </>
                )}
                {state === "void" && (
                  <>
                    <dt>Cancelled</dt>
                    <dd>{invoice.creditNoteNumber ? `By credit note ${invoice.creditNoteNumber}: nothing is owed on it.` : "Nothing is owed on it."}</dd>
                  </>
                )}
              </StyledFacts>
              {unpaid && <HowToPay invoice={invoice} />}
              <p>
                <Button type="button" $tone="outline" aria-disabled={downloading === invoiceId || undefined} onClick={() => onDownload(summary)}>
                  {downloading === invoiceId ? `Downloading invoice ${invoice.number}…` : `Download invoice ${invoice.number} (PDF)`}
                </Button>
              </p>
              {said && <p role={said.failed ? "alert" : "status"}>{said.text}</p>}
            </StyledInvoice>
          )
        })}
      </StyledList>
    </>
  )
}
