import * as React from "react"
import styled from "styled-components"
import { ENQUIRY_ID } from "../contact/enquiry-id"

const StyledActions = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem 1.25rem;
  align-items: center;
`

/** The enquiry form and the e-mail address: what the visitor can do when booking online is not possible. */
export const OtherWays: React.FC<{ formHeading: string; email: string }> = ({ formHeading, email }) => (
  <StyledActions>
    <a href={`#${ENQUIRY_ID}`}>{formHeading}</a>
    <a href={`mailto:${email}`}>{email}</a>
  </StyledActions>
)
