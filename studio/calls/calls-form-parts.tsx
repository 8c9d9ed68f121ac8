/** The pieces the calls screen's forms share: a problem in words, and the list of problems above a form (each field: ../common/field-box.tsx). */
import * as React from "react"
import styled from "styled-components"
import { StyledError } from "../../src/components/form-field"
import type { FormProblem } from "./availability-form"

/** The problem of one field, in a sentence that names it. */
export const problemText = (problems: readonly FormProblem[], field: string): string | undefined => {
  const found = problems.find((problem) => problem.field === field)
  return found && `${found.label}: ${found.message}.`
}

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
