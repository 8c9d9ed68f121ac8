import * as React from "react"
import styled from "styled-components"
import { StyledError, StyledHelp, StyledLabel } from "../../components/form-field"

const StyledWrap = styled.div`
  margin-bottom: 1.4rem;
`

/** The enquiry form's prefix; another form with the same fields on the page (booking a call) has its own. */
export const ENQUIRY_PREFIX = "enquiry"

/** The ids that tie a field's label, help and error together. */
export const fieldIds = (name: string, prefix: string = ENQUIRY_PREFIX): { input: string; help: string; error: string } => ({
  input: `${prefix}-${name}`,
  help: `${prefix}-${name}-help`,
  error: `${prefix}-${name}-error`,
})

/** `aria-describedby` and `aria-invalid` for a control: its help, then its error when it has one. */
export const describedBy = (name: string, help: boolean, error: boolean, prefix: string = ENQUIRY_PREFIX): React.AriaAttributes => {
  const ids = fieldIds(name, prefix)
  const list = [help && ids.help, error && ids.error].filter(Boolean).join(" ")
  return { "aria-describedby": list || undefined, "aria-invalid": error || undefined }
}

interface EnquiryFieldProps {
  name: string
  /** The form's id prefix (fieldIds). */
  prefix?: string
  label: string
  help?: string | null
  error?: string
  children: React.ReactNode
}

/** A labelled field with its help line and, when there is one, its problem in words. */
export const EnquiryField: React.FC<EnquiryFieldProps> = ({ name, prefix, label, help, error, children }) => {
  const ids = fieldIds(name, prefix)
  return (
    <StyledWrap>
      <StyledLabel htmlFor={ids.input}>{label}</StyledLabel>
      {help && <StyledHelp id={ids.help}>{help}</StyledHelp>}
      {children}
      {error && <StyledError id={ids.error}>{error}</StyledError>}
    </StyledWrap>
  )
}
