import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { CLIENT_ROOM_LIMITS } from "../../contract/client-room-api"
import type { AnswerProblem } from "./use-engagements"

const StyledForm = styled.form`
  margin: 0 0 2rem;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};

  h2 {
    margin-top: 0;
    font-size: 1.4rem;
  }

  input[type="text"],
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 6rem;
  }
`

const StyledField = styled.div`
  margin-bottom: 1.2rem;
`

const StyledTick = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin-bottom: 1.2rem;

  input {
    width: 1.4rem;
    height: 1.4rem;
    margin: 0.1rem 0 0;
    flex: none;
  }

  label {
    font-weight: 600;
  }
`

/** The problem of the last attempt, and the form's own heading to return to with it. */
const useAnswerProblem = () => {
  const [problem, setProblem] = React.useState<AnswerProblem | null>(null)
  const summary = React.useRef<HTMLDivElement>(null)
  React.useEffect(() => {
    if (problem) summary.current?.focus()
  }, [problem])
  return { problem, setProblem, summary }
}

const Problem: React.FC<{ problem: AnswerProblem | null; summary: React.RefObject<HTMLDivElement> }> = ({ problem, summary }) => (
  <div ref={summary} tabIndex={-1} role="alert">
    {problem && <StyledError>{problem.message}</StyledError>}
  </div>
)

/**
 * Accepting: the full name as they sign, and the tick. Each form keeps what was typed whatever the
 * answer; a refusal is said at the button, and a field's problem at the field.
 */
export const AcceptForm: React.FC<{ busy: boolean; onAccept: (name: string, agreed: boolean) => Promise<AnswerProblem | null> }> = ({ busy, onAccept }) => {
  const [name, setName] = React.useState("")
  const [agreed, setAgreed] = React.useState(false)
  const { problem, setProblem, summary } = useAnswerProblem()
  const nameProblem = problem?.fields?.name
  const tickProblem = problem?.fields?.agreed
  return (
    <StyledForm
      aria-labelledby="accept-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setProblem(null)
        void onAccept(name, agreed).then(setProblem)
      }}
    >
      <h2 id="accept-heading">Accept the proposal</h2>
      <p>Accepting makes this proposal and the terms above our agreement. It is final: you will be e-mailed the signed agreement and the first invoice.</p>
      <StyledField>
        <StyledLabel htmlFor="accept-name">Your full name</StyledLabel>
        <StyledHelp id="accept-name-help">Type it as you would sign it.</StyledHelp>
        <input
          id="accept-name"
          type="text"
          autoComplete="name"
          aria-invalid={nameProblem ? true : undefined}
          aria-describedby={nameProblem ? "accept-name-help accept-name-problem" : "accept-name-help"}
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
        {nameProblem && <StyledError id="accept-name-problem">{nameProblem}</StyledError>}
      </StyledField>
      <StyledTick>
        <input
          id="accept-agree"
          type="checkbox"
          checked={agreed}
          aria-invalid={tickProblem ? true : undefined}
          aria-describedby={tickProblem ? "accept-agree-problem" : undefined}
          onChange={(event) => setAgreed(event.target.checked)}
        />
        <label htmlFor="accept-agree">I agree to these terms</label>
      </StyledTick>
      {tickProblem && <StyledError id="accept-agree-problem">{tickProblem}</StyledError>}
      <Problem problem={problem} summary={summary} />
      <Button type="submit" $tone="primary" aria-disabled={busy}>
        {busy ? "Sending…" : "Accept the proposal"}
      </Button>
    </StyledForm>
  )
}

/** Declining, with a reason if they wish to give one. */
export const DeclineForm: React.FC<{ busy: boolean; onDecline: (reason: string) => Promise<AnswerProblem | null> }> = ({ busy, onDecline }) => {
  const [reason, setReason] = React.useState("")
  const { problem, setProblem, summary } = useAnswerProblem()
  const reasonProblem = problem?.fields?.reason
  return (
    <StyledForm
      aria-labelledby="decline-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (busy) return
        setProblem(null)
        void onDecline(reason).then(setProblem)
      }}
    >
      <h2 id="decline-heading">Decline the proposal</h2>
      <p>Declining is final too. If you would like something changed instead, reply to the e-mail the proposal came with.</p>
      <StyledField>
        <StyledLabel htmlFor="decline-reason">Your reason (optional)</StyledLabel>
        <StyledHelp id="decline-reason-help">At most {CLIENT_ROOM_LIMITS.reason.toLocaleString("en-GB")} characters.</StyledHelp>
        <textarea
          id="decline-reason"
          aria-invalid={reasonProblem ? true : undefined}
          aria-describedby={reasonProblem ? "decline-reason-help decline-reason-problem" : "decline-reason-help"}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonProblem && <StyledError id="decline-reason-problem">{reasonProblem}</StyledError>}
      </StyledField>
      <Problem problem={problem} summary={summary} />
      <Button type="submit" $tone="outline" aria-disabled={busy}>
        {busy ? "Sending…" : "Decline the proposal"}
      </Button>
    </StyledForm>
  )
}
