/** The form's words from content/contact.yaml, turned into the sentence for each field's problem. */
import type { ContactFormCopy } from "../../../contract/contact-copy-schema"
import { ENQUIRY_FIELD_VIEWS, problemKey, type EnquiryFieldViews, type EnquiryProblem } from "../../../contract/enquiry-fields"
import { enquiryMailto } from "./enquiry-mailto"
import type { ValuesOf } from "./enquiry-values"

/** The sentence for a problem with a field; the general one when the file has none for it. */
export const problemSentence = (copy: ContactFormCopy, field: string, problem: EnquiryProblem): string => {
  const sentences = (copy.errors as Record<string, Record<string, string | undefined> | string | undefined>)[field]
  if (typeof sentences !== "object") return copy.errors.other
  return (problem === "invalid" ? undefined : sentences[problemKey(problem)]) ?? copy.errors.other
}

/** A field's label and help in the form's words. */
export const fieldCopy = (copy: ContactFormCopy, field: string): { label: string; help?: string } =>
  (copy.fields as Record<string, { label: string; help?: string } | undefined>)[field] ?? { label: field }

/** The label of a topic, or "" for none chosen. */
export const topicLabel = (copy: ContactFormCopy, topic: string): string =>
  copy.topics.find((t) => t.value === topic)?.label ?? ""

/** The mailto: address of the enquiry, labelled with the form's own words. */
export const copyMailto = (copy: ContactFormCopy, to: string, values: ValuesOf<EnquiryFieldViews>, fields: EnquiryFieldViews = ENQUIRY_FIELD_VIEWS): string =>
  enquiryMailto(
    values,
    {
      to,
      subject: copy.mailSubject,
      labels: Object.fromEntries(Object.keys(fields).map((key) => [key, fieldCopy(copy, key).label])),
      topicLabel: topicLabel(copy, String(values.topic ?? "")),
    },
    fields,
  )
