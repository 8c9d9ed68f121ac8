/**
 * The subscribe form where the site places it (under a post, on the blog page, in the footer), with
 * its words from content/newsletter.yaml (a static query: they come with the page's data).
 *
 * The form itself (its markup, look, states and checks) is rendered into the server HTML, where it
 * works without JavaScript, and is not in any page's first JavaScript: the production browser
 * bundle keeps the server's markup as it is (a slot React does not hydrate) and fetches the form
 * when the visitor first focuses or touches it, then renders it in place with what they typed and
 * where their focus was. After a move to another page, with no server markup to keep, it is
 * fetched at once. BUILD_STAGE is a constant webpack inlines, so the browser bundle has no import
 * of the form but the deferred one.
 */
import * as React from "react"
import { graphql, useStaticQuery } from "gatsby"
import type { NewsletterPlace } from "../../../contract/newsletter-form"
import type { Carried, NewsletterFormProps } from "./newsletter-form"
import type { SignupCopy } from "./subscribe-outcome"

type Form = React.ComponentType<NewsletterFormProps>

const ServerForm: Form | null =
  process.env.BUILD_STAGE === "build-javascript"
    ? null
    : // eslint-disable-next-line @typescript-eslint/no-require-imports -- a static import would put the form back in every page's first JavaScript
      (require("./newsletter-form") as typeof import("./newsletter-form")).NewsletterForm

const loadForm = (): Promise<Form> => import("./newsletter-form").then((module) => module.NewsletterForm)

/** What the visitor has done in the server's markup, control by control, for the form to carry on from. */
const carriedFrom = (slot: HTMLElement | null): Carried => {
  const controls = [...(slot?.querySelector("form")?.elements ?? [])]
  return {
    values: controls.map((control) => (control instanceof HTMLInputElement ? (control.type === "checkbox" ? control.checked : control.value) : null)),
    focus: controls.indexOf(document.activeElement as Element),
  }
}

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
  const slot = React.useRef<HTMLDivElement>(null)
  const [live, setLive] = React.useState<{ Form: Form; carried: Carried } | null>(null)
  const started = React.useRef(false)
  const start = React.useCallback(() => {
    if (started.current || ServerForm) return
    started.current = true
    loadForm().then(
      (Form) => setLive({ Form, carried: carriedFrom(slot.current) }),
      // Not fetched (offline): the server's form still posts without it; the next touch tries again.
      () => {
        started.current = false
      },
    )
  }, [])
  React.useEffect(() => {
    if (!slot.current?.firstChild) start()
  }, [start])

  if (!data) return null
  const props = { copy: data.newsletterYaml, place, page }
  if (ServerForm) return <div ref={slot}>{<ServerForm {...props} />}</div>
  if (live) return <div ref={slot}>{<live.Form {...props} carried={live.carried} />}</div>
  return <div ref={slot} onFocus={start} onPointerDown={start} dangerouslySetInnerHTML={{ __html: "" }} suppressHydrationWarning />
}
