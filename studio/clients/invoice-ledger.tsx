import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledLabel } from "../../src/components/form-field"
import { listReset } from "../../src/theme/mixins"
import { formatPounds } from "../../contract/engagement-schema"
import { VOID_REASON_MAX, type InvoiceSummary, type InvoiceTotals } from "../../contract/invoice-api"
import { INVOICE_STATE_LABELS, type InvoiceState } from "../../contract/invoice-schema"
import { invoiceDescription } from "../../contract/invoice-wording"
import { printedDay } from "../../contract/long-date"
import { StyledBadge, StyledWarningBadge } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"
import { isUnpaid, londonToday, type InvoiceAsking } from "./use-invoices"

const StyledTotals = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0 0 1rem;
`

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledInvoice = styled.li`
  padding: 0.9rem 0.25rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  h4 {
    margin: 0 0 0.25rem;
    font-size: 1.1rem;
  }

  p {
    margin: 0.2rem 0;
    overflow-wrap: anywhere;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  margin-top: 0.5rem;
`

const StyledQuestion = styled.div`
  margin-top: 0.75rem;

  input {
    ${controlStyle}
    max-width: 22rem;
  }
`


const TOTAL_ORDER: readonly InvoiceState[] = ["due", "overdue", "paid", "void"]

const count = (n: number): string => `${n} ${n === 1 ? "invoice" : "invoices"}`

/** What each invoice's state says on its third line. */
const stateLine = ({ invoice, state }: InvoiceSummary): string => {
  const issued = `issued ${printedDay(invoice.issuedOn)}`
  if (state === "paid") return `${issued}, paid on ${invoice.paidOn ? printedDay(invoice.paidOn) : "a day not recorded"}`
  if (state === "void") return `${issued}, void${invoice.voidedOn ? ` on ${printedDay(invoice.voidedOn)}` : ""}${invoice.creditNoteNumber ? `: credit note ${invoice.creditNoteNumber}` : ""}`
  return `${issued}, ${state === "overdue" ? "was due by" : "due by"} ${printedDay(invoice.dueOn)}`
}

const actionId = (kind: string, invoiceId: string) => `invoice-${kind}-${invoiceId}`
const backTo = (id: string) => window.setTimeout(() => document.getElementById(id)?.focus(), 0)

/** The day the transfer arrived, today unless she says otherwise; refused at the field if it cannot be. */
const MarkPaidQuestion: React.FC<{ summary: InvoiceSummary; busy: boolean; onMark: (paidOn: string) => Promise<string | null>; onCancel: () => void }> = ({ summary, busy, onMark, onCancel }) => {
  const today = londonToday()
  const [paidOn, setPaidOn] = React.useState(today)
  const [problem, setProblem] = React.useState<string | null>(null)
  const field = React.useRef<HTMLInputElement>(null)
  React.useEffect(() => field.current?.focus(), [])
  const id = `paid-on-${summary.invoiceId}`
  const number = summary.invoice.number
  return (
    <StyledQuestion role="group" aria-labelledby={`${id}-heading`}>
      <h5 id={`${id}-heading`}>Mark invoice {number} paid</h5>
      <StyledLabel htmlFor={id}>Day the transfer reached your account</StyledLabel>
      <input
        id={id}
        ref={field}
        type="date"
        value={paidOn}
        min={summary.invoice.issuedOn}
        max={today}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => setPaidOn(event.target.value)}
      />
      {problem && <StyledError id={`${id}-problem`}>{problem}</StyledError>}
      <StyledActions>
        <Button
          type="button"
          $tone="primary"
          aria-disabled={busy || undefined}
          onClick={() =>
            void onMark(paidOn).then((wrong) => {
              setProblem(wrong)
              if (wrong) field.current?.focus()
            })
          }
        >
          {busy ? "Marking paid…" : `Mark ${number} paid`}
        </Button>
        <Button type="button" $tone="outline" onClick={onCancel}>
          Cancel
        </Button>
      </StyledActions>
    </StyledQuestion>
  )
}

/** Asks before voiding: what the credit note does and to whom it goes, and an optional reason printed on it. */
const VoidQuestion: React.FC<{ summary: InvoiceSummary; busy: boolean; onVoid: (reason: string) => Promise<string | null>; onKeep: () => void }> = ({ summary, busy, onVoid, onKeep }) => {
  const [reason, setReason] = React.useState("")
  const [problem, setProblem] = React.useState<string | null>(null)
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  const { invoice } = summary
  const id = `void-${summary.invoiceId}`
  return (
    <WarningBlock role="group" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`} tabIndex={-1} ref={heading}>
        Void invoice {invoice.number}?
      </h3>
      <p>
        A credit note for {formatPounds(invoice.amounts.grossPence)} cancels it, and is e-mailed to {invoice.billTo.name} ({invoice.billTo.email}). Nothing is then owed on
        this invoice, and it cannot be undone.
      </p>
      <StyledQuestion>
        <StyledLabel htmlFor={`${id}-reason`}>Reason, printed on the credit note (optional)</StyledLabel>
        <input
          id={`${id}-reason`}
          type="text"
          value={reason}
          maxLength={VOID_REASON_MAX + 50}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem && <StyledError id={`${id}-problem`}>{problem}</StyledError>}
      </StyledQuestion>
      <div>
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => void onVoid(reason).then(setProblem)}>
          {busy ? "Voiding…" : "Void it and issue a credit note"}
        </Button>
        <Button type="button" $tone="outline" onClick={onKeep}>
          Keep the invoice
        </Button>
      </div>
    </WarningBlock>
  )
}

interface InvoiceLedgerProps {
  invoices: readonly InvoiceSummary[]
  totals: InvoiceTotals
  asking: InvoiceAsking
  busy: boolean
  onAsk: (asking: InvoiceAsking) => void
  onMarkPaid: (summary: InvoiceSummary, paidOn: string) => Promise<string | null>
  onVoid: (summary: InvoiceSummary, reason: string) => Promise<string | null>
}

/** Her invoices, the latest first: each state's count and total, then each invoice with what she may still do with it. */
export const InvoiceLedger: React.FC<InvoiceLedgerProps> = ({ invoices, totals, asking, busy, onAsk, onMarkPaid, onVoid }) => (
  <>
    <StyledTotals aria-label="Invoice totals">
      {TOTAL_ORDER.filter((state) => state !== "void" || totals.void.count > 0).map((state) => (
        <li key={state}>
          <strong>{INVOICE_STATE_LABELS[state]}</strong>: {formatPounds(totals[state].grossPence)} ({count(totals[state].count)})
        </li>
      ))}
    </StyledTotals>
    <StyledList aria-label="Your invoices">
      {invoices.map((summary) => {
        const { invoice, state, invoiceId } = summary
        const Badge = state === "overdue" ? StyledWarningBadge : StyledBadge
        const payer = invoice.billTo.name === invoice.clientName ? "" : `, billed to ${invoice.billTo.name}${invoice.billTo.poNumber ? ` (purchase order ${invoice.billTo.poNumber})` : ""}`
        const open = asking?.invoiceId === invoiceId ? asking.kind : null
        return (
          <StyledInvoice key={invoiceId} data-state={state}>
            <h4>
              {invoice.number}
              <Badge>{INVOICE_STATE_LABELS[state]}</Badge>
            </h4>
            <p>
              <strong>{invoice.clientName}</strong>
              {payer}: {invoiceDescription(invoice)}
            </p>
            <p>
              {formatPounds(invoice.amounts.grossPence)}
              {invoice.amounts.vatRatePercent !== undefined ? ` (VAT ${formatPounds(invoice.amounts.vatPence)})` : ""}, {stateLine(summary)}
            </p>
            {open === "paid" ? (
              <MarkPaidQuestion
                summary={summary}
                busy={busy}
                onMark={(paidOn) => onMarkPaid(summary, paidOn)}
                onCancel={() => {
                  onAsk(null)
                  backTo(actionId("paid", invoiceId))
                }}
              />
            ) : open === "void" ? (
              <VoidQuestion
                summary={summary}
                busy={busy}
                onVoid={(reason) => onVoid(summary, reason)}
                onKeep={() => {
                  onAsk(null)
                  backTo(actionId("void", invoiceId))
                }}
              />
            ) : (
              isUnpaid(state) && (
                <StyledActions>
                  <Button type="button" id={actionId("paid", invoiceId)} $tone="outline" aria-label={`Mark invoice ${invoice.number} paid`} onClick={() => onAsk({ invoiceId, kind: "paid" })}>
                    Mark paid
                  </Button>
                  <Button type="button" id={actionId("void", invoiceId)} $tone="outline" aria-label={`Void invoice ${invoice.number}`} onClick={() => onAsk({ invoiceId, kind: "void" })}>
                    Void
                  </Button>
                </StyledActions>
              )
            )}
          </StyledInvoice>
        )
      })}
    </StyledList>
  </>
)
