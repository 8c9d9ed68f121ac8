import * as React from "react"
import styled from "styled-components"
import { listReset } from "../../src/theme/mixins"
import { shortDateTime, StyledBadge, StyledWarningBadge } from "../common/studio-rows"
import { useInbox } from "../inbox/use-inbox"
import type { NextCallsProps } from "../calls/next-calls"
import { screenAddress } from "../common/screen-address"
import { loadPart, ScreenHost, type LoadedPart } from "../common/screen-host"
import type { ScreenProps } from "../common/screen-props"
import { useFailedBuilds } from "./use-failed-builds"
import { isWaiting, longDate, useProposals } from "../clients/use-proposals"
import { DeskErasureRequests } from "../testimonials/desk-erasure-requests"
import { formatPounds, PROPOSAL_STATE_LABELS } from "../../contract/engagement-schema"
import { useInvoices } from "../clients/use-invoices"
import { printedDay } from "../../contract/long-date"
import { AnsweredIntakes } from "../client-record/answered-intakes"

/** How many of the new enquiries the desk names. */
export const NEW_ENQUIRIES_SHOWN = 3

/** How many of the overdue invoices the desk names. */
export const OVERDUE_INVOICES_SHOWN = 3

/** How many of the proposals waiting for an answer the desk names. */
export const WAITING_PROPOSALS_SHOWN = 3

const StyledDesk = styled.section`
  max-width: 44rem;
  margin: 0 0 3rem;

  h2 {
    font-size: 1.5rem;
  }

  h3 {
    margin: 1.75rem 0 0.5rem;
    font-size: 1.2rem;
  }

  ul {
    ${listReset}
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }

  li {
    padding: 0.6rem 0.25rem;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }

  li span {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }

  p a,
  li a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.65rem 0;
  }
`

const StyledKinds = styled.ul`
  && {
    border-top: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1.25rem;
  }

  && li {
    padding: 0;
    border: 0;
  }
`

/** The calls part, with luxon to read times in her zone: fetched as she signs in (warmDesk), not before. */
const NEXT_CALLS: LoadedPart<NextCallsProps> = {
  id: "desk:next-calls",
  opening: "Loading your calls…",
  load: () => import("../calls/next-calls").then((module) => module.NextCalls),
}

const NewEnquiries: React.FC<Pick<ScreenProps, "setup" | "topics">> = ({ setup, topics }) => {
  const inbox = useInbox(setup)
  const fresh = inbox.enquiries?.filter((enquiry) => !enquiry.read) ?? []
  return (
    <section aria-labelledby="desk-enquiries">
      <h3 id="desk-enquiries">New enquiries{inbox.enquiries ? ` (${fresh.length})` : ""}</h3>
      {inbox.problem && <p role="alert">{inbox.problem}</p>}
      {inbox.enquiries === null ? (
        !inbox.problem && <p role="status">Loading enquiries…</p>
      ) : fresh.length === 0 ? (
        <p>No new enquiries.</p>
      ) : (
        <ul aria-label="Newest enquiries">
          {fresh.slice(0, NEW_ENQUIRIES_SHOWN).map((enquiry) => (
            <li key={enquiry.id}>
              <strong>
                {enquiry.name}
                <StyledBadge>New</StyledBadge>
              </strong>
              <span>
                {topics[enquiry.topic] ?? enquiry.topic}, {shortDateTime(enquiry.receivedAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={screenAddress("enquiries")}>{fresh.length > 0 ? `Read your enquiries (${fresh.length} new)` : "Your enquiries"}</a>
      </p>
    </section>
  )
}

/** Her invoices past their due date and not yet paid, the longest overdue first (the Clients screen has them all). */
const OverdueInvoices: React.FC<Pick<ScreenProps, "setup">> = ({ setup }) => {
  const { invoices, totals, problem } = useInvoices(setup)
  const overdue = invoices?.filter((summary) => summary.state === "overdue").sort((a, b) => a.invoice.dueOn.localeCompare(b.invoice.dueOn)) ?? []
  return (
    <section aria-labelledby="desk-invoices">
      <h3 id="desk-invoices">Overdue invoices{invoices ? ` (${overdue.length})` : ""}</h3>
      {problem && <p role="alert">{problem}</p>}
      {invoices === null ? (
        !problem && <p role="status">Loading your invoices…</p>
      ) : overdue.length === 0 ? (
        <p>No invoices overdue.</p>
      ) : (
        <ul aria-label="Overdue invoices">
          {overdue.slice(0, OVERDUE_INVOICES_SHOWN).map(({ invoiceId, invoice }) => (
            <li key={invoiceId}>
              <strong>
                {invoice.clientName}
                <StyledWarningBadge>Overdue</StyledWarningBadge>
              </strong>
              <span>
                {invoice.number}, {formatPounds(invoice.amounts.grossPence)}, was due by {printedDay(invoice.dueOn)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={screenAddress("clients")}>
          {overdue.length > 0 && totals ? `Your invoices (${formatPounds(totals.overdue.grossPence)} overdue)` : "Your invoices"}
        </a>
      </p>
    </section>
  )
}

/** Her proposals sent or opened and not yet answered, the latest sent first (the Clients screen has the rest). */
const WaitingProposals: React.FC<Pick<ScreenProps, "setup">> = ({ setup }) => {
  const { proposals, problem } = useProposals(setup)
  const waiting = proposals?.filter((summary) => isWaiting(summary.state)) ?? []
  return (
    <section aria-labelledby="desk-proposals">
      <h3 id="desk-proposals">Proposals waiting for an answer{proposals ? ` (${waiting.length})` : ""}</h3>
      {problem && <p role="alert">{problem}</p>}
      {proposals === null ? (
        !problem && <p role="status">Loading your proposals…</p>
      ) : waiting.length === 0 ? (
        <p>No proposals waiting for an answer.</p>
      ) : (
        <ul aria-label="Proposals waiting for an answer">
          {waiting.slice(0, WAITING_PROPOSALS_SHOWN).map((summary) => (
            <li key={summary.proposalId}>
              <strong>
                {summary.proposal.client.name}
                <StyledBadge>{PROPOSAL_STATE_LABELS[summary.state]}</StyledBadge>
              </strong>
              <span>
                {summary.proposal.programme.title}, open until {longDate(summary.expiresAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a href={screenAddress("clients")}>{waiting.length > 0 ? `Your clients and proposals (${waiting.length} waiting)` : "Your clients and proposals"}</a>
      </p>
    </section>
  )
}

const FailedBuilds: React.FC<Pick<ScreenProps, "setup">> = ({ setup }) => {
  const failures = useFailedBuilds(setup)
  if (!failures) return <p role="status">Checking the site&rsquo;s last builds…</p>
  if (failures.length === 0) return null
  return (
    <section aria-labelledby="desk-builds">
      <h3 id="desk-builds">Not on the site yet</h3>
      <ul aria-label="Published, not on the site">
        {failures.map((failure) => (
          <li key={failure.key}>
            <a href={screenAddress(failure.screen)}>{failure.title}</a>
            <span>{failure.line}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The desk, where the studio opens: what needs her first (new enquiries, overdue invoices,
 * intakes answered, proposals waiting for an answer, her next calls, anything published that a build failed to put
 * on the site), then her content by kind, a tap each.
 */
export const DeskScreen: React.FC<ScreenProps> = ({ setup, topics }) => (
  <StyledDesk aria-labelledby="desk-heading">
    <h2 id="desk-heading">Your desk</h2>
    <NewEnquiries setup={setup} topics={topics} />
    <OverdueInvoices setup={setup} />
    <AnsweredIntakes setup={setup} />
    <WaitingProposals setup={setup} />
    <DeskErasureRequests setup={setup} />
    <section aria-labelledby="desk-calls">
      <h3 id="desk-calls">Next calls</h3>
      <ScreenHost row={NEXT_CALLS} props={{ setup }} />
      <p>
        <a href={screenAddress("calls")}>Your calls and availability</a>
      </p>
    </section>
    <FailedBuilds setup={setup} />
    <section aria-labelledby="desk-content">
      <h3 id="desk-content">Your content</h3>
      <StyledKinds aria-label="Your content by kind">
        <li>
          <a href={screenAddress("posts")}>Blog posts</a>
        </li>
        <li>
          <a href={screenAddress("stories")}>Web stories</a>
        </li>
        <li>
          <a href={screenAddress("pages")}>Pages and settings</a>
        </li>
      </StyledKinds>
    </section>
  </StyledDesk>
)

/**
 * Fetches the desk's calls part while her sign-in is on its way (three round trips to Auth), so
 * the desk does not wait two more for its code and luxon after she is in (bench/waits.ts).
 */
export const warmDesk = (): void => void loadPart(NEXT_CALLS).catch(() => undefined)
