/**
 * The enquiry form in jsdom, with the words from content/contact.yaml: validation a visitor sees,
 * the draft kept on the device, and demo mode (no Firebase project) handing the message to e-mail.
 * Sending to the server is covered by the browser tests against the local backend.
 */
import * as React from "react"
import { act, render, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { EnquiryForm, TRAP_ID } from "../src/features/contact/enquiry-form"
import { DRAFT_KEY } from "../src/features/contact/enquiry-draft"
import site from "../content/site.json"
import { wrapRootElement } from "../src/wrap-elements"
import { formCopy } from "../test-support/contact-copy"

const EMAIL = "hello@eleanorwhitcombe.co.uk"

// Typing whole sentences through user-event is slow on a busy machine.
jest.setTimeout(30_000)

const renderForm = () => render(wrapRootElement({ element: <EnquiryForm copy={formCopy} email={EMAIL} sender={null} /> }))

const field = (label: string) => screen.getByLabelText(label, { exact: false })

/** Mail links the form follows, without jsdom trying to navigate. */
const openedMail: string[] = []
const recordMailto = (event: MouseEvent): void => {
  const target = event.target as HTMLElement
  if (target instanceof HTMLAnchorElement && target.href.startsWith("mailto:")) {
    openedMail.push(target.href)
    event.preventDefault()
  }
}

beforeEach(() => {
  window.localStorage.clear()
  openedMail.length = 0
  document.addEventListener("click", recordMailto)
})
afterEach(() => document.removeEventListener("click", recordMailto))

const fillValid = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.type(field(formCopy.fields.name.label), "Priya Raman")
  await user.type(field(formCopy.fields.email.label), "priya@fernleaf.example")
  await user.type(field(formCopy.fields.organisation.label), "Fernleaf Health")
  await user.selectOptions(field(formCopy.fields.topic.label), "Startup mentoring")
  await user.type(field(formCopy.fields.message.label), "We have grown to 80 people and I am the bottleneck.")
  await user.click(field(formCopy.fields.consent.label))
}

describe("validation", () => {
  it("ties each problem to its field, announces how many, and moves focus to the first", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.click(screen.getByRole("button", { name: formCopy.submit }))

    expect(screen.getByRole("alert")).toHaveTextContent(formCopy.errors.summary.replace("{count}", "5"))
    const expected: [string, string][] = [
      [formCopy.fields.name.label, formCopy.errors.name.required],
      [formCopy.fields.email.label, formCopy.errors.email.required],
      [formCopy.fields.topic.label, formCopy.errors.topic.invalidChoice],
      [formCopy.fields.message.label, formCopy.errors.message.required],
      [formCopy.fields.consent.label, formCopy.errors.consent.notAccepted],
    ]
    for (const [label, message] of expected) {
      const control = field(label)
      expect(control).toHaveAttribute("aria-invalid", "true")
      expect(control).toHaveAccessibleDescription(expect.stringContaining(message))
    }
    // Optional fields are not marked.
    expect(field(formCopy.fields.organisation.label)).not.toHaveAttribute("aria-invalid")
    expect(field(formCopy.fields.name.label)).toHaveFocus()
  })

  it("explains a malformed e-mail address and a message that is too short, and clears problems as they are fixed", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(field(formCopy.fields.name.label), "Priya")
    await user.type(field(formCopy.fields.email.label), "priya.fernleaf")
    await user.type(field(formCopy.fields.message.label), "Help")
    await user.click(screen.getByRole("button", { name: formCopy.submit }))

    expect(field(formCopy.fields.email.label)).toHaveFocus()
    expect(field(formCopy.fields.email.label)).toHaveAccessibleDescription(expect.stringContaining(formCopy.errors.email.invalidEmail))
    expect(field(formCopy.fields.message.label)).toHaveAccessibleDescription(expect.stringContaining(formCopy.errors.message.tooShort))
    expect(field(formCopy.fields.name.label)).not.toHaveAttribute("aria-invalid")

    await user.type(field(formCopy.fields.email.label), "@example.com")
    expect(field(formCopy.fields.email.label)).not.toHaveAttribute("aria-invalid")
    expect(screen.queryByText(formCopy.errors.email.invalidEmail)).not.toBeInTheDocument()
  })

  it("asks for a name on one line when a pasted line separator breaks it, keeping what was typed", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await fillValid(user)
    const name = field(formCopy.fields.name.label)
    await user.clear(name)
    // A text box drops CR and LF itself; U+2028 (a line separator, as some editors paste it) it keeps.
    await user.click(name)
    await user.paste("Priya\u2028Raman")
    await user.click(screen.getByRole("button", { name: formCopy.submit }))
    expect(name).toHaveAttribute("aria-invalid", "true")
    expect(name).toHaveAccessibleDescription(expect.stringContaining(formCopy.errors.name.lineBreak))
    expect(name).toHaveValue("Priya\u2028Raman")
    expect(name).toHaveFocus()
  })

  it("keeps the spam trap away from people and screen readers", () => {
    renderForm()
    expect(screen.queryByRole("textbox", { name: "Website" })).not.toBeInTheDocument()
    expect(screen.queryByRole("textbox", { name: "Leave this empty" })).not.toBeInTheDocument()
    expect(document.getElementById(TRAP_ID)).toHaveAttribute("tabindex", "-1")
  })

  it("names the spam trap so that autofill and password managers leave it alone", () => {
    renderForm()
    const trap = document.getElementById(TRAP_ID) as HTMLInputElement
    const label = document.querySelector(`label[for="${TRAP_ID}"]`)?.textContent ?? ""
    // Words browsers and password managers match to fill in a field.
    const filled = /web|site|url|homepage|name|mail|phone|tel|company|org|address|user|login|pass/i
    for (const text of [trap.name, trap.id, label]) expect(text).not.toMatch(filled)
    expect(trap).toHaveAttribute("autocomplete", "off")
    for (const ignore of ["data-1p-ignore", "data-lpignore", "data-bwignore"]) expect(trap).toHaveAttribute(ignore, "true")
  })
})

describe("the draft", () => {
  it("is saved as the visitor types and restored, with its submission id, after a reload", async () => {
    const user = userEvent.setup({ delay: null })
    const first = renderForm()
    await fillValid(user)
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    const saved = JSON.parse(window.localStorage.getItem(DRAFT_KEY) ?? "null")
    expect(saved.values).toMatchObject({ name: "Priya Raman", topic: "startup-mentoring", consent: true })
    expect(saved.submissionId).toMatch(/^[0-9a-f-]{36}$/)
    first.unmount()

    renderForm()
    expect(await screen.findByText(formCopy.draftRestored)).toBeInTheDocument()
    expect(field(formCopy.fields.name.label)).toHaveValue("Priya Raman")
    expect(field(formCopy.fields.message.label)).toHaveValue("We have grown to 80 people and I am the bottleneck.")
    expect(field(formCopy.fields.topic.label)).toHaveValue("startup-mentoring")
    expect(field(formCopy.fields.consent.label)).toBeChecked()
  })

  it("is kept for the number of days content/site.json sets, then dropped from the device", async () => {
    const day = 24 * 60 * 60 * 1000
    const keepDays = site.retention.contactDraftDays
    const draft = (savedAt: number) =>
      JSON.stringify({
        submissionId: "3f1c2b9e-8d7a-4c6b-9e5f-1a2b3c4d5e6f",
        values: { name: "Priya Raman", email: "", organisation: "", role: "", topic: "", message: "", consent: false },
        savedAt,
      })

    window.localStorage.setItem(DRAFT_KEY, draft(Date.now() - (keepDays - 1) * day))
    const recent = renderForm()
    expect(await screen.findByText(formCopy.draftRestored)).toBeInTheDocument()
    expect(field(formCopy.fields.name.label)).toHaveValue("Priya Raman")
    recent.unmount()

    window.localStorage.setItem(DRAFT_KEY, draft(Date.now() - (keepDays + 1) * day))
    renderForm()
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)))
    expect(screen.queryByText(formCopy.draftRestored)).not.toBeInTheDocument()
    expect(field(formCopy.fields.name.label)).toHaveValue("")
    expect(window.localStorage.getItem(DRAFT_KEY)).toBeNull()
  })

  it("ignores a draft it cannot read and still works when storage refuses to save", async () => {
    window.localStorage.setItem(DRAFT_KEY, "{broken")
    const setItem = jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
    })
    const user = userEvent.setup({ delay: null })
    renderForm()
    expect(screen.queryByText(formCopy.draftRestored)).not.toBeInTheDocument()
    await fillValid(user)
    await act(() => new Promise((resolve) => setTimeout(resolve, 600)))
    await user.click(screen.getByRole("button", { name: formCopy.submit }))
    expect(openedMail).toHaveLength(1)
    setItem.mockRestore()
  })
})

describe("demo mode (no Firebase project)", () => {
  it("says the message will open in the e-mail program, then opens it prefilled and keeps the draft", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    const submit = screen.getByRole("button", { name: formCopy.submit })
    expect(submit).toHaveAccessibleDescription(formCopy.demo.notice)
    await fillValid(user)
    await user.click(submit)

    expect(openedMail).toHaveLength(1)
    const mail = new URL(openedMail[0])
    expect(mail.pathname).toBe(EMAIL)
    expect(mail.searchParams.get("subject")).toBe(formCopy.mailSubject)
    const body = mail.searchParams.get("body") ?? ""
    expect(body).toContain("We have grown to 80 people and I am the bottleneck.")
    expect(body).toContain("Priya Raman")
    expect(body).toContain("Fernleaf Health")
    expect(body).toContain("Startup mentoring")

    const panel = screen.getByText(formCopy.demo.opened).closest("[role=status]") as HTMLElement
    expect(within(panel).getByRole("link", { name: EMAIL })).toHaveAttribute("href", openedMail[0])
    // Nothing reached a server, so the draft stays until the visitor clears it.
    expect(window.localStorage.getItem(DRAFT_KEY)).toContain("Priya Raman")
  })

  it("opens nothing while the form has problems", async () => {
    const user = userEvent.setup({ delay: null })
    renderForm()
    await user.type(field(formCopy.fields.name.label), "Priya")
    await user.click(screen.getByRole("button", { name: formCopy.submit }))
    expect(openedMail).toHaveLength(0)
  })
})
