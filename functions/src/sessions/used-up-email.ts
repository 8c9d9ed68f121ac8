/**
 * The e-mails that tell the client and her that the last session of a programme is booked: each
 * named by the engagement (`sessions-used-<id>-client`, `-coach`) and created once, however often
 * the balance runs out again after a session is given back.
 */
import type { DocumentReference, Firestore } from "firebase-admin/firestore"
import type { Proposal } from "../../../contract/engagement-schema"
import { ROUTES } from "../../../contract/routes"
import { MAIL } from "../../../contract/firebase-settings"
import { escapeHtml, type MailDocument } from "../common/mail"
import type { SiteIdentity } from "../site/site-identity"

export const usedUpMailRefs = (db: Firestore, engagementId: string): { client: DocumentReference; coach: DocumentReference } => ({
  client: db.collection(MAIL).doc(`sessions-used-${engagementId}-client`),
  coach: db.collection(MAIL).doc(`sessions-used-${engagementId}-coach`),
})

const mail = (to: string, replyTo: string, subject: string, paragraphs: string[]): MailDocument => ({
  to: [to],
  replyTo,
  message: {
    subject: subject.replace(/\s+/g, " "),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join("\n"),
  },
})

const sessionsWord = (count: number) => `${count} ${count === 1 ? "session" : "sessions"}`

export const usedUpMails = (proposal: Proposal, site: SiteIdentity): { client: MailDocument; coach: MailDocument } => {
  const { client, programme } = proposal
  const all = sessionsWord(programme.sessions)
  return {
    client: mail(client.email, site.email, `All your sessions of ${programme.title} are booked`, [
      `Dear ${client.name.trim().split(/\s+/)[0]},`,
      `With this booking, all ${all} of ${programme.title} are in the diary, so there are none left to book.`,
      `If you would like to carry on once they are done, reply to this e-mail and I will send you a proposal for more. Your room shows your sessions: ${site.siteUrl}${ROUTES.client}`,
      `${site.name}\n${site.company}`,
    ]),
    coach: mail(site.email, client.email, `Sessions used: ${client.name}, ${programme.title}`, [
      `${client.name} has booked the last of the ${all} of ${programme.title}.`,
      `To extend the programme, propose more from the Clients screen of your studio: ${site.siteUrl}${ROUTES.studio}#clients`,
      "Reply to this e-mail to write to them.",
    ]),
  }
}
