import * as React from "react"
import styled from "styled-components"
import type { AboutFile } from "../../../contract/content-schema"
import { Section } from "../../components/section"
import { listReset } from "../../theme/mixins"
import { media } from "../../theme/media"

const StyledCareer = styled.ol`
  ${listReset}

  li {
    display: grid;
    gap: 0.25rem 2rem;
    padding: 1rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};

    ${media.up("tablet")} {
      grid-template-columns: 10rem 1fr;
    }
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: ${({ theme }) => theme.type.heading};
  }
`

/** The career so far, one line per period. */
export const CareerSection: React.FC<{ title: string; career: AboutFile["career"] }> = ({ title, career }) => (
  <Section id="career" title={title} tone="muted">
    <StyledCareer>
      {career.map((step) => (
        <li key={step.years}>
          <strong>{step.years}</strong>
          <span>{step.text}</span>
        </li>
      ))}
    </StyledCareer>
  </Section>
)
