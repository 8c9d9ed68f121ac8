/**
 * The subscribe form where the site places it (under a post, on the blog page, in the footer), with
 * its words from content/newsletter.yaml (a static query: the words come with the page's data, not
 * in its JavaScript) and, for the form without JavaScript, the address of the newsletter's HTTP function.
 */
import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import { FUNCTIONS_REGION } from "../../../contract/firebase-settings"
import { functionAddress, NEWSLETTER_HTTP, type NewsletterPlace } from "../../../contract/newsletter-form"
import { NewsletterForm } from "./newsletter-form"
import type { SignupCopy } from "./subscribe-outcome"

/** The plain form's `action`, from the build's variables (each spelled out so webpack inlines it); none in demo mode. */
const PROJECT = process.env.GATSBY_FIREBASE_PROJECT_ID
export const SUBSCRIBE_ACTION = PROJECT
  ? functionAddress(
      {
        projectId: PROJECT,
        region: process.env.GATSBY_FIREBASE_FUNCTIONS_REGION || FUNCTIONS_REGION,
        emulatorHost: process.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST || undefined,
      },
      NEWSLETTER_HTTP.subscribe,
    )
  : undefined

interface NewsletterSignupProps {
  place: NewsletterPlace
  /** The path of the page it is on. */
  page: string
}

export const NewsletterSignup: React.FC<NewsletterSignupProps> = ({ place, page }) => {
  // Undefined only under the unit tests' stub of gatsby, which answers no query.
  const data = useStaticQuery<{ newsletterYaml: SignupCopy } | undefined>(graphql`
    query NewsletterSignup {
      newsletterYaml {
        form {
          heading
          text
          emailLabel
          consent
          submit
          sending
          errors { emailRequired emailInvalid emailTooLong consentNotAccepted failed }
        }
        waiting { heading text }
        limit
      }
    }
  `)
  if (!data) return null
  return <NewsletterForm copy={data.newsletterYaml} place={place} page={page} action={SUBSCRIBE_ACTION} />
}
