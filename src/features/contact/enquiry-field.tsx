import * as React from "react"
import styled from "styled-components"
import { StyledError, StyledHelp, StyledLabel } from "../../components/form-field"

const StyledWrap = styled.div`
  margin-bottom: 1.4rem;
`

/** The ids that tie a field's label, help and error together. */
export const fieldIds = (name: string): { input: string; help: string; error: string } => ({
  input: `enquiry-${name}`,
  help: `enquiry-${name}-help`,
  error: `enquiry-${name}-error`,
})

/** `aria-describedby` and `aria-invalid` for a control: its help, then its error when it has one. */
export const describedBy = (name: string, help: boolean, error: boolean): React.AriaAttributes => {
  const ids = fieldIds(name)
  const list = [help && ids.help, error && ids.error].filter(Boolean).join(" ")
  return { "aria-describedby": list || undefined, "aria-invalid": error || undefined }
}

interface EnquiryFieldProps {
  name: string
  label: string
  help?: string | null
  error?: string
  children: React.ReactNode
}

/** A labelled field with its help line and, when there is one, its problem in words. */
export const EnquiryField: React.FC<EnquiryFieldProps> = ({ name, label, help, error, children }) => {
  const ids = fieldIds(name)
  return (
    <StyledWrap>
      <StyledLabel htmlFor={ids.input}>{label}</StyledLabel>
      {help && <StyledHelp id={ids.help}>{help}</StyledHelp>}
      {children}
      {error && <StyledError id={ids.error}>{error}</StyledError>}
    </StyledWrap>
  )
}
