import * as React from "react"
import styled from "styled-components"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import { framedBlock } from "../../src/theme/mixins"
import { INTAKE_LIMITS, type IntakeAnswers, type IntakeQuestion } from "../../contract/intake-schema"
import type { IntakeSaving } from "./use-intake"

const StyledIntake = styled.section`
  ${framedBlock}
  margin: 0 0 2rem;

  h3 {
    margin-top: 0;
  }

  input[type="text"],
  textarea {
    ${controlStyle}
  }

  textarea {
    min-height: 7rem;
  }

  fieldset {
    margin: 0;
    padding: 0;
    border: 0;
  }

  legend {
    padding: 0;
    font-weight: 600;
  }
`

const StyledQuestion = styled.div`
  margin-bottom: 1.4rem;
`

const StyledChoice = styled.div`
  display: flex;
  gap: 0.6rem;
  align-items: flex-start;
  margin: 0.5rem 0;

  input {
    width: 1.3rem;
    height: 1.3rem;
    margin: 0.15rem 0 0;
    flex: none;
  }
`

const StyledSaved = styled.p`
  min-height: 1.5rem;
  font-weight: 600;
`

export interface IntakeFormProps {
  engagementId: string
  coachName: string
  questions: readonly IntakeQuestion[]
  answers: IntakeAnswers
  open: boolean
  saving: IntakeSaving
  onChange: (questionId: string, answer: string) => void
}

const savingWords = (saving: IntakeSaving): string => {
  switch (saving.state) {
    case "saving":
      return "Saving…"
    case "saved":
      return "Saved"
    case "refused":
      return saving.message
    default:
      return ""
  }
}

/** One question, as its kind asks: a line, a paragraph box, or one of her choices. */
const Question: React.FC<{ id: string; question: IntakeQuestion; answer: string; problem?: string; readOnly: boolean; onChange: (answer: string) => void }> = ({ id, question, answer, problem, readOnly, onChange }) => {
  const problemId = `${id}-problem`
  const invalid = problem ? true : undefined
  const error = problem && <StyledError id={problemId}>This answer {problem}.</StyledError>
  if (question.kind === "choice") {
    return (
      <StyledQuestion>
        <fieldset aria-describedby={problem ? problemId : undefined}>
          <legend>{question.wording}</legend>
          {question.choices.map((choice, index) => (
            <StyledChoice key={choice}>
              <input id={`${id}-${index}`} type="radio" name={id} value={choice} checked={answer === choice} disabled={readOnly} onChange={() => onChange(choice)} />
              <label htmlFor={`${id}-${index}`}>{choice}</label>
            </StyledChoice>
          ))}
        </fieldset>
        {error}
      </StyledQuestion>
    )
  }
  const helpId = `${id}-help`
  const describedBy = [question.kind === "long" ? helpId : null, problem ? problemId : null].filter(Boolean).join(" ") || undefined
  const props = { id, value: answer, readOnly, "aria-invalid": invalid, "aria-describedby": describedBy }
  return (
    <StyledQuestion>
      <StyledLabel htmlFor={id}>{question.wording}</StyledLabel>
      {question.kind === "long" && <StyledHelp id={helpId}>As much or as little as you like, up to {INTAKE_LIMITS.long.toLocaleString("en-GB")} characters.</StyledHelp>}
      {question.kind === "long" ? (
        <textarea {...props} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...props} type="text" onChange={(event) => onChange(event.target.value)} />
      )}
      {error}
    </StyledQuestion>
  )
}

/**
 * Her intake questions for one programme, answered in the room: each saved as it is typed, with
 * "Saved" or why not said in a live region; once the first session has started they are shown as
 * they were kept.
 */
export const IntakeForm: React.FC<IntakeFormProps> = ({ engagementId, coachName, questions, answers, open, saving, onChange }) => {
  const headingId = `intake-${engagementId}`
  const problems = saving.state === "refused" ? saving.problems : {}
  return (
    <StyledIntake aria-labelledby={headingId}>
      <h3 id={headingId}>Before your first session</h3>
      {open ? (
        <p>
          {coachName} would like you to answer these questions before you first meet. Your answers are saved as you type, only {coachName} reads them, and you can change them
          until your first session starts.
        </p>
      ) : (
        <p>Your first session has started, so your answers are kept as they were.</p>
      )}
      {questions.map((question) => (
        <Question
          key={question.id}
          id={`${headingId}-${question.id}`}
          question={question}
          answer={answers[question.id] ?? ""}
          problem={problems[question.id]}
          readOnly={!open}
          onChange={(answer) => onChange(question.id, answer)}
        />
      ))}
      <StyledSaved role="status">{savingWords(saving)}</StyledSaved>
    </StyledIntake>
  )
}
