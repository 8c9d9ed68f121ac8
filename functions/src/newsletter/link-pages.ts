/**
 * The pages the newsletter's e-mail links open. No sign-in: the token in the link is the key.
 *
 * - Confirm: GET shows the address and a button and changes nothing (mail scanners open links);
 *   the button's POST confirms, once, within CONFIRM_LINK_HOURS.
 * - Unsubscribe: GET (the letter's footer link) shows a button whose POST unsubscribes; a POST to
 *   the link itself, as a mail program sends it from the List-Unsubscribe header with the body
 *   `List-Unsubscribe=One-Click` (RFC 8058), unsubscribes at once. Either takes effect before the
 *   next batch of any send.
 */
import type { Firestore } from "firebase-admin/firestore"
import { NEWSLETTER_HTTP } from "../../../contract/newsletter-form"
import { enquiryKeepDays, refreshSiteIdentity } from "../site/site-identity"
import { answerPage, formFields, postButton, type PageRequest, type PageResponse } from "./answer-page"
import { newsletterCopy } from "./newsletter-copy"
import { confirmSubscription, leaveList, readerOfUnsubscribeLink, readToken, waitingForLink } from "./subscribers"

const tokenOf = (value: unknown): string => (typeof value === "string" && readToken(value) ? value : "")

const notAllowed = (response: PageResponse, heading: string): void => {
  response.set("Allow", "GET, POST")
  answerPage(response, { status: 405, heading, paragraphs: [] })
}

export const serveConfirm = async (db: Firestore, request: PageRequest, response: PageResponse, now = new Date()): Promise<void> => {
  const [copy, site] = await Promise.all([newsletterCopy(db), refreshSiteIdentity(db)])
  const back = { href: `${site.siteUrl}/`, label: copy.backToSite }
  const nothing = () => answerPage(response, { status: 404, heading: copy.linkUsed.heading, paragraphs: [copy.linkUsed.text], back })
  if (request.method === "GET") {
    const token = tokenOf(request.query.token)
    const reader = await waitingForLink(db, token, now)
    if (!reader) return nothing()
    return answerPage(response, {
      status: 200,
      heading: copy.confirmPage.heading,
      paragraphs: [copy.confirmPage.text, reader.email],
      extra: postButton(NEWSLETTER_HTTP.confirm, { token }, copy.confirmPage.button),
    })
  }
  if (request.method === "POST") {
    const confirmed = await confirmSubscription(db, tokenOf(formFields(request.body).token), now)
    if (!confirmed) return nothing()
    return answerPage(response, { status: 200, heading: copy.confirmed.heading, paragraphs: [copy.confirmed.text], back })
  }
  notAllowed(response, copy.confirmPage.heading)
}

export const serveUnsubscribe = async (db: Firestore, request: PageRequest, response: PageResponse, now = new Date()): Promise<void> => {
  const [copy, site] = await Promise.all([newsletterCopy(db), refreshSiteIdentity(db)])
  const back = { href: `${site.siteUrl}/`, label: copy.backToSite }
  const done = () => answerPage(response, { status: 200, heading: copy.unsubscribed.heading, paragraphs: [copy.unsubscribed.text], back })
  if (request.method === "GET") {
    const token = tokenOf(request.query.token)
    const reader = await readerOfUnsubscribeLink(db, token)
    // Already gone (or never there): saying so is all the page can do, and reveals no more than the link's owner knows.
    if (!reader) return answerPage(response, { status: 404, heading: copy.linkUsed.heading, paragraphs: [copy.unsubscribed.text], back })
    return answerPage(response, {
      status: 200,
      heading: copy.unsubscribePage.heading,
      paragraphs: [copy.unsubscribePage.text, reader.email],
      extra: postButton(NEWSLETTER_HTTP.unsubscribe, { token }, copy.unsubscribePage.button),
    })
  }
  if (request.method === "POST") {
    // RFC 8058: the token is in the link the header names (the query); the page's button sends it in the body.
    const token = tokenOf(request.query.token) || tokenOf(formFields(request.body).token)
    const reader = await readerOfUnsubscribeLink(db, token)
    if (reader) await leaveList(db, reader.id, "unsubscribed", now, enquiryKeepDays())
    // Answered alike whether or not they were still subscribed: a repeated one-click POST is not an error.
    return done()
  }
  notAllowed(response, copy.unsubscribePage.heading)
}
