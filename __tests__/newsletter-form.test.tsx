/**
 * @jest-environment ./test-support/jsdom-with-network.js
 *
 * The newsletter's subscribe form as a reader uses it, in jsdom, through the site's own submit path
 * (the schema check, the real callable client and Firebase SDK) against a loopback server answering
 * as the `subscribeToNewsletter` callable does: the server-rendered form that posts without
 * JavaScript, a problem named at its field with nothing typed lost, sending, "check your inbox"
 * (focused), the limit with the minutes to wait, and a failure to try again.
 */
import "./helpers/node-globals"
import * as React from "react"
import { renderToString } from "react-dom/server"
import { ServerStyleSheet, ThemeProvider } from "styled-components"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { NewsletterForm } from "../src/features/newsletter/newsletter-form"
import { subscribeWith } from "../src/features/newsletter/subscribe"
import type { Subscribe } from "../src/features/newsletter/subscribe-outcome"
import { NEWSLETTER_FORM_FIELDS } from "../contract/newsletter-form"
import { theme } from "../src/theme/tokens"
import { dataFile } from "../test-support/content-files"
import { CALLABLE_HEADERS, withLoopbackCallable } from "./helpers/loopback-callable"
import { renderThemed } from "./helpers/render"

jest.setTimeout(30_000)

const copy = dataFile("newsletter")
const ACTION = "http://127.0.0.1:5001/demo-project/europe-west2/newsletterSubscribe"

/** What the loopback received, and what it answers next (the callable's success unless set). */
const received: unknown[] = []
let next: { status: number; body: unknown } | null = null
let hold: Promise<void> = Promise.resolve()
const callable = withLoopbackCallable((_req, body, res) => {
  received.push((JSON.parse(body) as { data: unknown }).data)
  const answer = next ?? { status: 200, body: { result: { outcome: "check-your-inbox" } } }
  void hold.then(() => res.writeHead(answer.status, CALLABLE_HEADERS).end(JSON.stringify(answer.body)))
})

beforeEach(() => {
  received.length = 0
  next = null
  hold = Promise.resolve()
})

const renderForm = (load: () => Promise<Subscribe> = () => Promise.resolve(subscribeWith(callable.setup()))) =>
  renderThemed(<NewsletterForm copy={copy} place="post" page="/blog/first-hundred-days/" action={ACTION} load={load} />)

const form = () => screen.getByRole("form", { name: copy.form.heading })
const email = () => within(form()).getByLabelText(copy.form.emailLabel)
const consent = () => within(form()).getByRole("checkbox", { name: copy.form.consent })
const submit = () => within(form()).getByRole("button", { name: copy.form.submit })

it("is a plain form in the server's HTML: it posts the address, the tick, where it is and the page to the newsletter's function", () => {
  const sheet = new ServerStyleSheet()
  const html = renderToString(
    sheet.collectStyles(
      <ThemeProvider theme={theme}>
        <NewsletterForm copy={copy} place="footer" page="/about/" action={ACTION} />
      </ThemeProvider>,
    ),
  )
  sheet.seal()
  document.body.innerHTML = html
  const plain = document.querySelector("form")
  expect(plain?.getAttribute("method")).toBe("post")
  expect(plain?.getAttribute("action")).toBe(ACTION)
  const named = (name: string) => plain?.querySelector(`[name="${name}"]`)
  expect(named(NEWSLETTER_FORM_FIELDS.email)).toHaveAttribute("type", "email")
  expect(named(NEWSLETTER_FORM_FIELDS.email)).toBeRequired()
  expect(named(NEWSLETTER_FORM_FIELDS.consent)).toHaveAttribute("value", "yes")
  expect(named(NEWSLETTER_FORM_FIELDS.consent)).toBeRequired()
  expect(named(NEWSLETTER_FORM_FIELDS.place)).toHaveAttribute("value", "footer")
  expect(named(NEWSLETTER_FORM_FIELDS.page)).toHaveAttribute("value", "/about/")
  expect(named(NEWSLETTER_FORM_FIELDS.website)).toHaveValue("")
  // The consent words are the coach's, beside the tick.
  expect(html).toContain(copy.form.consent.replace(/'/g, "&#x27;"))
  document.body.innerHTML = ""
})

it("fetches its submit path only once the reader touches the form", async () => {
  const user = userEvent.setup()
  const load = jest.fn(() => Promise.resolve(subscribeWith(callable.setup())))
  renderForm(load)
  expect(load).not.toHaveBeenCalled()
  await user.click(email())
  expect(load).toHaveBeenCalledTimes(1)
  await user.type(email(), "reader@example.co.uk")
  await user.click(consent())
  await user.click(submit())
  expect(load).toHaveBeenCalledTimes(1)
})

it("names a problem at its field, focuses it and loses nothing typed; nothing is sent until it is right", async () => {
  const user = userEvent.setup()
  renderForm()
  await user.type(email(), "reader.example.co.uk")
  await user.click(submit())
  await waitFor(() => expect(email()).toHaveFocus())
  expect(email()).toHaveAttribute("aria-invalid", "true")
  expect(email()).toHaveAccessibleDescription(copy.form.errors.emailInvalid)
  expect(email()).toHaveValue("reader.example.co.uk")

  await user.clear(email())
  await user.type(email(), "reader@example.co.uk")
  await user.click(submit())
  await waitFor(() => expect(consent()).toHaveFocus())
  expect(consent()).toHaveAccessibleDescription(copy.form.errors.consentNotAccepted)
  expect(email()).not.toHaveAttribute("aria-invalid")
  expect(email()).toHaveValue("reader@example.co.uk")
  expect(received).toEqual([])
})

it("says it is sending, then to check the inbox, focused; the request is the schema's", async () => {
  const user = userEvent.setup()
  let answer = () => undefined as void
  hold = new Promise((resolve) => (answer = resolve))
  renderForm()
  await user.type(email(), "reader@example.co.uk")
  await user.click(consent())
  await user.click(submit())
  await waitFor(() => expect(within(form()).getByRole("status")).toHaveTextContent(copy.form.sending))
  expect(within(form()).getByRole("button", { name: copy.form.sending })).toHaveAttribute("aria-disabled", "true")
  answer()
  const heading = await screen.findByRole("heading", { name: copy.waiting.heading }, { timeout: 10_000 })
  await waitFor(() => expect(heading.closest("[role=status]")).toHaveFocus())
  expect(screen.queryByRole("form")).toBeNull()
  expect(received).toEqual([{ email: "reader@example.co.uk", consent: true, place: "post", page: "/blog/first-hundred-days/" }])
})

it.each([
  [429, "RESOURCE_EXHAUSTED", "email"],
  [503, "UNAVAILABLE", "everyone"],
])("a limit (HTTP %i %s) says how many minutes to wait, and the form keeps the address", async (status, code, limit) => {
  const user = userEvent.setup()
  next = { status, body: { error: { status: code, message: "Too many; please try again in an hour.", details: { limit, retryAfterMinutes: 17 } } } }
  renderForm()
  await user.type(email(), "reader@example.co.uk")
  await user.click(consent())
  await user.click(submit())
  const alert = await screen.findByRole("alert", {}, { timeout: 10_000 })
  expect(alert).toHaveTextContent(copy.limit.replace("{minutes}", "17"))
  expect(email()).toHaveValue("reader@example.co.uk")
  expect(consent()).toBeChecked()
})

it("a field the server refused is named at that field", async () => {
  const user = userEvent.setup()
  next = { status: 400, body: { error: { status: "INVALID_ARGUMENT", message: "x", details: { fields: { email: "invalid-email" } } } } }
  renderForm()
  await user.type(email(), "reader@example.co.uk")
  await user.click(consent())
  await user.click(submit())
  await waitFor(() => expect(email()).toHaveAccessibleDescription(copy.form.errors.emailInvalid), { timeout: 10_000 })
  expect(email()).toHaveFocus()
})

it("a failure says to try again, and trying again sends it", async () => {
  const user = userEvent.setup()
  next = { status: 500, body: { error: { status: "INTERNAL", message: "x" } } }
  renderForm()
  await user.type(email(), "reader@example.co.uk")
  await user.click(consent())
  await user.click(submit())
  expect(await screen.findByRole("alert", {}, { timeout: 10_000 })).toHaveTextContent(copy.form.errors.failed)
  next = null
  await user.click(submit())
  expect(await screen.findByRole("heading", { name: copy.waiting.heading }, { timeout: 10_000 })).toBeInTheDocument()
  expect(received).toHaveLength(2)
})
