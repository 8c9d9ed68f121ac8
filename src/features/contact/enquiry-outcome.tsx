import * as React from "react"
import styled from "styled-components"
import { Button } from "../../components/button"

export const StyledPanel = styled.div`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};
  margin-bottom: 1.5rem;

  h3 {
    margin-top: 0;
  }

  p:last-child {
    margin-bottom: 0;
  }
`

/** A panel that reports a failure: the form's, and booking's. */
export const StyledFailure = styled(StyledPanel)`
  border-left-color: ${({ theme }) => theme.colors.danger};
`

/** A row of what the visitor can do next (buttons and links), wrapping on a phone. */
export const StyledActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
`

interface ConfirmationProps {
  heading: string
  text: string
}

/** What the visitor sees once the server has the enquiry; takes the focus so it is read out. */
export const EnquiryConfirmation = React.forwardRef<HTMLDivElement, ConfirmationProps>(({ heading, text }, ref) => (
  <StyledPanel ref={ref} tabIndex={-1} role="region" aria-labelledby="enquiry-sent-heading" data-enquiry="sent">
    <h3 id="enquiry-sent-heading">{heading}</h3>
    <p>{text}</p>
  </StyledPanel>
))
EnquiryConfirmation.displayName = "EnquiryConfirmation"

interface FailureProps {
  heading: string
  /** What happened, from the error catalogue. */
  reason: string
  text: string
  retryLabel: string
  emailLabel: string
  mailto: string
  email: string
  onRetry: () => void
}

/** A failed send: what happened, a retry, and the same message by e-mail. */
export const EnquiryFailure: React.FC<FailureProps> = ({ heading, reason, text, retryLabel, emailLabel, mailto, email, onRetry }) => (
  <StyledFailure role="alert" data-enquiry="failed">
    <h3>{heading}</h3>
    <p>{reason}</p>
    <p>{text}</p>
    <StyledActions>
      <Button type="button" $tone="primary" onClick={onRetry}>
        {retryLabel}
      </Button>
      <a href={mailto}>
        {emailLabel} ({email})
      </a>
    </StyledActions>
  </StyledFailure>
)
