import * as React from "react"
import { ROUTES } from "../../../contract/routes"
import { ENQUIRY_ID } from "../contact/enquiry-id"
import { StyledActions } from "../contact/enquiry-outcome"

/** The enquiry form from another page than /contact/. */
export const ENQUIRY_FORM_PATH = `${ROUTES.contact}#${ENQUIRY_ID}`

/**
 * The enquiry form and the e-mail address: what the visitor can do when booking online is not
 * possible. On /contact/ the form is further down the page; elsewhere `formHref` leads there.
 */
export const OtherWays: React.FC<{ formHeading: string; email: string; formHref?: string }> = ({ formHeading, email, formHref = `#${ENQUIRY_ID}` }) => (
  <StyledActions>
    <a href={formHref}>{formHeading}</a>
    <a href={`mailto:${email}`}>{email}</a>
  </StyledActions>
)
