/**
 * The e-mail that brings a client their proposal: what is proposed, in a sentence or two, her
 * note, and the link to their room on her site, where they read it with her terms and answer.
 */
import { CLIENT_PATH } from "../../../contract/routes"
import { formatPounds, planAmounts, type Proposal } from "../../../contract/engagement-schema"
import { dayOf, longDate } from "../../../contract/long-date"
import { escapeHtml, type MailDocument } from "../common/mail"
import type { SiteIdentity } from "../site/site-identity"


const firstName = (name: string) => name.trim().split(/\s+/)[0]

/** How the fee is paid, in words: "£4,800, paid in 3 monthly instalments of £1,600". */
export const feeInWords = (proposal: Proposal): string => {
  const { feePence } = proposal.programme
  const amounts = planAmounts(feePence, proposal.paymentPlan)
  const last = amounts[amounts.length - 1]
  const paid =
    amounts.length === 1
      ? "paid in full when you accept"
      : last === amounts[0]
        ? `paid in ${amounts.length} monthly instalments of ${formatPounds(amounts[0])}`
        : `paid in ${amounts.length} monthly instalments of ${formatPounds(amounts[0])} (the last ${formatPounds(last)})`
  const payer = proposal.payer.kind === "organisation" ? `, invoiced to ${proposal.payer.name}` : ""
  return `${formatPounds(feePence)}, ${paid}${payer}`
}

/** The client's e-mail; `again` for a resend, which says so. */
export const proposalMail = (proposal: Proposal, site: SiteIdentity, expiresAt: Date, again = false): MailDocument => {
  const { programme, client } = proposal
  const link = `${site.siteUrl}${CLIENT_PATH}`
  const paragraphs = [
    `Dear ${firstName(client.name)},`,
    `${again ? "I am sending my proposal again, in case the first e-mail went astray. " : "Thank you for our conversation. "}As promised, here is my proposal for your coaching: ${programme.title}, ${programme.sessions} ${programme.sessions === 1 ? "session" : "sessions"} of ${programme.sessionMinutes} minutes starting on ${longDate(dayOf(proposal.startDate))}, for ${feeInWords(proposal)}.`,
    ...(proposal.note ? proposal.note.split(/\n\s*\n/) : []),
    `You can read the full proposal and my terms of engagement, and accept or decline it, in your own room on my website: ${link}. Enter this e-mail address there and you will be sent a link to sign in; there is no password to remember.`,
    `The proposal is open until ${longDate(expiresAt)}. If you have any questions before then, just reply to this e-mail.`,
    `With best wishes,\n${site.name}\n${site.company}`,
  ]
  return {
    to: [client.email],
    replyTo: site.email,
    message: {
      // A header holds one line (the schema keeps the title to one; this keeps it so).
      subject: `Your coaching proposal from ${site.name}: ${programme.title}`.replace(/\s+/g, " "),
      text: paragraphs.join("\n\n"),
      html: paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join("\n"),
    },
  }
}
