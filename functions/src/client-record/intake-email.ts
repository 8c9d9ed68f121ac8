/**
 * Her e-mail when a client first answers their intake. It names the client and the programme and
 * says where to read the answers; the answers themselves stay in the studio, out of her inbox.
 */
import type { Proposal } from "../../../contract/engagement-schema"
import { escapeHtml, type MailDocument } from "../common/mail"
import { printedMoment } from "../common/london-days"
import type { SiteIdentity } from "../site/site-identity"

/** One per engagement, so a second first save (two tabs at once) queues none. */
export const intakeMailId = (engagementId: string): string => `intake-${engagementId}-coach`

export const intakeMail = (proposal: Proposal, site: SiteIdentity, at: Date): MailDocument => {
  const { client, programme } = proposal
  const lead = `${client.name} has started answering your intake questions for ${programme.title} (${printedMoment(at)}).`
  const where = `Read their answers on the Clients screen of your studio: ${site.siteUrl}/studio/#clients. They can change them until their first session starts.`
  return {
    to: [site.email],
    replyTo: client.email,
    message: {
      subject: `Intake answered: ${client.name}, ${programme.title}`.replace(/\s+/g, " "),
      text: [lead, "", where].join("\n"),
      html: [`<p>${escapeHtml(lead)}</p>`, `<p>${escapeHtml(where)}</p>`].join("\n"),
    },
  }
}
