/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The enquiry's fields are one table (ENQUIRY_FIELDS in contract/enquiry-schema.ts). Here a copy of
 * it gains a telephone number, with its words added to a copy of the form's copy, and nothing else
 * is changed: the number travels from the form as the visitor fills it in, through the callable's
 * check and the store, into the coach's e-mail and her inbox.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { render, screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { z } from "zod"
import { ENQUIRY_FIELDS, enquirySchemaOf, type EnquiryFieldSpec } from "../contract/enquiry-schema"
import type { ContactFormCopy } from "../contract/contact-copy-schema"
import { EnquiryForm } from "../src/features/contact/enquiry-form"
import { DRAFT_KEY } from "../src/features/contact/enquiry-draft"
import { checkEnquiry } from "../src/features/contact/enquiry-check"
import { EnquiryDetails } from "../studio/inbox/enquiry-inbox"
import { wrapRootElement } from "../src/wrap-elements"
import { firestore } from "../functions/src/firestore"
import { storeEnquiry } from "../functions/src/enquiries/store-enquiry"
import { validateEnquiry } from "../functions/src/common/validate-enquiry"
import { listEnquiries } from "../functions/src/studio/enquiry-inbox"
import { formCopy } from "../test-support/contact-copy"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"

jest.setTimeout(60_000)

const phone: EnquiryFieldSpec = {
  schema: z
    .string({ error: "invalid" })
    .trim()
    .max(30, { error: "too-long" })
    .optional()
    .transform((value) => value || undefined),
  control: "text",
  autoComplete: "tel",
  problems: ["too-long"],
  coach: { label: "Telephone" },
}

/** The table with the new field after the e-mail address, as a developer would add it. */
const WITH_PHONE = Object.fromEntries(
  Object.entries(ENQUIRY_FIELDS).flatMap(([key, field]) => (key === "email" ? [[key, field], ["phone", phone]] : [[key, field]])),
) as typeof ENQUIRY_FIELDS & { phone: EnquiryFieldSpec }

/** The words content/contact.yaml would gain. */
const TOO_LONG = "Please shorten the number to 30 characters or fewer."
const COPY_WITH_PHONE = {
  ...formCopy,
  fields: { ...formCopy.fields, phone: { label: "Your telephone number (optional)" } },
  errors: { ...formCopy.errors, phone: { tooLong: TOO_LONG } },
} as ContactFormCopy

const NUMBER = "020 7946 0999"
const EMAIL = "hello@eleanorwhitcombe.co.uk"

withFunctionsFirestore()

it("a field added to the table travels from the form to the stored enquiry, the coach's e-mail and her inbox", async () => {
  const opened: string[] = []
  const record = (event: MouseEvent) => {
    const target = event.target
    if (target instanceof HTMLAnchorElement && target.href.startsWith("mailto:")) {
      opened.push(target.href)
      event.preventDefault()
    }
  }
  document.addEventListener("click", record)
  window.localStorage.clear()

  // The form renders the new field in the table's order, and a number too long gets its sentence.
  const user = userEvent.setup({ delay: null })
  render(wrapRootElement({ element: <EnquiryForm copy={COPY_WITH_PHONE} email={EMAIL} sender={null} fields={WITH_PHONE} /> }))
  const field = (label: string) => screen.getByLabelText(label, { exact: false })
  const labels = screen.getAllByRole("textbox").map((box) => box.getAttribute("name"))
  expect(labels.slice(0, 3)).toEqual(["name", "email", "phone"])
  expect(field("Your telephone number")).toHaveAttribute("autocomplete", "tel")
  await user.type(field(formCopy.fields.name.label), "Priya Raman")
  await user.type(field(formCopy.fields.email.label), "priya@fernleaf.example")
  await user.type(field("Your telephone number"), "0".repeat(31))
  await user.selectOptions(field(formCopy.fields.topic.label), "Startup mentoring")
  await user.type(field(formCopy.fields.message.label), "We have grown to 80 people and I am the bottleneck.")
  await user.click(field(formCopy.fields.consent.label))
  await user.click(screen.getByRole("button", { name: formCopy.submit }))
  expect(field("Your telephone number")).toHaveAccessibleDescription(expect.stringContaining(TOO_LONG))
  expect(field("Your telephone number")).toHaveFocus()

  // Put right, it is sent (demo mode: to the visitor's e-mail program, labelled in the form's words).
  await user.clear(field("Your telephone number"))
  await user.type(field("Your telephone number"), NUMBER)
  await user.click(screen.getByRole("button", { name: formCopy.submit }))
  expect(decodeURIComponent(opened[0] ?? "")).toContain(`Your telephone number (optional): ${NUMBER}`)
  document.removeEventListener("click", record)

  // What the form sends: the values it kept, checked as the form checks them before each send.
  const draft = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "null") as { submissionId: string; values: Record<string, unknown> }
  expect(draft.values.phone).toBe(NUMBER)
  const check = checkEnquiry({ ...draft.values, website: "" } as Parameters<typeof checkEnquiry>[0], draft.submissionId, WITH_PHONE)
  if (!check.ok) throw new Error(`the form's values were refused: ${JSON.stringify(check.errors)}`)
  const sent = JSON.parse(JSON.stringify(check.enquiry)) as unknown

  // The server's check with the same table, then the store (the callable's steps after App Check).
  const enquiry = validateEnquiry(sent, enquirySchemaOf(WITH_PHONE))
  const db = firestore()
  await storeEnquiry(db, { enquiry, sender: "test-sender", emailKey: "test-email", coachEmail: EMAIL, fields: WITH_PHONE })
  const stored = (await db.collection("enquiries").doc(draft.submissionId).get()).data()
  expect(stored).toMatchObject({ name: "Priya Raman", phone: NUMBER })

  // The coach's e-mail lists it after the e-mail address, in text and in HTML.
  const mail = (await db.collection("mail").doc(draft.submissionId).get()).data() as { message: { text: string; html: string } }
  expect(mail.message.text).toContain(`E-mail: priya@fernleaf.example\nTelephone: ${NUMBER}\n`)
  expect(mail.message.html).toContain(`<tr><th align="left">Telephone</th><td>${NUMBER}</td></tr>`)

  // The inbox row carries it, and the opened enquiry shows it with the coach's label.
  const { enquiries } = await listEnquiries(db, {}, new Date(), WITH_PHONE)
  const row = enquiries.find((entry) => entry.id === draft.submissionId)
  expect(row).toMatchObject({ name: "Priya Raman", phone: NUMBER })
  const { container } = render(
    <dl>
      <EnquiryDetails enquiry={row!} topicLabel={(topic) => topic} fields={WITH_PHONE} />
    </dl>,
  )
  const terms = [...container.querySelectorAll("dt")].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`)
  expect(terms).toContain(`Telephone: ${NUMBER}`)
})
