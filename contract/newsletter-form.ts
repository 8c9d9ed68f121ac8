/**
 * What the subscribe form's HTML needs before any script: where it posts without JavaScript, the
 * names of its fields and where on the site it sits. No zod here, so the form's markup can be in a
 * page's first JavaScript while its checks and its call load on intent (newsletter-api.ts).
 */

/**
 * The newsletter's HTTP functions (not callables), each at `<functions base>/<name>`:
 *
 * - `subscribe`: POST `application/x-www-form-urlencoded` with the fields of NEWSLETTER_FORM_FIELDS,
 *   as a plain HTML form sends it without JavaScript; answers a small page in the site's words
 *   (waiting, the field to fix, or the limit), with a link back to `page`.
 * - `confirm`: the confirmation e-mail's link, `?token=<token>`. GET shows a button and changes
 *   nothing (mail scanners open links); the button POSTs `token` and confirms.
 * - `unsubscribe`: every letter's footer link, `?token=<token>`. GET shows a button that POSTs;
 *   a POST with body `List-Unsubscribe=One-Click` (RFC 8058, sent by the mail program from the
 *   List-Unsubscribe header, the token in the address) unsubscribes at once. No sign-in.
 */
export const NEWSLETTER_HTTP = {
  subscribe: "newsletterSubscribe",
  confirm: "newsletterConfirm",
  unsubscribe: "newsletterUnsubscribe",
} as const

/** Where the form was: under a post, on the blog page, in the footer. */
export const NEWSLETTER_PLACES = ["post", "blog", "footer"] as const
export type NewsletterPlace = (typeof NEWSLETTER_PLACES)[number]

/**
 * The form's field names, the same for the plain POST and the callable: the address, the consent
 * tick (value "yes" in a plain form), where the form was, the path of the page it was on, and the
 * spam trap (hidden, left empty by people; named, as the contact form's is, so that no browser
 * autofill or password manager takes it for a field of theirs, as it would "website").
 */
export const NEWSLETTER_FORM_FIELDS = {
  email: "email",
  consent: "consent",
  place: "place",
  page: "page",
  website: "leave-this-empty",
} as const

/** Where the functions answer, as the site's build variables name them: the project's own address or the local backend's emulator. */
export interface FunctionsLocation {
  projectId: string
  region: string
  /** `host:port` of the Functions emulator (GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST), when the site runs against the local backend. */
  emulatorHost?: string
}

/** The address of an HTTP function: what the form's `action` names (the CSP's form-action allows the functions' origin). */
export const functionAddress = ({ projectId, region, emulatorHost }: FunctionsLocation, name: string): string =>
  emulatorHost ? `http://${emulatorHost}/${projectId}/${region}/${name}` : `https://${region}-${projectId}.cloudfunctions.net/${name}`
