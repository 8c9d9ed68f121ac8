import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledLabel } from "../../src/components/form-field"
import { firstNameOf, publishedNaming, type ClientRecordSummary, type TestimonialPermission } from "../../contract/programme-end-api"
import { longDate } from "../../contract/long-date"
import type { FirebaseSetup } from "../../src/firebase/config"
import { FieldBox } from "../common/field-box"
import { actionRowStyle } from "../common/studio-rows"
import { WarningBlock } from "../common/warning-block"
import { useProgrammeEnd, type SuggestionDraft } from "./use-programme-end"

const StyledPanel = styled.details`
  margin-top: 0.8rem;

  blockquote {
    margin: 0.6rem 0;
    padding-left: 0.8rem;
    border-left: 3px solid ${({ theme }) => theme.colors.muted};
    white-space: pre-wrap;
  }

  input[type="text"] {
    ${controlStyle}
  }

  textarea {
    min-height: 9rem;
  }
`

const StyledActions = styled.div`
  ${actionRowStyle}
`

const StyledFailed = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`

/** The name line the site would print, from the permission alone. */
const namedAs = (permission: TestimonialPermission): string => {
  const { name, role, company } = publishedNaming(permission)
  return [name ?? "Anonymous", role, company].filter(Boolean).join(", ")
}

interface SuggestionProps {
  id: string
  clientName: string
  draft: SuggestionDraft | null
  busy: boolean
  onOpen: () => void
  onChange: (wording: string) => void
  onSend: () => void
  onClose: () => void
}

/** Her other words for the client to agree to in their room: a button, then the words to send. */
const SuggestWording: React.FC<SuggestionProps> = ({ id, clientName, draft, busy, onOpen, onChange, onSend, onClose }) => {
  const who = firstNameOf(clientName)
  if (!draft) {
    return (
      <StyledActions>
        <Button type="button" $tone="outline" onClick={onOpen}>
          Suggest other words
        </Button>
      </StyledActions>
    )
  }
  return (
    <>
      <FieldBox
        id={id}
        label="Your suggested words"
        help={`Paragraphs are kept. ${who} reads them in their room and agrees to them or not; your site keeps the words they permitted until they agree.`}
        problem={draft.problem ?? undefined}
      >
        {(attributes) => <textarea {...attributes} value={draft.wording} onChange={(event) => onChange(event.target.value)} />}
      </FieldBox>
      <StyledActions>
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={onSend}>
          Send to {who} to agree
        </Button>
        <Button type="button" $tone="outline" onClick={onClose}>
          Close without sending
        </Button>
      </StyledActions>
    </>
  )
}

interface TestimonialPartProps {
  record: ClientRecordSummary
  clientName: string
  busy: boolean
  onAsk: () => void
  onPublish: (hash: string) => void
  suggesting: Omit<SuggestionProps, "clientName" | "busy">
}

const TestimonialPart: React.FC<TestimonialPartProps> = ({ record, clientName, busy, onAsk, onPublish, suggesting }) => {
  const { testimonial, endedAt } = record
  if (!endedAt) return <p>Once the programme has ended you can ask {clientName} for a testimonial.</p>
  if (!testimonial) {
    return (
      <Button type="button" $tone="outline" aria-disabled={busy || undefined} onClick={onAsk}>
        Ask {clientName} for a testimonial
      </Button>
    )
  }
  const { current, published, suggestion } = testimonial
  if (!current) return <p>You asked for a testimonial on {longDate(new Date(testimonial.askedAt))}; {clientName} has not written it yet.</p>
  const isPublished = published?.wordingHash === current.wordingHash
  return (
    <>
      <p>
        {clientName}&apos;s words, permitted on {longDate(new Date(current.givenAt))} by {current.email} (accepted as {current.acceptanceName}):
      </p>
      <blockquote>{current.wording}</blockquote>
      <p>Named on the site as: {namedAs(current)}</p>
      {testimonial.history.length > 0 && <p>They changed their words {testimonial.history.length === 1 ? "once" : `${testimonial.history.length} times`}; each earlier permission is kept on record.</p>}
      {isPublished ? (
        <p>Published to your testimonials on {longDate(new Date(published.publishedAt))}.</p>
      ) : (
        <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => onPublish(current.wordingHash)}>
          Publish to your testimonials
        </Button>
      )}
      {suggestion && (
        <>
          <p>
            Waiting for {firstNameOf(clientName)} to agree to your suggested words (sent {longDate(new Date(suggestion.suggestedAt))}).
          </p>
          <blockquote aria-label="Your suggested words, as sent">{suggestion.wording}</blockquote>
        </>
      )}
      <SuggestWording clientName={clientName} busy={busy} {...suggesting} />
    </>
  )
}

const RecordPanel: React.FC<{ setup: FirebaseSetup; engagementId: string; clientName: string }> = ({ setup, engagementId, clientName }) => {
  const state = useProgrammeEnd(setup, engagementId)
  const [includeNotes, setIncludeNotes] = React.useState(false)
  const [erasing, setErasing] = React.useState(false)
  const [confirmName, setConfirmName] = React.useState("")
  const { record, months, busy, outcome, erased } = state
  const id = (what: string) => `record-${what}-${engagementId}`
  return (
    <StyledPanel>
      <summary>End of programme, testimonial and record</summary>
      {record === null ? (
        !outcome && <p role="status">Loading…</p>
      ) : erased ? null : (
        <>
          {record.erasureRequestedAt && (
            <WarningBlock>
              <p>
                {clientName} asked on {longDate(new Date(record.erasureRequestedAt))} for their record to be erased. Export it first if you need it, then erase it below.
              </p>
            </WarningBlock>
          )}
          {record.endedAt ? (
            <p>
              Ended on {longDate(new Date(record.endedAt))}.
              {record.erasureDueAt && ` The record is erased on ${longDate(new Date(record.erasureDueAt))}, ${months ?? ""} months after, as your Settings say; the invoices are kept.`}
            </p>
          ) : (
            <StyledActions>
              <Button type="button" $tone="outline" aria-disabled={busy || undefined} onClick={() => void state.end()}>
                End the programme
              </Button>
            </StyledActions>
          )}
          <section aria-labelledby={id("testimonial")}>
            <h5 id={id("testimonial")}>Testimonial</h5>
            <TestimonialPart
              record={record}
              clientName={clientName}
              busy={busy}
              onAsk={() => void state.ask()}
              onPublish={(hash) => void state.publish(hash)}
              suggesting={{
                id: id("suggestion"),
                draft: state.suggestion,
                onOpen: state.openSuggestion,
                onChange: state.changeSuggestion,
                onSend: () => void state.sendSuggestion(),
                onClose: state.closeSuggestion,
              }}
            />
          </section>
          <section aria-labelledby={id("record")}>
            <h5 id={id("record")}>Their record</h5>
            <p>
              <input type="checkbox" id={id("notes")} checked={includeNotes} onChange={(event) => setIncludeNotes(event.target.checked)} />{" "}
              <label htmlFor={id("notes")}>Include your private notes</label>
            </p>
            <StyledActions>
              <Button type="button" $tone="outline" aria-disabled={busy || undefined} onClick={() => void state.download(includeNotes)}>
                Download the record (zip)
              </Button>
              {!erasing && (
                <Button type="button" $tone="outline" onClick={() => setErasing(true)}>
                  Erase the record…
                </Button>
              )}
            </StyledActions>
            {erasing && (
              <WarningBlock>
                <p>Erasing is final: their details, intake, sessions, your notes, their actions and the e-mails about them go. The invoices and credit notes stay for your accounts.</p>
                <StyledLabel htmlFor={id("confirm")}>Type {clientName} to confirm</StyledLabel>
                <input id={id("confirm")} type="text" autoComplete="off" value={confirmName} onChange={(event) => setConfirmName(event.target.value)} />
                <StyledActions>
                  <Button type="button" $tone="primary" aria-disabled={busy || undefined} onClick={() => void state.erase(confirmName)}>
                    Erase for good
                  </Button>
                  <Button type="button" $tone="outline" onClick={() => setErasing(false)}>
                    Keep it
                  </Button>
                </StyledActions>
              </WarningBlock>
            )}
          </section>
        </>
      )}
      <div role="status">{outcome && !outcome.failed && <p>{outcome.text}</p>}</div>
      {/* An alert is read out as it appears; an empty one would stand among the screen's own. */}
      {outcome?.failed && <StyledFailed role="alert">{outcome.text}</StyledFailed>}
    </StyledPanel>
  )
}

/** An accepted engagement's end in her studio: ending it, the testimonial, and the client's record. */
export const ProgrammeEndPanel: React.FC<{ setup: FirebaseSetup; engagementId: string; clientName: string }> = ({ setup, engagementId, clientName }) => (
  <RecordPanel setup={setup} engagementId={engagementId} clientName={clientName} />
)
