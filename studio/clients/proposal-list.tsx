import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { listReset } from "../../src/theme/mixins"
import type { ProposalSummary } from "../../contract/engagement-api"
import { formatPounds, PROPOSAL_STATE_LABELS, type Proposal, type ProposalState } from "../../contract/engagement-schema"
import { StyledBadge, StyledWarningBadge } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"
import { longDate, mayResend, mayWithdraw } from "./use-proposals"
import type { ClientPayments } from "./client-payments"

const StyledList = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

const StyledProposal = styled.li`
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

const StyledMuted = styled.p`
  color: ${({ theme }) => theme.colors.muted};
`

const StyledOverdue = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

/** States that end a proposal without an agreement, marked as warnings. */
const ENDED: readonly ProposalState[] = ["expired", "declined", "withdrawn"]

const withdrawButtonId = (proposalId: string) => `withdraw-${proposalId}`

/** "once", "twice", "3 times". */
const times = (count: number): string => (count === 1 ? "once" : count === 2 ? "twice" : `${count} times`)

/** "8 sessions of 90 minutes, £4,800 in 3 monthly instalments". */
export const programmeLine = ({ programme, paymentPlan }: Proposal): string =>
  `${programme.sessions} ${programme.sessions === 1 ? "session" : "sessions"} of ${programme.sessionMinutes} minutes, ${formatPounds(programme.feePence)} ${
    paymentPlan.kind === "full" ? "in full" : `in ${paymentPlan.instalments} monthly instalments`
  }`

const payerLine = ({ payer }: Proposal): string =>
  payer.kind === "client" ? "Paid by the client" : `Paid by ${payer.name}${payer.poNumber ? `, purchase order ${payer.poNumber}` : ""}`

/** When it closes (or closed), while that still matters. */
const closingLine = (summary: ProposalSummary): string | null => {
  if (summary.state === "sent" || summary.state === "opened") return `Open until ${longDate(summary.expiresAt)}`
  if (summary.state === "expired") return `Closed unanswered on ${longDate(summary.expiresAt)}`
  return null
}

/** Asks before withdrawing: what the client will no longer be able to do. */
const WithdrawConfirmation: React.FC<{ summary: ProposalSummary; busy: boolean; onKeep: () => void; onWithdraw: () => void }> = ({ summary, busy, onKeep, onWithdraw }) => {
  const heading = React.useRef<HTMLHeadingElement>(null)
  React.useEffect(() => heading.current?.focus(), [])
  const id = `withdraw-heading-${summary.proposalId}`
  const name = summary.proposal.client.name
  return (
    <WarningBlock role="group" aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} ref={heading}>
        Withdraw your proposal to {name}?
      </h3>
      <p>{name} will no longer be able to accept it. They are not e-mailed about it: tell them yourself if you wish.</p>
      <div>
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={onWithdraw}>
          {busy ? "Withdrawing…" : "Withdraw the proposal"}
        </Button>
        <Button type="button" $tone="outline" onClick={onKeep}>
          Keep it open
        </Button>
      </div>
    </WarningBlock>
  )
}

interface ProposalListProps {
  proposals: readonly ProposalSummary[]
  confirming: ProposalSummary | null
  busy: boolean
  onAsk: (proposalId: string | null) => void
  onWithdraw: (summary: ProposalSummary) => void
  onResend: (summary: ProposalSummary) => void
  /** An accepted engagement's payments, once her invoices are loaded; null for one with no invoices. */
  paymentsOf?: (summary: ProposalSummary) => ClientPayments | null
  /** An accepted engagement's sessions (studio/sessions/). */
  sessionsOf?: (summary: ProposalSummary) => React.ReactNode
  /** An accepted engagement's record (intake, notes, actions), drawn under its row. */
  recordOf?: (summary: ProposalSummary) => React.ReactNode
  /** An accepted engagement's end: ending it, the testimonial, the record's export and erasure (studio/testimonials/). */
  endOf?: (summary: ProposalSummary) => React.ReactNode
}

/** Every proposal, the latest sent first: whom to, what, for how much, its state, when it closes, how often sent; and what she may still do. */
export const ProposalList: React.FC<ProposalListProps> = ({ proposals, confirming, busy, onAsk, onWithdraw, onResend, paymentsOf, sessionsOf, recordOf, endOf }) => (
  <StyledList aria-label="Your proposals">
    {proposals.map((summary) => {
      const { proposal, state } = summary
      const name = proposal.client.name
      const Badge = ENDED.includes(state) ? StyledWarningBadge : StyledBadge
      const closing = closingLine(summary)
      const payments = state === "accepted" ? (paymentsOf?.(summary) ?? null) : null
      return (
        <StyledProposal key={summary.proposalId} data-state={state}>
          <h4>
            {name}
            <Badge>{PROPOSAL_STATE_LABELS[state]}</Badge>
          </h4>
          <p>
            <strong>{proposal.programme.title}</strong>: {programmeLine(proposal)}
          </p>
          <p>{payerLine(proposal)}</p>
          {closing && <p>{closing}</p>}
          {payments?.overdue.map((line) => <StyledOverdue key={line}>Overdue: {line}</StyledOverdue>)}
          {payments?.next && <p>Next payment: {payments.next}</p>}
          {state === "accepted" && sessionsOf?.(summary)}
          <StyledMuted>
            Sent {times(summary.sends)}
            {summary.sends === 1 ? ", on " : ", last on "}
            {longDate(summary.sentAt)} to <a href={`mailto:${proposal.client.email}`}>{proposal.client.email}</a>
          </StyledMuted>
          {state === "accepted" && recordOf?.(summary)}
          {state === "accepted" && endOf?.(summary)}
          {confirming?.proposalId === summary.proposalId ? (
            <WithdrawConfirmation
              summary={summary}
              busy={busy}
              onKeep={() => {
                onAsk(null)
                // Back to the button she came from.
                window.setTimeout(() => document.getElementById(withdrawButtonId(summary.proposalId))?.focus(), 0)
              }}
              onWithdraw={() => onWithdraw(summary)}
            />
          ) : (
            (mayResend(state) || mayWithdraw(state)) && (
              <StyledActions>
                {mayResend(state) && (
                  <Button type="button" $tone="outline" aria-disabled={busy || undefined} aria-label={`Send the proposal to ${name} again`} onClick={() => onResend(summary)}>
                    Send again
                  </Button>
                )}
                {mayWithdraw(state) && (
                  <Button type="button" id={withdrawButtonId(summary.proposalId)} $tone="outline" aria-label={`Withdraw the proposal to ${name}`} onClick={() => onAsk(summary.proposalId)}>
                    Withdraw
                  </Button>
                )}
              </StyledActions>
            )
          )}
        </StyledProposal>
      )
    })}
  </StyledList>
)
