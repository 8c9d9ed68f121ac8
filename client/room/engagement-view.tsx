import * as React from "react"
import styled from "styled-components"
import { framedBlock } from "../../src/theme/mixins"
import type { ClientEngagement } from "../../contract/client-room-api"
import { longDate, longDateTime } from "../../contract/long-date"
import { formatPounds, planAmounts } from "../../contract/engagement-schema"
import { ProposalDetails } from "./proposal-details"
import { TermsText } from "./terms-text"
import { AcceptForm, DeclineForm } from "./answer-forms"
import type { AnswerProblem } from "./use-engagements"

const StyledEngagement = styled.article`
  margin: 0 0 3rem;

  > h2 {
    font-size: 1.6rem;
  }
`

const StyledNotice = styled.div`
  ${framedBlock}
  margin: 0 0 1.5rem;

  h3 {
    margin-top: 0;
  }
`

export interface EngagementViewProps {
  engagement: ClientEngagement
  coachName: string
  busy: boolean
  onAccept: (engagement: ClientEngagement, name: string, agreed: boolean) => Promise<AnswerProblem | null>
  onDecline: (engagement: ClientEngagement, reason: string) => Promise<AnswerProblem | null>
}

/** After acceptance: what was agreed and when, and where the invoices will be. */
const YourProgramme: React.FC<{ engagement: ClientEngagement; coachName: string }> = ({ engagement, coachName }) => {
  const { proposal, acceptance } = engagement
  return (
    <StyledEngagement aria-labelledby={`programme-${engagement.proposalId}`}>
      <h2 id={`programme-${engagement.proposalId}`}>Your programme: {proposal.programme.title}</h2>
      <StyledNotice role="status">
        <h3>Accepted</h3>
        <p>
          {acceptance
            ? `${acceptance.name} accepted this proposal and ${coachName}'s terms on ${longDateTime(new Date(acceptance.acceptedAt))}.`
            : "You have accepted this proposal."}{" "}
          The signed agreement comes to you by e-mail.
        </p>
      </StyledNotice>
      <ProposalDetails proposal={proposal} />
      <section aria-labelledby={`invoices-${engagement.proposalId}`}>
        <h3 id={`invoices-${engagement.proposalId}`}>Invoices</h3>
        {/* The invoices' own list takes this place once invoices are issued. */}
        <p>Invoices will appear here. The first, for {formatPounds(planAmounts(proposal.programme.feePence, proposal.paymentPlan)[0])}, is e-mailed to whoever pays when you accept.</p>
      </section>
      <details>
        <summary>The terms you accepted</summary>
        <TermsText terms={engagement.terms} headingId={`accepted-terms-${engagement.proposalId}`} />
      </details>
    </StyledEngagement>
  )
}

/** Why a proposal can no longer be answered, and what the client can do. */
const closedWords = (engagement: ClientEngagement, coachName: string): { heading: string; text: string } | null => {
  switch (engagement.state) {
    case "expired":
      return {
        heading: "This proposal has closed",
        text: `It was open until ${longDate(new Date(engagement.expiresAt))}, so it can no longer be accepted. If you would still like to go ahead, reply to ${coachName}'s e-mail and she can send it to you again.`,
      }
    case "withdrawn":
      return { heading: "This proposal has been withdrawn", text: `${coachName} has withdrawn it, so it can no longer be accepted or declined. Her e-mail will say what comes next.` }
    case "declined":
      return {
        heading: "You declined this proposal",
        text: `${engagement.declinedAt ? `You declined it on ${longDateTime(new Date(engagement.declinedAt))}. ` : ""}If you change your mind, write to ${coachName}.`,
      }
    default:
      return null
  }
}

/** One engagement: the proposal with her terms and the answer forms while it is open; what was agreed after; why it closed otherwise. */
export const EngagementView: React.FC<EngagementViewProps> = ({ engagement, coachName, busy, onAccept, onDecline }) => {
  if (engagement.state === "accepted") return <YourProgramme engagement={engagement} coachName={coachName} />
  const closed = closedWords(engagement, coachName)
  const headingId = `proposal-${engagement.proposalId}`
  return (
    <StyledEngagement aria-labelledby={headingId}>
      <h2 id={headingId}>Your proposal: {engagement.proposal.programme.title}</h2>
      {closed ? (
        <StyledNotice role="status">
          <h3>{closed.heading}</h3>
          <p>{closed.text}</p>
        </StyledNotice>
      ) : (
        <p>Open until {longDate(new Date(engagement.expiresAt))}. Please read the proposal and the terms of engagement below, then accept or decline.</p>
      )}
      <ProposalDetails proposal={engagement.proposal} coachName={coachName} />
      <TermsText terms={engagement.terms} headingId={`terms-${engagement.proposalId}`} />
      {!closed && (
        <>
          <AcceptForm busy={busy} onAccept={(name, agreed) => onAccept(engagement, name, agreed)} />
          <DeclineForm busy={busy} onDecline={(reason) => onDecline(engagement, reason)} />
        </>
      )}
    </StyledEngagement>
  )
}
