import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { PageOpening } from "../components/page-opening"
import { FactList } from "../components/fact-list"
import type { ContactFile } from "../../gatsby/content/content-schema"
import { ClosingCta } from "../components/closing-cta"
import { EnquiryForm } from "../features/contact/enquiry-form"
import { ENQUIRY_ID } from "../features/contact/enquiry-id"
import { firebaseSetup } from "../firebase/config"
import { Section } from "../components/section"
import { Steps } from "../components/steps"
import { settings } from "../settings"

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

// Read once from the build-time variables; null (demo mode) without a Firebase project.
const setup = firebaseSetup()

const ContactPage: React.FC<PageProps<ContactPageData>> = ({ data }) => {
  const contact = data.contactYaml
  const phoneHref = `tel:+44${contact.details.phone.replace(/\s+/g, "").replace(/^0/, "")}`
  return (
    <>
      <PageOpening page={contact.page} path="/contact/" />

      <Section id={ENQUIRY_ID} title={contact.form.heading} lead={contact.form.text} tone="muted">
        <EnquiryForm copy={contact.form} email={settings.email} setup={setup} />
      </Section>

      <Section id="details" title={contact.details.heading}>
        <StyledResponse>{contact.responseTime}</StyledResponse>
        <StyledDetails>
          <div>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${settings.email}`}>{settings.email}</a>
            </dd>
          </div>
          <div>
            <dt>Telephone</dt>
            <dd>
              <a href={phoneHref}>{contact.details.phone}</a>
            </dd>
          </div>
          <div>
            <dt>Hours</dt>
            <dd>{contact.details.hours}</dd>
          </div>
          <div>
            <dt>Where</dt>
            <dd>{settings.location}, and by video</dd>
          </div>
          {settings.schedulerUrl && (
            <div>
              <dt>Book online</dt>
              <dd>
                <a href={settings.schedulerUrl}>{settings.callToAction.label}</a>
              </dd>
            </div>
          )}
        </StyledDetails>
      </Section>

      <Section id="what-happens-next" title={contact.nextSteps.heading} tone="muted">
        <Steps steps={contact.nextSteps.steps} />
      </Section>

      <ClosingCta fallback={`#${ENQUIRY_ID}`} />
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
      nextSteps { heading steps { title text } }
      form {
        heading text choose submit sending draftRestored mailSubject
        fields {
          name { label help } email { label help } organisation { label help } role { label help }
          topic { label help } message { label help } consent { label help }
        }
        topics { value label }
        errors {
          name { required tooLong } email { required invalidEmail tooLong } organisation { tooLong } role { tooLong }
          topic { invalidChoice } message { required tooShort tooLong } consent { notAccepted } other summary
        }
        sent { heading text }
        failed { heading text retry email }
        demo { notice opened }
      }
    }
  }
`
