/** The pieces the calls screen's forms share: a field with its help and problem, and the list of problems above a form. */
import * as React from "react"
import styled from "styled-components"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"
import type { FormProblem } from "./availability-form"

export const StyledFieldBox = styled.div`
  margin-bottom: 1rem;

  input,
  select,
  textarea {
    ${controlStyle}
  }
`

/** The attributes that tie an input to its help and its problem. */
export const describedBy = (id: string, help: boolean, problem: string | undefined) => ({
  "aria-describedby": [help ? `${id}-help` : "", problem ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined,
  "aria-invalid": problem ? true : undefined,
})

/** The problem of one field, in a sentence that names it. */
export const problemText = (problems: readonly FormProblem[], field: string): string | undefined => {
  const found = problems.find((problem) => problem.field === field)
  return found && `${found.label}: ${found.message}.`
}

interface FieldProps {
  id: string
  label: string
  help?: string
  problem?: string
  children: (attributes: ReturnType<typeof describedBy> & { id: string }) => React.ReactNode
}

export const CallsField: React.FC<FieldProps> = ({ id, label, help, problem, children }) => (
  <StyledFieldBox>
    <StyledLabel htmlFor={id}>{label}</StyledLabel>
    {help && <StyledHelp id={`${id}-help`}>{help}</StyledHelp>}
    {children({ id, ...describedBy(id, Boolean(help), problem) })}
    {problem && <StyledError id={`${id}-error`}>{problem}</StyledError>}
  </StyledFieldBox>
)

const StyledSummary = styled.div`
  margin: 0 0 1.2rem;

  ul {
    margin: 0.4rem 0 0;
  }
`

/** Above a form she sent with mistakes: how many, each a link to its field. */
export const ProblemSummary: React.FC<{ problems: readonly FormProblem[]; idOf: (field: string) => string; what: string }> = ({ problems, idOf, what }) =>
  problems.length === 0 ? null : (
    <StyledSummary role="alert">
      <StyledError as="p">
        {what} {problems.length === 1 ? "One thing needs" : `${problems.length} things need`} changing first:
      </StyledError>
      <ul>
        {problems.map((problem) => (
          <li key={`${problem.field}:${problem.message}`}>
            <a href={`#${idOf(problem.field)}`}>
              {problem.label}: {problem.message}
            </a>
          </li>
        ))}
      </ul>
    </StyledSummary>
  )
