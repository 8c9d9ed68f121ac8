/**
 * What the subscribe form sends and hears back, as types only: the form (in every page's first
 * JavaScript) imports these, and they compile to nothing, so the submit path stays in
 * `subscribe.ts`, fetched when the visitor shows they may use the form.
 */
import type { NewsletterFile } from "../../../contract/newsletter-copy-schema"
import type { NewsletterPlace } from "../../../contract/newsletter-form"

/** The words the form needs: the form's own, "check your inbox" and the limit's sentence. */
export type SignupCopy = Pick<NewsletterFile, "form" | "waiting" | "limit">

/** Which of the form's fields a problem belongs to. */
export type SignupField = "email" | "consent"

/** What the visitor typed and ticked, read from the form itself, with where the form is. */
export interface SignupValues {
  email: string
  consent: boolean
  place: NewsletterPlace
  /** The path of the page the form is on. */
  page: string
  /** The spam trap's value: empty from a person. */
  trap: string
}

export type SubscribeOutcome =
  /** Sent: a confirmation link is on its way (said the same way whether or not the address was on the list). */
  | { state: "waiting" }
  /** Refused before or by the server: the field and why, nothing typed is lost. */
  | { state: "invalid"; field: SignupField; message: string }
  /** Too many sign-ups from here or for this address just now. */
  | { state: "limit"; message: string }
  /** The service could not take it: try again. */
  | { state: "problem"; message: string }

/** Sends one subscription and answers its outcome; never throws. */
export type Subscribe = (values: SignupValues, copy: SignupCopy) => Promise<SubscribeOutcome>
