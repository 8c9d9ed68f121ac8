import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageOpening } from "../components/page-opening"
import { FactList } from "../components/fact-list"
import type { ContactFile } from "../../contract/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { EnquiryForm } from "../features/contact/enquiry-form"
import { ENQUIRY_ID } from "../features/contact/enquiry-id"
import { Section } from "../components/section"
import { Steps } from "../components/steps"
import { telHref } from "../lib/tel-href"
import { settings } from "../settings"
import { ROUTES } from "../../contract/routes"
import { BookingEntry, BOOKING_ID } from "../features/booking/booking-entry"
import { bookingOpen } from "../features/booking/booking-setup"

export interface ContactPageData {
  contactYaml: ContactFile
}

const StyledDetails = styled(FactList)`
  gap: 1rem 2rem;

  div {
    padding-bottom: 1rem;
  }
`

const StyledResponse = styled.p`
  font-weight: 600;
`

const ContactPage: React.FC<PageProps<ContactPageData>> = ({ data }) => {
  const contact = data.contactYaml
  return (
    <>
      <PageOpening page={contact.page} path={ROUTES.contact} />

      {bookingOpen && (
        <Section id={BOOKING_ID} title={contact.booking.heading} lead={contact.booking.text}>
          <BookingEntry copy={contact.booking} formCopy={contact.form} email={settings.email} />
        </Section>
      )}

      <Section id={ENQUIRY_ID} title={contact.form.heading} lead={contact.form.text} tone="muted">
        <EnquiryForm copy={contact.form} email={settings.email} />
      </Section>

      <Section id="details" title={contact.details.heading}>
        <StyledResponse>{contact.responseTime}</StyledResponse>
        <StyledDetails
          facts={[
            ["E-mail", <a key="e-mail" href={`mailto:${settings.email}`}>{settings.email}</a>],
            ["Telephone", <a key="telephone" href={telHref(contact.details.phone)}>{contact.details.phone}</a>],
            ["Hours", contact.details.hours],
            ["Where", `${settings.location}, and by video`],
            ["Book online", settings.schedulerUrl && <a key="book" href={settings.schedulerUrl}>{settings.callToAction.label}</a>],
          ]}
        />
      </Section>

      <Section id="what-happens-next" title={contact.nextSteps.heading} tone="muted">
        <Steps steps={contact.nextSteps.steps} />
      </Section>

      <ClosingCta fallback={`#${bookingOpen ? BOOKING_ID : ENQUIRY_ID}`} />
    </>
  )
}

export default ContactPage

export const query = graphql`
  query ContactPage {
    contactYaml {
      page { ...PageCopyFields }
      responseTime
      details { heading phone hours }
      nextSteps { heading steps { ...StepFields } }
      form { ...ContactFormFields }
      booking
    }
  }
`
