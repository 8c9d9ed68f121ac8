import { escapeHtml, type MailDocument } from "../common/mail"
import { TOPIC_LABELS } from "../common/topic-labels"
import { coachDetails, ENQUIRY_FIELDS, type Enquiry, type EnquiryFields, type EnquiryTopic } from "../../../contract/enquiry-schema"

/** The e-mail that tells the coach about a new enquiry; replying answers the visitor. */
export const notificationEmail = (enquiry: Enquiry, coachEmail: string, enquiryId: string, fields: EnquiryFields = ENQUIRY_FIELDS): MailDocument => {
  const topic = TOPIC_LABELS[enquiry.topic]
  const from = enquiry.organisation ? `${enquiry.name} (${enquiry.organisation})` : enquiry.name
  // The fields the coach reads, in the form's order: a table of the details, then the message.
  const { details, body } = coachDetails(enquiry, (value) => TOPIC_LABELS[value as EnquiryTopic], fields)
  const present = details.map(({ label, value }): [string, string] => [label, value])
  const text = [
    `New enquiry from the website (reference ${enquiryId}).`,
    "",
    ...present.map(([label, value]) => `${label}: ${value}`),
    "",
    ...body,
    "",
    "Reply to this e-mail to answer the visitor.",
  ].join("\n")
  const html = [
    `<p>New enquiry from the website (reference ${escapeHtml(enquiryId)}).</p>`,
    "<table>",
    ...present.map(([label, value]) => `<tr><th align="left">${label}</th><td>${escapeHtml(value)}</td></tr>`),
    "</table>",
    ...body.map((part) => `<p style="white-space: pre-wrap">${escapeHtml(part)}</p>`),
    "<p>Reply to this e-mail to answer the visitor.</p>",
  ].join("\n")
  return {
    to: [coachEmail],
    replyTo: enquiry.email,
    // A header holds one line: line breaks typed into a name never reach it.
    message: { subject: `New enquiry: ${topic}, from ${from}`.replace(/\s+/g, " "), text, html },
  }
}
