/**
 * A client asks for a link to sign in to their room. The link is Firebase Authentication's own
 * e-mail sign-in link, made with the Admin SDK and mailed through the `mail` queue as every other
 * e-mail, so it comes from her site in her words. It is mailed only to an address with an open or
 * accepted proposal, the ones the sign-up admits (engagements/client-admission.ts); every other
 * address gets exactly the same answer, and the same sending limits are taken for it first, so
 * nobody learns from the room who her clients are. The link is made for a stranger too (and
 * dropped), so the answer takes about as long either way. An invited client's account is made
 * first if they have none (client-account.ts), so the link signs in to it rather than signing up.
 */
import { randomUUID } from "node:crypto"
import type { Auth } from "firebase-admin/auth"
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { MAIL } from "../../../contract/firebase-settings"
import { CLIENT_PATH } from "../../../contract/routes"
import { escapeHtml, type MailDocument } from "../common/mail"
import type { QueuedMail } from "../common/local-terminal"
import { takeSendingSlots, type SendingLimits } from "../common/sending-slots"
import { isInvitedClient } from "../engagements/client-admission"
import { prepareClientAccount } from "./client-account"
import type { SiteIdentity } from "../site/site-identity"

/** Everyone's sign-in links together, in `rateLimits`: apart from the enquiries' count, so neither uses up the other's hour. */
export const SIGN_IN_LINKS_EVERYONE = "client-sign-in-all"

/** The mail document holds a live link: it is kept a day, long enough to be sent, then the TTL policy removes it. */
const KEEP_MAIL_MS = 24 * 60 * 60 * 1000

const LOOPBACK_ORIGIN = /^http:\/\/(?:127\.0\.0\.1|localhost):\d{1,5}$/

/**
 * Where the link leads once Firebase has checked it: the room on her site. On the local backend the
 * room may be served from 127.0.0.1 (`npm run develop`, the local live site), which the page's own
 * origin says; anywhere else only her site's address is used, whoever asks.
 */
export const continueUrlFor = (siteUrl: string, origin: string | undefined, localBackend: boolean): string =>
  `${localBackend && origin && LOOPBACK_ORIGIN.test(origin) ? origin : siteUrl}${CLIENT_PATH}`

/** The e-mail with the link. */
export const signInMail = (to: string, link: string, site: Pick<SiteIdentity, "name" | "company" | "email">): MailDocument => {
  const paragraphs = [
    `Here is your link to sign in to your client room on ${site.name}'s website, where you can read your proposal and her terms of engagement:`,
    link,
    "The link works once and only for a short while; if it has expired, ask for a new one on the same page. Open it on the device you asked from, or enter your e-mail address again when it asks.",
    "If you did not ask to sign in, you can ignore this e-mail: nobody can sign in without the link.",
    `${site.name}\n${site.company}`,
  ]
  return {
    to: [to],
    replyTo: site.email,
    message: {
      subject: `Your link to sign in to your client room: ${site.name}`,
      text: paragraphs.join("\n\n"),
      html: paragraphs
        .map((paragraph) => (paragraph === link ? `<p><a href="${escapeHtml(link)}">Sign in to your client room</a></p>` : `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`))
        .join("\n"),
    },
  }
}

export interface SignInLinkInput {
  email: string
  /** The salted hashes of the sender's address and of the mailbox (common/sender-key.ts). */
  sender: string
  emailKey: string
  limits: SendingLimits & { perHourAll: number; perDayPerEmail: number }
  site: SiteIdentity
  continueUrl: string
  now: Date
}

/**
 * One request: takes its slots whatever the address (a limit reached refuses a client as it
 * refuses a stranger), then queues the e-mail for an invited address only. Answers the e-mail
 * queued, if any, to print on the local backend.
 */
export const sendSignInLink = async (db: Firestore, auth: Auth, input: SignInLinkInput): Promise<QueuedMail | null> => {
  const { email, sender, emailKey, limits, site, continueUrl, now } = input
  const [invited, link] = await Promise.all([
    isInvitedClient(db, email, site.proposalDays, now),
    auth.generateSignInWithEmailLink(email, { url: continueUrl, handleCodeInApp: true }),
  ])
  // Before the link is mailed, so the client's first sign-in finds their account (client-account.ts).
  await prepareClientAccount(auth, email, invited)
  return db.runTransaction(async (transaction) => {
    const take = await takeSendingSlots(transaction, db, {
      sender,
      emailKey,
      limits,
      now,
      everyone: { key: SIGN_IN_LINKS_EVERYONE, cap: limits.perHourAll, busy: "The client room is sending no more sign-in links this hour" },
      perDayPerEmail: limits.perDayPerEmail,
    })
    take()
    if (!invited) return null
    const id = `client-sign-in-${randomUUID()}`
    const mail = signInMail(email, link, site)
    transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt: Timestamp.fromMillis(now.getTime() + KEEP_MAIL_MS) })
    return { id, mail }
  })
}
