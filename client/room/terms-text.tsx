import * as React from "react"
import styled from "styled-components"
import type { Terms } from "../../contract/engagement-terms"
import { dayOf, longDate } from "../../contract/long-date"

const StyledTerms = styled.section`
  margin: 0 0 2rem;

  h3 {
    font-size: 1.1rem;
    margin: 1.25rem 0 0.35rem;
  }

  p {
    margin: 0 0 0.75rem;
    white-space: pre-wrap;
  }
`

/** Her terms in full, exactly as the proposal was sent with them. */
export const TermsText: React.FC<{ terms: Terms; headingId: string }> = ({ terms, headingId }) => (
  <StyledTerms aria-labelledby={headingId}>
    <h2 id={headingId}>{terms.title}</h2>
    <p>Last updated {longDate(dayOf(terms.updated))}.</p>
    {terms.sections.map((section) => (
      <React.Fragment key={section.heading}>
        <h3>{section.heading}</h3>
        {section.text.split(/\n\s*\n/).map((paragraph, at) => (
          <p key={at}>{paragraph}</p>
        ))}
      </React.Fragment>
    ))}
  </StyledTerms>
)
