import * as React from "react"
import styled from "styled-components"
import { settings } from "../settings"
import { ButtonLink } from "./button-link"

/** The id of the contact page section that holds the enquiry form. */
export const ENQUIRY_ID = "enquiry"

const StyledSlot = styled.div`
  padding: 1.5rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};
  max-width: 720px;

  p {
    margin-top: 0;
  }
`

/**
 * Where the enquiry form goes (its form and backend are a separate piece of work). Until then a
 * visitor can still write straight away: the e-mail button opens their mail program.
 */
export const ContactFormSlot: React.FC = () => (
  <StyledSlot data-contact-form="">
    <p>
      Write to me at <a href={`mailto:${settings.email}`}>{settings.email}</a> with a few lines about your role and
      what you would like to change.
    </p>
    <ButtonLink to={`mailto:${settings.email}?subject=${encodeURIComponent("A first conversation")}`}>
      Write an e-mail
    </ButtonLink>
  </StyledSlot>
)
