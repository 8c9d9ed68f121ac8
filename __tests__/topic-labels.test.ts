/**
 * @jest-environment node
 */
/** The coach's e-mail names each topic with the form's label from content/contact.yaml, the one place topics are written. */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { notificationEmail } from "../functions/src/enquiries/notification-email"
import { readTopicLabels } from "../functions/src/common/topic-labels"
import { enquirySchema } from "../contract/enquiry-schema"
import { formCopy } from "../test-support/contact-copy"
import { validEnquiry } from "./helpers/enquiry-cases"

const withContact = (edit: (text: string) => string): string => {
  const file = join(mkdtempSync(join(tmpdir(), "contact-")), "contact.yaml")
  writeFileSync(file, edit(readFileSync("content/contact.yaml", "utf8")))
  return file
}

describe("topic labels", () => {
  it("the e-mail names the topic as the form does", () => {
    const enquiry = enquirySchema.parse(validEnquiry({ topic: "team-coaching" }))
    const label = formCopy.topics.find((topic) => topic.value === "team-coaching")!.label
    const mail = notificationEmail(enquiry, "coach@example.com", enquiry.submissionId)
    expect(mail.message.subject).toContain(`New enquiry: ${label},`)
    expect(mail.message.text).toContain(`Interested in: ${label}`)
  })

  it("follows a label the coach changes in content/contact.yaml", () => {
    const file = withContact((text) => text.replace("label: Team coaching", "label: Coaching for leadership teams"))
    expect(readTopicLabels(file)["team-coaching"]).toBe("Coaching for leadership teams")
  })

  it("fails at start-up naming the file and the field when a topic has no label", () => {
    const file = withContact((text) => text.replace(/ {4}- value: team-coaching\n {6}label: Team coaching\n/, ""))
    expect(() => readTopicLabels(file)).toThrow("content/contact.yaml: form.topics has no label for team-coaching")
    expect(() => readTopicLabels(join(tmpdir(), "no-such-dir", "contact.yaml"))).toThrow(/^content\/contact\.yaml: cannot be read/)
  })
})
