/**
 * A mailto: address that opens the visitor's e-mail program with their enquiry written out, for
 * demo mode and as the fallback when sending fails.
 */
import { coachFields, ENQUIRY_FIELD_VIEWS, type EnquiryFieldViews } from "../../../contract/enquiry-fields"
import type { ValuesOf } from "./enquiry-values"

export interface MailtoCopy {
  to: string
  subject: string
  /** The label of each field, as the form shows them. */
  labels: Record<string, string>
  topicLabel: string
}

/**
 * The message first, then a signature of the other fields the coach reads, in the form's order,
 * each with its label; empty ones are left out.
 */
export const enquiryMailto = (values: ValuesOf<EnquiryFieldViews>, copy: MailtoCopy, fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS): string => {
  const shown = (key: string, control: string): string =>
    control === "choice" ? copy.topicLabel : String(values[key] ?? "").trim()
  const coach = coachFields(fields)
  const signature = coach
    .filter(([, field]) => field.coach.place !== "body")
    .map(([key, field]) => [copy.labels[key], shown(key, field.control)])
    .filter(([, value]) => value)
    .map(([label, value]) => `${label}: ${value}`)
  const message = coach.filter(([, field]) => field.coach.place === "body").map(([key, field]) => shown(key, field.control))
  const body = [...message, "", "--", ...signature].join("\r\n")
  return `mailto:${copy.to}?subject=${encodeURIComponent(copy.subject)}&body=${encodeURIComponent(body)}`
}

/** Opens the visitor's e-mail program, as following a mailto: link does. Browser only. */
export const openMailto = (href: string): void => {
  const link = document.createElement("a")
  link.href = href
  link.hidden = true
  document.body.append(link)
  link.click()
  link.remove()
}
