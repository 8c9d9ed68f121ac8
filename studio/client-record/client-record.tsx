import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { listReset } from "../../src/theme/mixins"
import type { IntakeView, SessionWithNote, SharedAction } from "../../contract/client-record-api"
import { CLIENT_RECORD_LIMITS } from "../../contract/client-record-api"
import type { FirebaseSetup } from "../../src/firebase/config"
import { shortDateTime, StyledBadge } from "../common/studio-rows"
import { useClientRecord, type RecordOutcome } from "./use-client-record"

const StyledRecord = styled.details`
  margin-top: 0.75rem;

  summary {
    min-height: 2.75rem;
    padding: 0.6rem 0;
    font-weight: 600;
    cursor: pointer;
  }

  h5 {
    margin: 1.25rem 0 0.5rem;
    font-size: 1.05rem;
  }

  textarea,
  input[type="text"] {
    ${controlStyle}
  }

  textarea {
    min-height: 6rem;
  }

  dt {
    font-weight: 600;
    margin-top: 0.6rem;
  }

  dd {
    margin: 0.15rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`

const StyledList = styled.ul`
  ${listReset}

  li {
    padding: 0.6rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    overflow-wrap: anywhere;
  }
`

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
  margin-top: 0.5rem;
`

const Outcome: React.FC<{ outcome: RecordOutcome | null; at: string }> = ({ outcome, at }) => (
  <div role="status">{outcome?.at === at && (outcome.failed ? <StyledError>{outcome.text}</StyledError> : <p>{outcome.text}</p>)}</div>
)

/** The client's answers to the questions they were asked at acceptance. */
const IntakeAnswers: React.FC<{ intake: IntakeView | null; clientName: string }> = ({ intake, clientName }) => {
  if (!intake || intake.questions.length === 0) return <p>No intake questions were sent with this programme.</p>
  if (!intake.answeredAt) return <p>{clientName} has not answered the intake questions yet.</p>
  return (
    <>
      <p>
        First answered {shortDateTime(intake.answeredAt)}
        {intake.updatedAt && intake.updatedAt !== intake.answeredAt ? `, last changed ${shortDateTime(intake.updatedAt)}` : ""}.{" "}
        {intake.open ? "They can change them until the first session starts." : "The first session has started, so they are kept as they are."}
      </p>
      <dl>
        {intake.questions.map((question) => (
          <React.Fragment key={question.id}>
            <dt>{question.wording}</dt>
            <dd>{intake.answers[question.id]?.trim() || "Not answered"}</dd>
          </React.Fragment>
        ))}
      </dl>
    </>
  )
}

/** Her notes on one session, saved when she says. */
const SessionNotes: React.FC<{ session: SessionWithNote; busy: boolean; outcome: RecordOutcome | null; onSave: (text: string) => void }> = ({ session, busy, outcome, onSave }) => {
  const [text, setText] = React.useState(session.note)
  const id = `note-${session.callId}`
  const when = shortDateTime(session.start)
  return (
    <li>
      <StyledLabel htmlFor={id}>
        Your notes on the session of {when}
        {session.status === "cancelled" && <StyledBadge>Cancelled</StyledBadge>}
      </StyledLabel>
      <textarea id={id} value={text} maxLength={CLIENT_RECORD_LIMITS.note} onChange={(event) => setText(event.target.value)} />
      <StyledRow>
        <Button type="button" $tone="outline" aria-disabled={busy || undefined} aria-label={`Save your notes on the session of ${when}`} onClick={() => !busy && onSave(text)}>
          Save notes
        </Button>
      </StyledRow>
      <Outcome outcome={outcome} at={id} />
    </li>
  )
}

/** The actions shared with the client, which they tick off in their room; adding one, removing one. */
const Actions: React.FC<{
  engagementId: string
  clientName: string
  actions: readonly SharedAction[]
  busy: boolean
  outcome: RecordOutcome | null
  onAdd: (actionId: string, text: string) => Promise<boolean>
  onRemove: (actionId: string) => void
}> = ({ engagementId, clientName, actions, busy, outcome, onAdd, onRemove }) => {
  const [text, setText] = React.useState("")
  // Made once per action written, so a retry after a lost answer adds it once.
  const [actionId, setActionId] = React.useState(() => crypto.randomUUID())
  const id = `new-action-${engagementId}`
  return (
    <>
      {actions.length === 0 ? (
        <p>No actions shared yet.</p>
      ) : (
        <StyledList aria-label={`Actions shared with ${clientName}`}>
          {actions.map((action) => (
            <li key={action.actionId}>
              {action.text}
              {action.done ? <StyledBadge>Done</StyledBadge> : <StyledBadge>To do</StyledBadge>}
              <StyledRow>
                <Button type="button" $tone="outline" aria-disabled={busy || undefined} aria-label={`Remove the action: ${action.text}`} onClick={() => !busy && onRemove(action.actionId)}>
                  Remove
                </Button>
              </StyledRow>
            </li>
          ))}
        </StyledList>
      )}
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          if (busy) return
          void onAdd(actionId, text).then((added) => {
            if (!added) return
            setText("")
            setActionId(crypto.randomUUID())
          })
        }}
      >
        <StyledLabel htmlFor={id}>A new action for {clientName}</StyledLabel>
        <StyledHelp id={`${id}-help`}>They see it in their room and tick it off there.</StyledHelp>
        <input id={id} type="text" aria-describedby={`${id}-help`} value={text} onChange={(event) => setText(event.target.value)} />
        <StyledRow>
          <Button type="submit" $tone="primary" aria-disabled={busy || undefined}>
            Add the action
          </Button>
        </StyledRow>
      </form>
      <Outcome outcome={outcome} at="actions" />
    </>
  )
}

/**
 * An accepted client's record on the Clients screen: their intake answers, her private notes on
 * each session, the actions she shares. Loaded when she opens it.
 */
export const ClientRecord: React.FC<{ setup: FirebaseSetup; engagementId: string; clientName: string }> = ({ setup, engagementId, clientName }) => {
  const { record, problem, busy, outcome, load, saveNote, add, remove } = useClientRecord(setup, engagementId)
  const opened = React.useRef(false)
  return (
    <StyledRecord
      onToggle={(event) => {
        if (!event.currentTarget.open || opened.current) return
        opened.current = true
        void load()
      }}
    >
      <summary>Intake, session notes and actions</summary>
      {problem && <p role="alert">{problem}</p>}
      {!record ? (
        !problem && <p role="status">Loading {clientName}&rsquo;s record…</p>
      ) : (
        <>
          <h5>Intake answers</h5>
          <IntakeAnswers intake={record.intake} clientName={clientName} />
          <h5>Sessions and your notes</h5>
          <p>Your notes are private: {clientName} never sees them.</p>
          {record.sessions.length === 0 ? (
            <p>No sessions booked yet.</p>
          ) : (
            <StyledList aria-label={`Sessions with ${clientName}`}>
              {record.sessions.map((session) => (
                <SessionNotes key={session.callId} session={session} busy={busy !== null} outcome={outcome} onSave={(text) => void saveNote(session.callId, text)} />
              ))}
            </StyledList>
          )}
          <h5>Actions for {clientName}</h5>
          <Actions engagementId={engagementId} clientName={clientName} actions={record.actions} busy={busy !== null} outcome={outcome} onAdd={add} onRemove={(actionId) => void remove(actionId)} />
        </>
      )}
    </StyledRecord>
  )
}
