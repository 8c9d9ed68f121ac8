/**
 * What the newsletter says (content/newsletter.yaml): the subscribe form under each post, on the
 * blog page and in the footer; the pages its links open (confirm, unsubscribe); the confirmation
 * e-mail; and the sender's details every newsletter's footer must carry (her name and postal
 * address, as the law asks of marketing e-mail). The functions read the same file with this schema.
 */
import { z } from "zod"
import { described, longText, named, text } from "./schema-fields"

const placeholder = (name: string) => text().refine((value) => value.includes(`{${name}}`), `must contain {${name}}`)
const headed = (name: string) => named(name, z.object({ heading: text(), text: longText() }))

export const newsletterFileSchema = z.object({
  /** The form, as the site shows it. */
  form: named(
    "NewsletterForm",
    z.object({
      heading: text(),
      /** A line of why: what arrives and how often. */
      text: longText(),
      emailLabel: described({ label: "E-mail field's label" }, text()),
      /** The consent words beside the tick; kept with each subscription as what the reader agreed to. */
      consent: described({ label: "Consent words", help: "Beside the tick box. Each subscription keeps the words shown, as proof of consent." }, longText()),
      submit: described({ label: "Button words" }, text()),
      sending: text(),
      errors: named(
        "NewsletterErrors",
        z.object({
          emailRequired: text(),
          emailInvalid: text(),
          emailTooLong: text(),
          consentNotAccepted: text(),
          /** The service could not be reached or refused for another reason. */
          failed: text(),
        }),
      ),
    }),
  ),
  /** After subscribing: a link is on its way (the same words whether or not the address was already on the list). */
  waiting: headed("NewsletterWaiting"),
  /** After following the link and pressing the button. */
  confirmed: headed("NewsletterConfirmed"),
  /** After unsubscribing. */
  unsubscribed: headed("NewsletterUnsubscribed"),
  /** Too many sign-ups from one place or for one address this hour; {minutes} becomes how long to wait. */
  limit: placeholder("minutes"),
  /** The pages the e-mails' links open: each shows a button, so a mail scanner opening the link changes nothing. */
  confirmPage: named("NewsletterConfirmPage", z.object({ heading: text(), text: longText(), button: text() })),
  unsubscribePage: named("NewsletterUnsubscribePage", z.object({ heading: text(), text: longText(), button: text() })),
  /** A link used already, expired or never sent. */
  linkUsed: headed("NewsletterLinkUsed"),
  /** Back to the site from those pages. */
  backToSite: text(),
  /** The confirmation e-mail. {hours} becomes how long the link works. */
  confirmEmail: named("NewsletterConfirmEmail", z.object({ subject: text(), text: placeholder("hours"), button: text(), ignore: longText() })),
  /** Every newsletter: above her note, the link to the post, and the footer. */
  letter: named(
    "NewsletterLetter",
    z.object({
      readOnline: described({ label: "Link to the post on the site" }, text()),
      /** Why the reader gets it (the footer). */
      why: longText(),
      unsubscribe: described({ label: "Unsubscribe link's words" }, text()),
      /** Her postal address, which marketing e-mail must carry; her name is content/site.json's. */
      postalAddress: described({ label: "Postal address", help: "In every newsletter's footer, as the law asks of marketing e-mail." }, text(300)),
    }),
  ),
})

export type NewsletterFile = z.infer<typeof newsletterFileSchema>
export type NewsletterFormCopy = NewsletterFile["form"]
