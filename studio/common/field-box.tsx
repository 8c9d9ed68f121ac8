/** A field of a studio form that is not a page's or a draft's editor: its label, its help, the control, and its problem in words. */
import * as React from "react"
import styled from "styled-components"
import { controlStyle, StyledError, StyledHelp, StyledLabel } from "../../src/components/form-field"

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

interface FieldBoxProps {
  id: string
  label: string
  help?: string
  problem?: string
  children: (attributes: ReturnType<typeof describedBy> & { id: string }) => React.ReactNode
}

export const FieldBox: React.FC<FieldBoxProps> = ({ id, label, help, problem, children }) => (
  <StyledFieldBox>
    <StyledLabel htmlFor={id}>{label}</StyledLabel>
    {help && <StyledHelp id={`${id}-help`}>{help}</StyledHelp>}
    {children({ id, ...describedBy(id, Boolean(help), problem) })}
    {problem && <StyledError id={`${id}-error`}>{problem}</StyledError>}
  </StyledFieldBox>
)
