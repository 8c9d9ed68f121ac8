import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { FirebaseSetup } from "../../src/firebase/config"
import { coachFields, ENQUIRY_FIELDS, type EnquiryFields } from "../../contract/enquiry-schema"
import type { InboxEnquiry } from "../../contract/studio-inbox-api"
import { rowStyle, shortDateTime, StyledBadge, StyledRows, StyledWarningBadge } from "../common/studio-rows"
import { useInbox } from "./use-inbox"
import { proposeTo } from "../clients/proposal-drafts"

const StyledItem = styled.li`
  ${rowStyle}

  &[data-unread="true"] strong {
    font-weight: 700;
  }

  &[data-unread="false"] strong {
    font-weight: 400;
  }
`

const StyledOpened = styled.article`
  margin-bottom: 3rem;

  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: 0.3rem 1rem;
  }

  dt {
    font-weight: 600;
  }

  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  blockquote {
    margin: 1.25rem 0;
    white-space: pre-wrap;
  }
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`

const EnquiryRow: React.FC<{ enquiry: InboxEnquiry; topic: string; onOpen: () => void }> = ({ enquiry, topic, onOpen }) => (
  <StyledItem data-unread={!enquiry.read}>
    <button type="button" onClick={onOpen}>
      <strong>
        {enquiry.name}
        {!enquiry.read && <StyledBadge>New</StyledBadge>}
        {enquiry.handled && <StyledBadge>Handled</StyledBadge>}
        {enquiry.suspectedSpam && <StyledWarningBadge>Suspected spam</StyledWarningBadge>}
        {enquiry.mail === "not-sent" && <StyledWarningBadge>E-mail not sent</StyledWarningBadge>}
      </strong>
      <span>
        {topic}, {shortDateTime(enquiry.receivedAt)}
      </span>
    </button>
  </StyledItem>
)

interface DetailsProps {
  enquiry: InboxEnquiry
  topicLabel: (topic: string) => string
  /** The enquiry's fields; the shared table unless a test gives another. */
  fields?: EnquiryFields
}

/**
 * The visitor's details under the name, in the form's order, each with the coach's label; an
 * optional one left empty is not shown. The name heads the enquiry and the message follows.
 */
export const EnquiryDetails: React.FC<DetailsProps> = ({ enquiry, topicLabel, fields = ENQUIRY_FIELDS }) => {
  // The enquiry as a plain record, read by the table's keys; only its text is shown.
  const values: Readonly<Record<string, unknown>> = { ...enquiry }
  const text = (key: string): string | undefined => (typeof values[key] === "string" ? values[key] : undefined)
  return coachFields(fields)
    .filter(([, field]) => field.coach.place === undefined)
    .map(([key, field]) => {
      const value = field.control === "choice" ? topicLabel(text(key) ?? "") : text(key)
      const always = field.control === "choice" || field.problems.includes("required")
      if (!value && !always) return null
      return (
        <React.Fragment key={key}>
          <dt>{field.coach.inboxLabel ?? field.coach.label}</dt>
          <dd>{value}</dd>
        </React.Fragment>
      )
    })
}

/** Why an enquiry is flagged, in a sentence for the coach, or null. */
const flagNote = (enquiry: InboxEnquiry): string | null => {
  if (enquiry.suspectedSpam) {
    return "Suspected spam: the hidden field only automated senders fill in was filled in, so no e-mail was sent. If this is a real person, reply as usual."
  }
  if (enquiry.mail === "not-sent") {
    return "The notification e-mail for this enquiry has not been sent. Reply from here, and ask your web developer to check the e-mail service."
  }
  return null
}

/** The enquiries from the contact form, newest first; one opens in full, with a reply link. */
export const EnquiryInbox: React.FC<{ setup: FirebaseSetup; topics: Record<string, string> }> = ({ setup, topics }) => {
  const inbox = useInbox(setup)
  const headingRef = React.useRef<HTMLHeadingElement>(null)
  const openedId = inbox.opened?.id
  React.useEffect(() => {
    if (openedId) headingRef.current?.focus()
  }, [openedId])

  const topicLabel = (topic: string) => topics[topic] ?? topic
  const unread = inbox.enquiries?.filter((enquiry) => !enquiry.read).length ?? 0

  return (
    <section aria-labelledby="inbox-heading">
      <h2 id="inbox-heading">Enquiries{inbox.enquiries ? ` (${unread} new)` : ""}</h2>
      <p role="alert">{inbox.problem}</p>
      {inbox.opened ? (
        <StyledOpened aria-labelledby="enquiry-heading">
          <h3 id="enquiry-heading" tabIndex={-1} ref={headingRef}>
            {inbox.opened.name}
          </h3>
          <dl>
            <EnquiryDetails enquiry={inbox.opened} topicLabel={topicLabel} />
            <dt>Received</dt>
            <dd>{shortDateTime(inbox.opened.receivedAt)}</dd>
          </dl>
          {flagNote(inbox.opened) && <p>{flagNote(inbox.opened)}</p>}
          <blockquote>{inbox.opened.message}</blockquote>
          <StyledActions>
            <a href={`mailto:${inbox.opened.email}?subject=${encodeURIComponent("Your enquiry")}`}>Reply by e-mail</a>
            <Button
              type="button"
              $tone="primary"
              aria-pressed={inbox.opened.handled}
              onClick={() => inbox.opened && void inbox.setHandled(inbox.opened.id, !inbox.opened.handled)}
            >
              {inbox.opened.handled ? "Handled (mark as not handled)" : "Mark as handled"}
            </Button>
            <Button type="button" $tone="outline" onClick={() => inbox.opened && proposeTo({ name: inbox.opened.name, email: inbox.opened.email })}>
              Propose a programme
            </Button>
            <Button type="button" $tone="outline" onClick={inbox.close}>
              Back to all enquiries
            </Button>
          </StyledActions>
          <p role="status">{inbox.saving === "saving" ? "Saving…" : inbox.saving === "saved" ? "Saved." : ""}</p>
        </StyledOpened>
      ) : inbox.enquiries === null ? (
        !inbox.problem && <p role="status">Loading enquiries…</p>
      ) : inbox.enquiries.length === 0 ? (
        <p>No enquiries yet. They arrive here as soon as a visitor sends the contact form.</p>
      ) : (
        <>
          <StyledRows>
            {inbox.enquiries.map((enquiry) => (
              <EnquiryRow key={enquiry.id} enquiry={enquiry} topic={topicLabel(enquiry.topic)} onOpen={() => inbox.open(enquiry.id)} />
            ))}
          </StyledRows>
          {inbox.hasOlder && (
            <Button type="button" $tone="outline" aria-disabled={inbox.loadingOlder || undefined} onClick={() => void inbox.showOlder()}>
              {inbox.loadingOlder ? "Loading older enquiries…" : "Show older enquiries"}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
