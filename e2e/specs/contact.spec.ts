/**
 * The contact form against the production build and the local backend (Functions emulator running
 * submitEnquiry, Firestore stand-in): an enquiry arrives exactly once, whatever fails in between.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { contactFile } from "../../test-support/contact-copy"
import { CALL_ERROR_SENTENCES } from "../../src/firebase/call-errors"
import { pageViews, standInAnalytics } from "../support/analytics-stand-in"
import { watchViolations } from "../support/csp-violations"
import { emulators, enquiriesFrom } from "../support/enquiries"
import { backendUrl, expect, isBackendCall, test } from "../support/fixtures"

const copy = contactFile().form
const topicLabel = (value: string): string => copy.topics.find((topic) => topic.value === value)?.label ?? `no topic "${value}" in content/contact.yaml`
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
const MESSAGE = "Our company has doubled in a year and I have become the bottleneck for every decision."

const isSubmitCall = (url: URL): boolean => isBackendCall(url) && url.pathname.endsWith("/submitEnquiry")

/** A unique sender per test, so each test counts only its own enquiries. */
const sender = (name: string): string => `${name}-${Date.now()}@example.com`

const openForm = async (page: Page): Promise<void> => {
  await page.goto("/contact/")
  // The submit button is enabled once the page is hydrated.
  await expect(page.getByRole("button", { name: copy.submit })).toBeEnabled(SERVER)
}

const fill = async (page: Page, email: string): Promise<void> => {
  await page.getByLabel(copy.fields.name.label).fill("Priya Raman")
  await page.getByLabel(copy.fields.email.label, { exact: true }).fill(email)
  await page.getByLabel(copy.fields.organisation.label).fill("Fernleaf Health")
  await page.getByLabel(copy.fields.topic.label).selectOption({ label: topicLabel("startup-mentoring") })
  await page.getByLabel(copy.fields.message.label).fill(MESSAGE)
  await page.getByLabel(copy.fields.consent.label).check()
}

const confirmation = (page: Page) => page.getByRole("region", { name: copy.sent.heading })

// Each test waits for a Cloud Function in the emulator; on a busy machine that takes a while. One
// test stops the emulators, so the tests of this file take turns.
test.describe.configure({ timeout: 180_000, mode: "serial" })
const SERVER = { timeout: 45_000 }

test.describe("at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("an enquiry is sent, confirmed, and stored exactly once", async ({ page }) => {
    const email = sender("sent")
    await openForm(page)
    await fill(page, email)
    await page.getByRole("button", { name: copy.submit }).click()

    await expect(confirmation(page)).toBeVisible(SERVER)
    await expect(confirmation(page)).toBeFocused(SERVER)
    await expect(confirmation(page)).toContainText(copy.sent.text)
    const stored = await enquiriesFrom(email)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ name: "Priya Raman", topic: "startup-mentoring", message: MESSAGE })

    // Nothing is left to restore once the server has it.
    await page.reload()
    await expect(page.getByLabel(copy.fields.name.label)).toHaveValue("")
  })

  test("with the Functions emulator stopped, the visitor gets the reason, an e-mail fallback and keeps the draft; a retry stores one enquiry", async ({ page, context }) => {
    const email = sender("retry")
    await openForm(page)
    await fill(page, email)
    // The Functions emulator is stopped: nothing listens where the callable goes.
    await emulators("stop")
    try {
      await page.getByRole("button", { name: copy.submit }).click()
      await expect(page.getByRole("alert").filter({ hasText: copy.failed.heading })).toBeVisible(SERVER)
    } finally {
      await emulators("start")
    }

    const failure = page.getByRole("alert").filter({ hasText: copy.failed.heading })
    await expect(failure).toBeVisible(SERVER)
    // Nothing answers the request: the visitor is told it did not reach the server, not that it failed there.
    await expect(failure).toContainText(CALL_ERROR_SENTENCES.unreachable)
    const mailto = await failure.getByRole("link", { name: new RegExp(copy.failed.email) }).getAttribute("href")
    expect(decodeURIComponent(mailto ?? "")).toContain(MESSAGE)
    expect(mailto).toMatch(/^mailto:hello@/)

    // A reload (or a crashed tab) loses nothing.
    await page.reload()
    await expect(page.getByText(copy.draftRestored)).toBeVisible()
    await expect(page.getByLabel(copy.fields.email.label, { exact: true })).toHaveValue(email)
    await expect(page.getByLabel(copy.fields.message.label)).toHaveValue(MESSAGE)
    await expect(page.getByLabel(copy.fields.consent.label)).toBeChecked()

    // The backend is back, but the first answer gets lost on the way: the enquiry is stored, the
    // visitor sees a failure and tries again with the same submission id.
    await context.route(isSubmitCall, async (route) => {
      await route.fetch({ url: backendUrl(route.request().url()) })
      await route.abort("connectionreset")
    })
    await expect(page.getByRole("button", { name: copy.submit })).toBeEnabled()
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(page.getByRole("alert").filter({ hasText: copy.failed.heading })).toBeVisible(SERVER)
    expect(await enquiriesFrom(email)).toHaveLength(1)

    await context.unroute(isSubmitCall)
    await page.getByRole("button", { name: copy.failed.retry }).click()
    await expect(confirmation(page)).toBeVisible(SERVER)
    expect(await enquiriesFrom(email)).toHaveLength(1)
  })

  test("a message changed after its answer was lost arrives as changed, not as the first version", async ({ page, context }) => {
    const email = sender("changed")
    await openForm(page)
    await fill(page, email)
    // The first send is stored, but its answer is lost: the visitor sees a failure.
    await context.route(isSubmitCall, async (route) => {
      await route.fetch({ url: backendUrl(route.request().url()) })
      await route.abort("connectionreset")
    })
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(page.getByRole("alert").filter({ hasText: copy.failed.heading })).toBeVisible(SERVER)
    expect(await enquiriesFrom(email)).toHaveLength(1)
    await context.unroute(isSubmitCall)

    // She adds a sentence and sends again: that is a new message, so it must not pass for a retry.
    const changed = `${MESSAGE} We also need help preparing for our first board meeting.`
    await page.getByLabel(copy.fields.message.label).fill(changed)
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(confirmation(page)).toBeVisible(SERVER)
    const stored = await enquiriesFrom(email)
    expect(stored.map((enquiry) => enquiry.message).sort()).toEqual([MESSAGE, changed].sort())
  })

  test("a double click sends once", async ({ page }) => {
    const email = sender("double")
    const calls: string[] = []
    page.on("request", (request) => {
      if (request.method() === "POST" && isSubmitCall(new URL(request.url()))) calls.push(request.url())
    })
    await openForm(page)
    await fill(page, email)
    await page.getByRole("button", { name: copy.submit }).dblclick()
    await expect(confirmation(page)).toBeVisible(SERVER)
    expect(calls).toHaveLength(1)
    expect(await enquiriesFrom(email)).toHaveLength(1)
  })
})

test.describe("under the hosting's Content-Security-Policy", () => {
  // Analytics runs too (the visitor agreed earlier), so its requests on this page are checked as well.
  test.use({ storedConsent: "granted", viewport: { width: 375, height: 740 } })

  test("filling the form, every error shown, sending and the confirmation raise no violation", async ({ page }) => {
    const violations = await watchViolations(page)
    const traffic = await standInAnalytics(page)
    const email = sender("csp")
    await openForm(page)
    await page.getByLabel(copy.fields.email.label, { exact: true }).fill("not-an-address")
    await page.getByLabel(copy.fields.organisation.label).fill("x".repeat(130))
    await page.getByLabel(copy.fields.role.label).fill("x".repeat(130))
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(page.locator("[aria-invalid=true]")).toHaveCount(7)
    await page.getByLabel(copy.fields.role.label).fill("Chief executive")
    await fill(page, email)
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(confirmation(page)).toBeFocused(SERVER)
    expect(await enquiriesFrom(email)).toHaveLength(1)
    await page.waitForLoadState("networkidle")
    // The checks ran: the callable and analytics both made their requests under the policy.
    expect(traffic.requests.some((url) => url.includes("/gtag/js"))).toBe(true)
    expect(violations).toEqual([])
    // The confirmation is not a new page: the page's one view is not counted again.
    expect(await pageViews(page)).toHaveLength(1)
  })
})

test.describe("accessibility of the form's states", () => {
  const violations = async (page: Page): Promise<string[]> => {
    await page.evaluate(() => document.fonts.ready)
    const { violations: found } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
    return found.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
  }

  test("every error shown: no WCAG A/AA violations at 375px and 1280px", async ({ page }) => {
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 })
      await openForm(page)
      await page.getByLabel(copy.fields.email.label, { exact: true }).fill("not-an-address")
      await page.getByLabel(copy.fields.organisation.label).fill("x".repeat(130))
      await page.getByLabel(copy.fields.role.label).fill("x".repeat(130))
      await page.getByRole("button", { name: copy.submit }).click()
      await expect(page.getByLabel(copy.fields.name.label)).toBeFocused()
      await expect(page.locator("[aria-invalid=true]")).toHaveCount(7)
      expect(await violations(page), `${width}px`).toEqual([])
    }
  })

  test("the confirmation shown: no WCAG A/AA violations at 375px and 1280px", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openForm(page)
    await fill(page, sender("axe"))
    await page.getByRole("button", { name: copy.submit }).click()
    await expect(confirmation(page)).toBeFocused(SERVER)
    expect(await violations(page), "375px").toEqual([])
    await page.setViewportSize({ width: 1280, height: 800 })
    expect(await violations(page), "1280px").toEqual([])
  })
})
