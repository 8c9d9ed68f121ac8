/**
 * The signed agreement: the proposal as accepted, who pays, her terms in full as they were sent,
 * and the acceptance (the name the client typed, the moment, the content hashes of the proposal
 * and the terms), as a PDF; and the two e-mails that carry it, to the client and to her.
 */
import { formatPounds } from "../../../contract/engagement-schema"
import { invoiceAmounts } from "../../../contract/invoice-schema"
import { escapeHtml, type MailDocument } from "../common/mail"
import { layOutPdf, pdfAttachment, type PdfBlock } from "../common/pdf-layout"
import { printedDay, printedMoment } from "../common/london-days"
import type { SiteIdentity } from "../site/site-identity"
import type { AcceptedEngagement } from "./accepted-engagement"
import { answerMail } from "./answer-email"
import { feeInWords } from "./proposal-email"

/** What the agreement's price line says: the fee, and with VAT when she charges it. */
const priceLine = (feePence: number, site: SiteIdentity): string => {
  const { business } = site
  const amounts = invoiceAmounts(feePence, { registered: business.vatRegistered, ratePercent: business.vatRatePercent })
  return amounts.vatRatePercent === undefined
    ? `${formatPounds(feePence)} (no VAT is charged)`
    : `${formatPounds(feePence)} plus VAT at ${amounts.vatRatePercent}% (${formatPounds(amounts.grossPence)} in all)`
}

const whoPays = (engagement: AcceptedEngagement): [string, string][] => {
  const { payer, client } = engagement.proposal
  if (payer.kind === "client") return [["Paid by", `${client.name}, the client`]]
  return [
    ["Paid by", payer.name],
    ["Invoices to", `${payer.billingContact.name} <${payer.billingContact.email}>`],
    ["Billing address", payer.address.join(", ")],
    ...(payer.poNumber ? [["Purchase order", payer.poNumber] as [string, string]] : []),
    ...(payer.vatNumber ? [["Their VAT number", payer.vatNumber] as [string, string]] : []),
  ]
}

/** The agreement's PDF. The same engagement always makes the same document. */
export const agreementPdf = (engagement: AcceptedEngagement, site: SiteIdentity): Promise<Uint8Array> => {
  const { proposal, terms, acceptance } = engagement
  const { business } = site
  const { programme } = proposal
  const blocks: PdfBlock[] = [
    { kind: "title", text: "Coaching agreement" },
    { kind: "paragraph", text: `Agreement ${engagement.id}`, small: true },
    {
      kind: "parties",
      left: { label: "COACH", lines: [business.name, ...business.address, site.email] },
      right: { label: "CLIENT", lines: [proposal.client.name, proposal.client.email] },
    },
    { kind: "heading", text: "The programme" },
    {
      kind: "fields",
      rows: [
        ["Programme", programme.title],
        ["Sessions", `${programme.sessions} ${programme.sessions === 1 ? "session" : "sessions"} of ${programme.sessionMinutes} minutes`],
        ["Starting", printedDay(proposal.startDate)],
        ["Fee", priceLine(programme.feePence, site)],
        ["Payment", feeInWords(proposal)],
        ["Payment terms", `Each invoice is due ${business.paymentDays} days after it is issued, by bank transfer.`],
        ...whoPays(engagement),
      ],
    },
    { kind: "heading", text: `${terms.content.title} (as of ${printedDay(terms.content.updated)})` },
    ...terms.content.sections.flatMap((section): PdfBlock[] => [
      { kind: "heading", text: section.heading },
      ...section.text.split(/\n\s*\n/).map((paragraph): PdfBlock => ({ kind: "paragraph", text: paragraph })),
    ]),
    { kind: "heading", text: "Acceptance" },
    {
      kind: "paragraph",
      text: `${acceptance.name} accepted this proposal and these terms in their room on ${site.siteUrl.replace(/^https?:\/\//, "")}, typing their full name and ticking "I agree to these terms".`,
    },
    {
      kind: "fields",
      rows: [
        ["Name typed", acceptance.name],
        ["Accepted", printedMoment(acceptance.acceptedAt)],
        ["", acceptance.acceptedAt.toISOString()],
        ["Proposal (SHA-256)", acceptance.proposalHash],
        ["Terms (SHA-256)", acceptance.termsHash],
      ],
    },
  ]
  return layOutPdf({
    title: `Coaching agreement: ${programme.title}`,
    author: business.name,
    subject: `${proposal.client.name} and ${business.name}`,
    createdAt: acceptance.acceptedAt,
    footer: `${business.name}: coaching agreement with ${proposal.client.name}`,
    blocks,
  })
}

const paragraphsToMail = (to: string[], replyTo: string, subject: string, paragraphs: string[], attachment: MailDocument["message"]["attachments"]): MailDocument => ({
  to,
  replyTo,
  message: {
    subject: subject.replace(/\s+/g, " "),
    text: paragraphs.join("\n\n"),
    html: paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join("\n"),
    attachments: attachment,
  },
})

/** The file's name: "coaching-agreement-<first part of the id>.pdf". */
export const agreementFilename = (engagementId: string): string => `coaching-agreement-${engagementId.slice(0, 8)}.pdf`

/** The two e-mails: the client's copy, and hers (who accepted what, as answer-email.ts tells her). */
export const agreementMails = (engagement: AcceptedEngagement, site: SiteIdentity, pdf: Uint8Array): { client: MailDocument; coach: MailDocument } => {
  const { proposal, acceptance } = engagement
  const attachment = [pdfAttachment(agreementFilename(engagement.id), pdf)]
  const firstName = proposal.client.name.trim().split(/\s+/)[0]
  const invoicedTo = proposal.payer.kind === "organisation" ? `${proposal.payer.billingContact.name} at ${proposal.payer.name}` : "you"
  return {
    client: paragraphsToMail(
      [proposal.client.email],
      site.email,
      `Your coaching agreement with ${site.name}: ${proposal.programme.title}`,
      [
        `Dear ${firstName},`,
        `Thank you for accepting my proposal. Your signed agreement for ${proposal.programme.title} is attached: the programme, my terms of engagement as you accepted them, and the record of your acceptance on ${printedMoment(acceptance.acceptedAt)}.`,
        `The first invoice goes to ${invoicedTo} by e-mail. You can see your programme and your invoices at any time in your room on my website.`,
        // The questions as her Settings hold them at acceptance: the same list the accept callable stored for this client a moment before.
        ...(site.intakeQuestions.length > 0
          ? [`Before our first session, a few questions are waiting for you in your room. Your answers are saved as you type, and you can change them until we meet.`]
          : []),
        `I look forward to our first session.`,
        `With best wishes,\n${site.name}\n${site.company}`,
      ],
      attachment,
    ),
    coach: answerMail(proposal, { kind: "accepted", nameTyped: acceptance.name, at: acceptance.acceptedAt, attachments: attachment }, site.email),
  }
}
