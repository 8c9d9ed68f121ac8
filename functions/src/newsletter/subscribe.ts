/**
 * Asking for the newsletter, from the site's form (the callable) or from the same form without
 * JavaScript (the HTTP function, subscribe-page.ts). Nothing counts until the link mailed to the
 * address is followed (double opt-in). A confirmation e-mail is a message a visitor causes, so it
 * counts against the same hourly limits per sender and per address as an enquiry; asking again
 * while waiting re-sends the link at most once an hour; and every request is answered alike,
 * whether the address is new, waiting or already subscribed, so the form reveals nobody: each
 * takes its slots before the address's state is looked at, so a request for a reader costs the
 * sender what one for a stranger does. The form without JavaScript has no App Check and a lower
 * cap for everyone of its own, so a flood on it cannot shut the callable's.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { defineInt } from "firebase-functions/params"
import { MAIL } from "../../../contract/firebase-settings"
import { CONFIRM_LINK_HOURS, RESEND_AFTER_MINUTES, type SubscribeRequest } from "../../../contract/newsletter-api"
import type { NewsletterFile } from "../../../contract/newsletter-copy-schema"
import { NEWSLETTER_HTTP } from "../../../contract/newsletter-form"
import { expiryAfter } from "../../../contract/retention"
import type { SendingLimits } from "../common/sending-slots"
import { takeSendingSlots } from "../common/sending-slots"
import { escapeHtml, type MailDocument } from "../common/mail"
import { hashSecret } from "../common/secret-hash"
import type { QueuedMail } from "../common/local-terminal"
import { confirmationMailId, linkToken, listKeyOf, newSecret, stateOf, subscribers, type SubscriberRecord } from "./subscribers"

const HOUR_MS = 3_600_000

/** The count of everyone's confirmation e-mails together, in `rateLimits`, capped as everyone's enquiries are. */
export const SIGN_UPS_EVERYONE = "newsletter-all"

/** The plain form's own count for everyone together, apart from the callable's. */
export const FORM_SIGN_UPS_EVERYONE = "newsletter-form-all"

/** A fifth of the callable's default: readers without JavaScript are few, and the path has no App Check. */
export const FORM_SIGN_UPS_DEFAULT = 20

export const NEWSLETTER_FORM_SIGN_UPS_PER_HOUR = defineInt("NEWSLETTER_FORM_SIGN_UPS_PER_HOUR", {
  default: FORM_SIGN_UPS_DEFAULT,
  description: "How many sign-ups the newsletter's form without JavaScript (newsletterSubscribe) takes per hour from everyone together.",
})

/** Which way the request came: the form's callable, or the same form posted without JavaScript. */
export type SubscribePath = "callable" | "form"

/** The count for everyone a path's requests take, with its cap (an unset parameter reads as 0: the default then). */
const everyoneOf = (path: SubscribePath, limits: SubscribeInput["limits"]) =>
  path === "form"
    ? { key: FORM_SIGN_UPS_EVERYONE, cap: NEWSLETTER_FORM_SIGN_UPS_PER_HOUR.value() || FORM_SIGN_UPS_DEFAULT, busy: "The newsletter's form is taking no more sign-ups this hour" }
    : { key: SIGN_UPS_EVERYONE, cap: limits.perHourAll, busy: "The newsletter is taking no more sign-ups this hour" }

export interface SubscribeInput {
  request: SubscribeRequest
  /** The salted hash of the address: the reader's id and the per-address limit's key. */
  id: string
  /** The salted hash of the sender's address. */
  sender: string
  limits: SendingLimits & { perHourAll: number; perDayPerEmail: number }
  copy: NewsletterFile
  /** Where the functions answer (the link's address). */
  base: string
  siteName: string
  /** Days the confirmation e-mail is kept. */
  keepDays: number
  now: Date
  path: SubscribePath
}

/** The confirmation e-mail: a link to a page whose button confirms (mail scanners open links; they do not press buttons). */
export const confirmationEmail = (to: string, link: string, copy: NewsletterFile, siteName: string): MailDocument => {
  const intro = copy.confirmEmail.text.replaceAll("{hours}", String(CONFIRM_LINK_HOURS))
  const text = [intro, "", link, "", copy.confirmEmail.ignore, "", siteName].join("\n")
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(copy.confirmEmail.button)}</a></p>`,
    `<p>${escapeHtml(copy.confirmEmail.ignore)}</p>`,
    `<p>${escapeHtml(siteName)}</p>`,
  ].join("\n")
  return { to: [to], message: { subject: copy.confirmEmail.subject, text, html } }
}

/**
 * One request: takes its slots, whatever the address, then mails a new link when the address is
 * new, or waiting and its last link went over an hour ago; else nothing. Answers the e-mail
 * queued, if any (to print on the local backend). A limit reached throws its refusal
 * (common/sending-slots.ts) and stores nothing, for a reader as for a stranger.
 */
export const askToSubscribe = async (db: Firestore, input: SubscribeInput): Promise<QueuedMail | null> => {
  const { request, id, sender, limits, copy, base, siteName, keepDays, now, path } = input
  // The spam trap: people never see it. Answered as any other request, with nothing stored or sent.
  if (request.website?.trim()) return null
  const ref = subscribers(db).doc(id)
  return db.runTransaction(async (transaction) => {
    // The slots first: a limit refuses a reader's address exactly as it refuses a stranger's.
    const take = await takeSendingSlots(transaction, db, { sender, emailKey: id, limits, now, everyone: everyoneOf(path, limits), perDayPerEmail: limits.perDayPerEmail })
    const doc = await transaction.get(ref)
    const state = stateOf(doc)
    const last: unknown = doc.get("lastLinkAt")
    if (state === "confirmed" || (state === "waiting" && last instanceof Timestamp && now.getTime() - last.toMillis() < RESEND_AFTER_MINUTES * 60_000)) {
      take()
      return null
    }
    const secret = newSecret()
    const link = `${base}/${NEWSLETTER_HTTP.confirm}?token=${linkToken(id, secret)}`
    const mail = confirmationEmail(request.email, link, copy, siteName)
    const sent = typeof doc.get("linksSent") === "number" ? (doc.get("linksSent") as number) : 0
    const mailId = confirmationMailId(id, sent)
    transaction.create(db.collection(MAIL).doc(mailId), { ...mail, expiresAt: Timestamp.fromDate(expiryAfter(now, keepDays)) })

    const at = Timestamp.fromDate(now)
    const linkExpiresAt = Timestamp.fromMillis(now.getTime() + CONFIRM_LINK_HOURS * HOUR_MS)
    const fresh = {
      email: request.email,
      linkHash: hashSecret(secret),
      linkExpiresAt,
      linksSent: sent + 1,
      lastLinkAt: at,
      expiresAt: linkExpiresAt,
      // What they agreed to with this link: the words the form shows now, where, and when.
      consent: { how: "form" as const, words: copy.form.consent, place: request.place, page: request.page, askedAt: at },
    }
    if (doc.exists) transaction.update(ref, fresh)
    else {
      const record: SubscriberRecord = { ...fresh, state: "waiting", source: request.place, joinedAt: at, listKey: listKeyOf(now, id), unsubscribeKey: newSecret() }
      transaction.create(ref, record)
    }
    take()
    return { id: mailId, mail }
  })
}
