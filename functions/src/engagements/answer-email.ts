/**
 * The e-mail that tells her a client answered her proposal: accepted (the signed agreement
 * attached, as the client's copy carries it) or declined (with the reason, if they gave one). Laid
 * out as the enquiry notification is: a table of who and what, then the words; replying answers
 * the client.
 */
import { formatPounds, planAmounts, type Proposal } from "../../../contract/engagement-schema"
import { escapeHtml, type MailDocument } from "../common/mail"
import { printedDay, printedMoment } from "../common/london-days"

export type ClientAnswer =
  | { kind: "accepted"; nameTyped: string; at: Date; attachments: NonNullable<MailDocument["message"]["attachments"]> }
  | { kind: "declined"; at: Date; reason?: string }

/** The mail document's id: one per answer, so a second delivery or a retry queues none. */
export const answerMailId = (engagementId: string, kind: ClientAnswer["kind"]): string => (kind === "accepted" ? `agreement-${engagementId}-coach` : `declined-${engagementId}-coach`)

/** How the fee is paid, in her words: "in 3 monthly instalments of £1,600.00 (the last £1,600.01)". */
const paymentWords = (proposal: Proposal): string => {
  const amounts = planAmounts(proposal.programme.feePence, proposal.paymentPlan)
  if (amounts.length === 1) return "in full on acceptance"
  const last = amounts[amounts.length - 1]
  return `in ${amounts.length} monthly instalments of ${formatPounds(amounts[0])}${last === amounts[0] ? "" : ` (the last ${formatPounds(last)})`}`
}

/** Who pays, in a line: the client, or the organisation with its billing contact and PO. */
const payerWords = (proposal: Proposal): string => {
  const { payer, client } = proposal
  if (payer.kind === "client") return `${client.name}, the client`
  const po = payer.poNumber ? `, purchase order ${payer.poNumber}` : ""
  return `${payer.name} (invoices to ${payer.billingContact.name} <${payer.billingContact.email}>${po})`
}

const rowsOf = (proposal: Proposal, answer: ClientAnswer): [string, string][] => {
  const { programme, client } = proposal
  return [
    ["Client", `${client.name} <${client.email}>`],
    ["Programme", `${programme.title}: ${programme.sessions} ${programme.sessions === 1 ? "session" : "sessions"} of ${programme.sessionMinutes} minutes, starting ${printedDay(proposal.startDate)}`],
    ["Fee", `${formatPounds(programme.feePence)}, ${paymentWords(proposal)}`],
    ["Paid by", payerWords(proposal)],
    ...(answer.kind === "accepted" ? [["Name typed", answer.nameTyped] as [string, string]] : []),
    [answer.kind === "accepted" ? "Accepted" : "Declined", printedMoment(answer.at)],
  ]
}

const wordsOf = (proposal: Proposal, answer: ClientAnswer): string[] => {
  if (answer.kind === "accepted") {
    const invoiced = proposal.payer.kind === "organisation" ? proposal.payer.billingContact.name : proposal.client.name
    return [`The signed agreement is attached. The first invoice has been issued and e-mailed to ${invoiced}.`]
  }
  return answer.reason ? ["Their reason:", answer.reason] : ["They gave no reason."]
}

/** Her e-mail about a client's answer. */
export const answerMail = (proposal: Proposal, answer: ClientAnswer, coachEmail: string): MailDocument => {
  const { client, programme } = proposal
  const lead = `${client.name} ${answer.kind} your proposal for ${programme.title}.`
  const rows = rowsOf(proposal, answer)
  const words = wordsOf(proposal, answer)
  const closing = "Reply to this e-mail to write to the client."
  const text = [lead, "", ...rows.map(([label, value]) => `${label}: ${value}`), "", ...words.flatMap((paragraph) => [paragraph, ""]), closing].join("\n")
  const html = [
    `<p>${escapeHtml(lead)}</p>`,
    "<table>",
    ...rows.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    ...words.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`),
    `<p>${closing}</p>`,
  ].join("\n")
  const verb = answer.kind === "accepted" ? "Accepted" : "Declined"
  return {
    to: [coachEmail],
    replyTo: client.email,
    message: {
      // A header holds one line (the schema keeps the name and title to one; this keeps it so).
      subject: `${verb}: ${client.name}, ${programme.title}`.replace(/\s+/g, " "),
      text,
      html,
      ...(answer.kind === "accepted" ? { attachments: answer.attachments } : {}),
    },
  }
}
