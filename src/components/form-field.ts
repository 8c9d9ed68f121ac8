/**
 * The look of a form's fields, one for the site's forms (the contact form) and the coach's studio:
 * the label, the help line, the problem in words, and the controls themselves.
 */
import styled, { css } from "styled-components"

export const StyledLabel = styled.label`
  display: block;
  font-weight: 600;
  margin-bottom: 0.35rem;
`

export const StyledHelp = styled.p`
  margin: 0 0 0.4rem;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.type.small};
`

export const StyledError = styled.p`
  margin: 0.4rem 0 0;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`

/** Text inputs, the list and the message box share one look. */
export const controlStyle = css`
  display: block;
  width: 100%;
  padding: 0.7rem 0.8rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.text};

  &[aria-invalid="true"] {
    border: 2px solid ${({ theme }) => theme.colors.danger};
  }
`
