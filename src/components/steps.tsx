import * as React from "react"
import styled from "styled-components"
import type { Step } from "../../contract/content-schema"
import { media } from "../theme/media"
import { listReset } from "../theme/mixins"

const StyledSteps = styled.ol`
  ${listReset}
  counter-reset: step;
  display: grid;
  gap: 1.5rem;

  ${media.up("desktop")} {
    grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  }

  li {
    counter-increment: step;
    padding-top: 1rem;
    border-top: 3px solid ${({ theme }) => theme.colors.primary};
  }

  li::before {
    content: counter(step);
    display: block;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: ${({ theme }) => theme.type.title};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.primary};
  }

  h3 {
    margin: 0.25rem 0 0.5rem;
  }

  p {
    margin: 0;
  }
`

/** A numbered sequence: how an engagement runs, what happens after an enquiry. */
export const Steps: React.FC<{ steps: readonly Step[] }> = ({ steps }) => (
  <StyledSteps>
    {steps.map((step) => (
      <li key={step.title}>
        <h3>{step.title}</h3>
        <p>{step.text}</p>
      </li>
    ))}
  </StyledSteps>
)
