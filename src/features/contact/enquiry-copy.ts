/** The form's words from content/contact.yaml, turned into the sentence for each field's problem. */
import type { ContactFormCopy } from "../../../shared/content-schema"
import type { EnquiryProblem } from "../../../shared/enquiry-schema"
import { enquiryMailto } from "./enquiry-mailto"
import type { EnquiryValues, FormField } from "./enquiry-values"

const KEYS: Record<EnquiryProblem, string> = {
  required: "required",
  "too-long": "tooLong",
  "too-short": "tooShort",
  "invalid-email": "invalidEmail",
  "invalid-choice": "invalidChoice",
  "not-accepted": "notAccepted",
  invalid: "other",
}

/** The sentence for a problem with a field; the general one when the file has none for it. */
export const problemSentence = (copy: ContactFormCopy, field: FormField, problem: EnquiryProblem): string => {
  const sentences: Record<string, string> = copy.errors[field]
  return sentences[KEYS[problem]] ?? copy.errors.other
}

/** The label of a topic, or "" for none chosen. */
export const topicLabel = (copy: ContactFormCopy, topic: string): string =>
  copy.topics.find((t) => t.value === topic)?.label ?? ""

/** The mailto: address of the enquiry, labelled with the form's own words. */
export const copyMailto = (copy: ContactFormCopy, to: string, values: EnquiryValues): string =>
  enquiryMailto(values, {
    to,
    subject: copy.mailSubject,
    labels: {
      name: copy.fields.name.label,
      email: copy.fields.email.label,
      organisation: copy.fields.organisation.label,
      role: copy.fields.role.label,
      topic: copy.fields.topic.label,
      message: copy.fields.message.label,
    },
    topicLabel: topicLabel(copy, values.topic),
  })
