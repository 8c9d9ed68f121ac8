import * as React from "react"
import styled from "styled-components"
import { formatPounds, planAmounts, type Proposal } from "../../contract/engagement-schema"
import { media } from "../../src/theme/media"
import { dayOf, longDate } from "../../contract/long-date"

const StyledList = styled.dl`
  display: grid;
  grid-template-columns: 1fr;
  gap: 0.25rem 1.5rem;
  margin: 0 0 1.5rem;

  dt {
    font-weight: 600;
    margin-top: 0.75rem;
  }

  dd {
    margin: 0;
  }

  ${media.up("tablet")} {
    grid-template-columns: 12rem 1fr;

    dt {
      margin-top: 0;
    }
  }
`

const StyledNote = styled.blockquote`
  margin: 0 0 1.5rem;
  padding: 0.75rem 1rem;
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.accent};
  white-space: pre-wrap;
`

/** "3 monthly instalments: £1,600, £1,600 and £1,600", the first on acceptance. */
export const planInWords = (proposal: Proposal): string => {
  const amounts = planAmounts(proposal.programme.feePence, proposal.paymentPlan)
  if (amounts.length === 1) return `In full, ${formatPounds(amounts[0])}, invoiced when you accept`
  const listed = amounts.map(formatPounds)
  return `${amounts.length} monthly instalments: ${listed.slice(0, -1).join(", ")} and ${listed[listed.length - 1]}, the first invoiced when you accept`
}

const payerInWords = (proposal: Proposal): React.ReactNode => {
  const { payer } = proposal
  if (payer.kind === "client") return "You"
  return (
    <>
      {payer.name}, invoices to {payer.billingContact.name} ({payer.billingContact.email})
      <br />
      {payer.address.join(", ")}
      {payer.poNumber && (
        <>
          <br />
          Purchase order {payer.poNumber}
        </>
      )}
      {payer.vatNumber && (
        <>
          <br />
          VAT number {payer.vatNumber}
        </>
      )}
    </>
  )
}

/** What she proposes, as the client reads it before answering and keeps reading after. */
export const ProposalDetails: React.FC<{ proposal: Proposal; coachName?: string }> = ({ proposal, coachName }) => {
  const { programme } = proposal
  return (
    <>
      {proposal.note && (
        <>
          <h3>{coachName ? `A note from ${coachName}` : "A note for you"}</h3>
          <StyledNote>{proposal.note}</StyledNote>
        </>
      )}
      <StyledList>
        <dt>Client</dt>
        <dd>
          {proposal.client.name} ({proposal.client.email})
        </dd>
        <dt>Who pays</dt>
        <dd>{payerInWords(proposal)}</dd>
        <dt>Programme</dt>
        <dd>{programme.title}</dd>
        <dt>Sessions</dt>
        <dd>{programme.sessions === 1 ? "1 session" : `${programme.sessions} sessions`}</dd>
        <dt>Each session</dt>
        <dd>{programme.sessionMinutes} minutes</dd>
        <dt>Fee</dt>
        <dd>{formatPounds(programme.feePence)}</dd>
        <dt>How it is paid</dt>
        <dd>{planInWords(proposal)}</dd>
        <dt>Starting on</dt>
        <dd>{longDate(dayOf(proposal.startDate))}</dd>
      </StyledList>
    </>
  )
}
