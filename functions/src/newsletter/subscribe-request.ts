/**
 * The two ways in to askToSubscribe: the form's callable (with App Check, as the enquiry's) and the
 * same form posted without JavaScript to an HTTP function, which answers a small page in the
 * site's words. Both check the request with the contract's one schema.
 */
import type { Firestore } from "firebase-admin/firestore"
import { HttpsError, type CallableRequest } from "firebase-functions/v2/https"
import { enquiryErrors, type EnquiryRefusal } from "../../../contract/enquiry-schema"
import { subscribeSchema, type SubscribeErrors, type SubscribeRequest, type SubscribeResult } from "../../../contract/newsletter-api"
import type { NewsletterFile } from "../../../contract/newsletter-copy-schema"
import { NEWSLETTER_FORM_FIELDS } from "../../../contract/newsletter-form"
import { PROXIES_IN_FRONT } from "../common/app-check"
import { platformClientAddress, senderBucket, type ForwardedRequest } from "../common/client-address"
import { enquiryLimits } from "../common/enquiry-limits"
import { emailKey, senderKey } from "../common/sender-key"
import { functionsBase } from "../booking/studio-booking"
import { firestore } from "../firestore"
import { printQueuedMails } from "../common/local-terminal"
import { enquiryKeepDays, refreshSiteIdentity } from "../site/site-identity"
import { answerPage, formFields, type PageRequest, type PageResponse } from "./answer-page"
import { newsletterCopy } from "./newsletter-copy"
import { askToSubscribe, type SubscribePath } from "./subscribe"

/** Asks for the letter for a checked request from `raw` (the platform's request: who sent it, where the functions answer). */
export const subscribeFrom = async (db: Firestore, request: SubscribeRequest, raw: ForwardedRequest, now = new Date(), path: SubscribePath = "callable"): Promise<void> => {
  const address = platformClientAddress(raw, { proxiesInFront: PROXIES_IN_FRONT.value(), emulator: process.env.FUNCTIONS_EMULATOR === "true" })
  const [sender, id, site, copy] = await Promise.all([senderKey(db, senderBucket(address)), emailKey(db, request.email), refreshSiteIdentity(db), newsletterCopy(db)])
  const mail = await askToSubscribe(db, {
    request,
    id,
    sender,
    limits: enquiryLimits(),
    copy,
    base: functionsBase(raw as Parameters<typeof functionsBase>[0]),
    siteName: site.name,
    keepDays: enquiryKeepDays(),
    now,
    path,
  })
  if (mail) printQueuedMails([mail])
}

/** The callable: invalid-argument with `details.fields` for a field to fix, a limit's refusal as the enquiry's. */
export const handleSubscribe = async (request: CallableRequest<unknown>): Promise<SubscribeResult> => {
  // With consumeAppCheckToken a replayed token still reaches here, marked: it is refused.
  if (request.app?.alreadyConsumed) throw new HttpsError("unauthenticated", "This request has been sent before; please reload the page and try again.")
  const parsed = subscribeSchema.safeParse(request.data)
  if (!parsed.success) {
    const fields = enquiryErrors(parsed.error) as SubscribeErrors
    throw new HttpsError("invalid-argument", "Please check the form.", { fields })
  }
  await subscribeFrom(firestore(), parsed.data, request.rawRequest)
  return { outcome: "check-your-inbox" }
}

/** A plain form's fields as the callable's request: the tick arrives as "yes" (or "on") when ticked, and not at all when not. */
export const requestFromForm = (fields: Record<string, string>): Record<string, unknown> => {
  const F = NEWSLETTER_FORM_FIELDS
  const ticked = ["yes", "on", "true"].includes((fields[F.consent] ?? "").toLowerCase())
  return {
    email: fields[F.email] ?? "",
    ...(ticked ? { consent: true } : {}),
    place: fields[F.place] ?? "",
    page: fields[F.page] ?? "",
    ...(fields[F.website] ? { website: fields[F.website] } : {}),
  }
}

const problemWords = (errors: SubscribeErrors, copy: NewsletterFile): string[] => {
  const words = copy.form.errors
  const email = { required: words.emailRequired, "invalid-email": words.emailInvalid, "too-long": words.emailTooLong }
  return [
    ...(errors.email ? [email[errors.email as keyof typeof email] ?? words.emailInvalid] : []),
    ...(errors.consent ? [words.consentNotAccepted] : []),
    // Where the form was is the page's own doing, not the reader's: the failure's words.
    ...(errors.place || errors.page || errors.website ? [words.failed] : []),
  ]
}

const backTo = (siteUrl: string, page: unknown): string => (typeof page === "string" && /^\/(?!\/)[^\s\\]*$/.test(page) && page.length <= 300 ? `${siteUrl}${page}` : `${siteUrl}/`)

/**
 * The form without JavaScript: a POST of its fields, answered with a page saying what happens next,
 * what to fix, or how long to wait, and a link back to the page the form was on.
 */
export const serveSubscribe = async (db: Firestore, request: PageRequest, response: PageResponse, now = new Date()): Promise<void> => {
  const [copy, site] = await Promise.all([newsletterCopy(db), refreshSiteIdentity(db)])
  if (request.method !== "POST") {
    response.set("Allow", "POST")
    answerPage(response, { status: 405, heading: copy.form.heading, paragraphs: [copy.form.text], back: { href: `${site.siteUrl}/`, label: copy.backToSite } })
    return
  }
  const fields = formFields(request.body)
  const back = { href: backTo(site.siteUrl, fields[NEWSLETTER_FORM_FIELDS.page]), label: copy.backToSite }
  const parsed = subscribeSchema.safeParse(requestFromForm(fields))
  if (!parsed.success) {
    answerPage(response, { status: 400, heading: copy.form.heading, paragraphs: problemWords(enquiryErrors(parsed.error) as SubscribeErrors, copy), back })
    return
  }
  try {
    await subscribeFrom(db, parsed.data, request, now, "form")
  } catch (error) {
    if (!(error instanceof HttpsError) || !["resource-exhausted", "unavailable"].includes(error.code)) throw error
    const minutes = (error.details as EnquiryRefusal | undefined)?.retryAfterMinutes ?? 60
    response.set("Retry-After", String(minutes * 60))
    answerPage(response, { status: 429, heading: copy.form.heading, paragraphs: [copy.limit.replaceAll("{minutes}", String(minutes))], back })
    return
  }
  answerPage(response, { status: 200, heading: copy.waiting.heading, paragraphs: [copy.waiting.text], back })
}
