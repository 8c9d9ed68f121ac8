/**
 * A mailto: address that opens the visitor's e-mail program with their enquiry written out, for
 * demo mode and as the fallback when sending fails.
 */
import type { EnquiryValues } from "./enquiry-values"

export interface MailtoCopy {
  to: string
  subject: string
  /** The label of each field and of the chosen topic, as the form shows them. */
  labels: { name: string; email: string; organisation: string; role: string; topic: string; message: string }
  topicLabel: string
}

export const enquiryMailto = (values: EnquiryValues, copy: MailtoCopy): string => {
  const signature = [
    `${copy.labels.name}: ${values.name.trim()}`,
    `${copy.labels.email}: ${values.email.trim()}`,
    values.organisation.trim() && `${copy.labels.organisation}: ${values.organisation.trim()}`,
    values.role.trim() && `${copy.labels.role}: ${values.role.trim()}`,
    copy.topicLabel && `${copy.labels.topic}: ${copy.topicLabel}`,
  ].filter(Boolean)
  const body = [values.message.trim(), "", "--", ...signature].join("\r\n")
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
