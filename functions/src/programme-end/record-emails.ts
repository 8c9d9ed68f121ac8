/**
 * The e-mails of a programme's end: asking the client for a testimonial (with the room's link),
 * suggesting other words for it (the same link, where they agree or not), and telling her a client has asked for their record to be erased. Each is one mail document,
 * named by the engagement, created once.
 */
import { CLIENT_PATH } from "../../../contract/routes"
import { escapeHtml, type MailDocument } from "../common/mail"
import type { SiteIdentity } from "../site/site-identity"
import type { EngagementRecord } from "./engagement-record"

const paragraphsMail = (to: string, subject: string, paragraphs: string[], replyTo?: string): MailDocument => ({
  to: [to],
  ...(replyTo ? { replyTo } : {}),
  message: {
    // A header holds one line.
    subject: subject.replace(/\s+/g, " "),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join("\n"),
  },
})

/** To the client: would they say a few words about the programme, in their room. */
export const testimonialRequestMail = (record: EngagementRecord, site: SiteIdentity): MailDocument =>
  paragraphsMail(
    record.proposal.client.email,
    `Would you say a few words about ${record.proposal.programme.title}?`,
    [
      `Dear ${record.proposal.client.name},`,
      `Thank you for working with me on ${record.proposal.programme.title}. If it was useful to you, would you write a few words about it that I may share on my site?`,
      `You can write them in your room, and choose how you are named: in full with your role and company, by your first name and role, or not at all. Nothing is published until you have agreed to exactly those words, and you can change them later.`,
      `${site.siteUrl}${CLIENT_PATH}`,
      `With thanks,\n${site.name}`,
    ],
    site.email,
  )

/** The suggested words quoted as their paragraphs, so the e-mail shows them as the room will. */
const quoted = (wording: string): string[] => {
  const paragraphs = wording.split(/\n\s*\n/)
  return paragraphs.map((paragraph, index) => `${index === 0 ? "“" : ""}${paragraph}${index === paragraphs.length - 1 ? "”" : ""}`)
}

/** To the client: she suggests other words for their testimonial, which they may agree to in their room. */
export const wordingSuggestionMail = (record: EngagementRecord, site: SiteIdentity, wording: string): MailDocument =>
  paragraphsMail(
    record.proposal.client.email,
    `A suggested change to your words about ${record.proposal.programme.title}`,
    [
      `Dear ${record.proposal.client.name},`,
      `Thank you again for your words about ${record.proposal.programme.title}. I would like to suggest a change to them:`,
      ...quoted(wording),
      "If you are happy with these words, you can agree to them in your room. You are just as welcome to keep your own words or to write others. Nothing changes on my site unless you agree to them there.",
      `${site.siteUrl}${CLIENT_PATH}`,
      `With thanks,\n${site.name}`,
    ],
    site.email,
  )

/** To her: a client asks for their record to be erased; she confirms it in the studio. */
export const erasureRequestMail = (record: EngagementRecord, site: SiteIdentity, reason: string | undefined): MailDocument =>
  paragraphsMail(
    site.email,
    `Erasure asked for: ${record.proposal.client.name}, ${record.proposal.programme.title}`,
    [
      `${record.proposal.client.name} <${record.clientEmail}> has asked, from their room, for their record of ${record.proposal.programme.title} to be erased.`,
      ...(reason ? ["Their reason:", reason] : []),
      "Confirm it in your studio's Clients screen: everything of it is erased but the invoices and credit notes, which your accounts must keep for six years. You may export the record first.",
    ],
    record.clientEmail,
  )
