import { readFileSync } from "node:fs"
import { join } from "node:path"
import { parse } from "yaml"
import { z } from "zod"
import { ENQUIRY_TOPICS, type EnquiryTopic } from "../../../contract/enquiry-schema"

/**
 * How the coach reads each topic in her e-mail: the labels the form shows, from content/contact.yaml,
 * so the topics are written once. tsc compiles JSON into the functions (as content/site.json) but
 * not YAML, so the functions' build copies the file beside them (lib/content/contact.yaml, the same
 * path relative to this module as in the repository) and it is read once, when they start. Reading
 * the file rather than generating a module from it keeps the typecheck free of a build step; sending
 * the label from the browser would put words the server cannot check into the coach's e-mail.
 */
export const CONTACT_FILE = join(__dirname, "..", "..", "..", "content", "contact.yaml")

const topicsSchema = z.object({
  form: z.object({ topics: z.array(z.object({ value: z.enum(ENQUIRY_TOPICS), label: z.string().trim().min(1) })) }),
})

export const readTopicLabels = (file: string = CONTACT_FILE): Record<EnquiryTopic, string> => {
  let content: unknown
  try {
    content = parse(readFileSync(file, "utf8"))
  } catch (error) {
    throw new Error(`content/contact.yaml: cannot be read (${error instanceof Error ? error.message : String(error)})`)
  }
  const parsed = topicsSchema.safeParse(content)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new Error(`content/contact.yaml: ${issue.path.join(".")} ${issue.message}`)
  }
  const labels = Object.fromEntries(parsed.data.form.topics.map((topic) => [topic.value, topic.label]))
  const missing = ENQUIRY_TOPICS.filter((topic) => !labels[topic])
  if (missing.length) throw new Error(`content/contact.yaml: form.topics has no label for ${missing.join(", ")}`)
  return labels as Record<EnquiryTopic, string>
}

/** How the coach reads each topic: the form's own labels (content/contact.yaml). */
export const TOPIC_LABELS = readTopicLabels()
