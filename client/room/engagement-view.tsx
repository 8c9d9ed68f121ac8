import * as React from "react"
import styled from "styled-components"
import { framedBlock } from "../../src/theme/mixins"
import type { ClientEngagement } from "../../contract/client-room-api"
import { longDate, longDateTime } from "../../contract/long-date"
import { planAmounts } from "../../contract/engagement-schema"
import { ProposalDetails } from "./proposal-details"
import { TermsText } from "./terms-text"
import { AcceptForm, DeclineForm } from "./answer-forms"
import type { AnswerProblem } from "./use-engagements"
import { InvoiceList } from "./invoice-list"
import { TestimonialPanel } from "./testimonial-panel"
import type { DownloadOutcome } from "./use-my-invoices"
import type { InvoiceSummary } from "../../contract/invoice-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { YourSessions } from "./your-sessions"
import { ProgrammeRecord } from "./programme-record"

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
  invoices: EngagementInvoices
  /** For the parts of an accepted programme that load their own (its sessions, intake and actions). */
  setup: FirebaseSetup
}

/** An accepted engagement's invoices as the room has them, and downloading one's PDF. */
export interface EngagementInvoices {
  /** This engagement's; null while they load. */
  of: (engagementId: string) => InvoiceSummary[] | null
  problem: string | null
  downloading: string | null
  outcome: DownloadOutcome | null
  onDownload: (summary: InvoiceSummary) => void
}

/** After acceptance: what was agreed and when, its sessions, the intake and her actions, and its invoices. */
const YourProgramme: React.FC<{ setup: FirebaseSetup; engagement: ClientEngagement; coachName: string; invoices: EngagementInvoices }> = ({ setup, engagement, coachName, invoices }) => {
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
      <YourSessions setup={setup} engagementId={engagement.proposalId} />
      <ProgrammeRecord setup={setup} engagementId={engagement.proposalId} coachName={coachName} />
      <section aria-labelledby={`invoices-${engagement.proposalId}`}>
        <h3 id={`invoices-${engagement.proposalId}`}>Invoices</h3>
        <InvoiceList
          invoices={invoices.of(engagement.proposalId)}
          loadProblem={invoices.problem}
          firstPence={planAmounts(proposal.programme.feePence, proposal.paymentPlan)[0]}
          downloading={invoices.downloading}
          outcome={invoices.outcome}
          onDownload={invoices.onDownload}
        />
      </section>
      <TestimonialPanel setup={setup} engagement={engagement} coachName={coachName} />
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
export const EngagementView: React.FC<EngagementViewProps> = ({ setup, engagement, coachName, busy, onAccept, onDecline, invoices }) => {
  if (engagement.state === "accepted") return <YourProgramme setup={setup} engagement={engagement} coachName={coachName} invoices={invoices} />
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
