/**
 * The coach's studio against the production build (npm run build:local) and the local backend:
 * the coach signs in on a phone, finds an enquiry a visitor just sent through the contact form and
 * marks it handled; a reload keeps her signed in; an account without the coach claim sees nothing.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import AxeBuilder from "@axe-core/playwright"
import type { Page } from "@playwright/test"
import { readBuilt } from "./built-site"
import { readFileSync } from "node:fs"
import { ROUTES, backendUrl, expect as baseExpect, test } from "./fixtures"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
const COACH = { email: "eleanor@example.co.uk", password: "a-coach-password" }
const VISITOR = { email: "someone@example.co.uk", password: "a-visitor-password" }

test.describe.configure({ mode: "serial", timeout: 120_000 })
test.use({ viewport: { width: 375, height: 800 } })

/** Where this run's Auth emulator listens (the build names firebase.json's port; the fixture forwards). */
const authHost = () => {
  const { emulators } = JSON.parse(readFileSync("firebase.json", "utf8")) as { emulators: { auth: { port: number } } }
  return new URL(backendUrl(`http://127.0.0.1:${emulators.auth.port}/`)).host
}

test.beforeAll(async () => {
  const auth = authHost()
  await promisify(execFile)(process.execPath, [join("scripts", "add-coach.mjs"), COACH.email, "--password", COACH.password], {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: auth },
  })
  const signUp = await fetch(`http://${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...VISITOR, returnSecureToken: true }),
  })
  // A second run against the same backend finds the account made by the first.
  expect(signUp.ok || (await signUp.text()).includes("EMAIL_EXISTS")).toBe(true)
})

const signIn = async (page: Page, who: { email: string; password: string }) => {
  await page.goto("/studio/")
  await page.getByLabel("E-mail address").fill(who.email)
  await page.getByLabel("Password").fill(who.password)
  await page.getByRole("button", { name: "Sign in" }).click()
}

const axe = async (page: Page) => {
  await page.evaluate(() => document.fonts.ready)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)
}

const message = `We have just raised our Series A and I need help building a leadership team. (${Date.now()})`

test("the coach reads an enquiry sent through the contact form and marks it handled; a reload keeps her signed in", async ({ page }) => {
  await page.goto("/contact/")
  // The form takes typing once the page is hydrated (its button is enabled then).
  await expect(page.getByRole("button", { name: "Send enquiry" })).toBeEnabled()
  await page.getByLabel("Your name").fill("Amara Okoye")
  await page.getByLabel("Your e-mail address").fill("amara@example.co.uk")
  await page.getByLabel("Organisation (optional)").fill("Kestrel Analytics")
  await page.getByLabel("Your role (optional)").fill("Founder and chief executive")
  await page.getByLabel("What would you like to talk about?").selectOption("startup-mentoring")
  await page.getByLabel("Your message").fill(message)
  await page.getByLabel(/I agree to be contacted/).check()
  await page.getByRole("button", { name: "Send enquiry" }).click()
  await expect(page.getByText("Thank you, your message has arrived")).toBeVisible({ timeout: 30_000 })

  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible({ timeout: 30_000 })
  const row = page.getByRole("listitem").filter({ hasText: "Amara Okoye" })
  await expect(row).toContainText("New")
  await expect(row).toContainText("Startup mentoring")
  // Newest first: the enquiry just sent is at the top.
  await expect(page.getByRole("listitem").first()).toContainText("Amara Okoye")

  await row.getByRole("button").click()
  await expect(page.getByRole("heading", { name: "Amara Okoye" })).toBeFocused()
  await expect(page.getByText(message)).toBeVisible()
  await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute("href", /^mailto:amara@example\.co\.uk\?/)
  await page.getByRole("button", { name: "Mark as handled" }).click()
  await expect(page.getByRole("button", { name: /Handled/ })).toHaveAttribute("aria-pressed", "true")
  await expect(page.getByRole("status").filter({ hasText: "Saved." })).toBeVisible()
  // Nothing of the enquiry is in the address.
  expect(page.url()).toMatch(/\/studio\/$/)

  await page.reload()
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible({ timeout: 30_000 })
  const after = page.getByRole("listitem").filter({ hasText: "Amara Okoye" })
  await expect(after).toContainText("Handled")
  await expect(after).not.toContainText("New")

  await page.getByRole("button", { name: "Sign out" }).click()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible()
})

test("an account without the coach claim is told it has no access, sees no enquiry and is signed out", async ({ page }) => {
  await signIn(page, VISITOR)
  await expect(page.getByText("This account has no access to the studio")).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole("heading", { name: /Enquiries/ })).toHaveCount(0)
  await expect(page.getByText("Amara Okoye")).toHaveCount(0)
  await page.reload()
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
})

test("a wrong password and the forgotten-password e-mail are answered in words", async ({ page }) => {
  await signIn(page, { email: COACH.email, password: "not-the-password" })
  await expect(page.getByRole("alert")).toHaveText(/do not match an account/, { timeout: 30_000 })
  await page.getByRole("button", { name: "Forgot your password?" }).click()
  await expect(page.getByRole("alert")).toHaveText(`If ${COACH.email} has an account, a link to choose a new password is on its way. Check your inbox.`)
})

for (const width of [375, 1280]) {
  test(`every studio screen has no WCAG A/AA violations at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await page.goto("/studio/")
    await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
    expect(await axe(page)).toEqual([])
    await signIn(page, COACH)
    await expect(page.getByRole("region", { name: /Enquiries/ }).getByRole("list")).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("region", { name: /Enquiries/ }).getByRole("listitem").first().getByRole("button").click()
    await expect(page.getByRole("button", { name: "Back to all enquiries" })).toBeVisible()
    expect(await axe(page)).toEqual([])
    await page.getByRole("button", { name: "Sign out" }).click()
  })
}

test("crawlers are kept out: noindex, not in the sitemap, disallowed in robots.txt, not linked from the site", async ({ page }) => {
  expect(readBuilt("robots.txt")).toContain("Disallow: /studio/")
  expect(readBuilt("studio/index.html")).toMatch(/<meta[^>]+name="robots"[^>]+content="noindex/)
  expect(readBuilt("sitemap-0.xml")).not.toContain("/studio/")
  await page.goto("/")
  await expect(page.locator('a[href*="/studio"]')).toHaveCount(0)
})

test("no other page loads any studio code; the studio's own chunks bring it", async ({ page }) => {
  const scripts = new Map<string, string>()
  page.on("response", async (response) => {
    if (response.request().resourceType() === "script" && response.url().endsWith(".js")) {
      scripts.set(response.url(), await response.text().catch(() => ""))
    }
  })
  for (const route of [...ROUTES, "/blog/delegation-is-a-design-problem/"]) {
    await page.goto(route)
    await page.waitForLoadState("networkidle")
  }
  const studioMarks = ["studioListEnquiries", "Sign in to the studio"]
  for (const [url, text] of scripts) {
    for (const mark of studioMarks) expect(text.includes(mark), `${url} holds studio code (${mark})`).toBe(false)
  }
  // The studio page itself: its code arrives after the page, in chunks of its own.
  scripts.clear()
  await page.goto("/studio/")
  await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
  expect([...scripts.values()].some((text) => text.includes("Sign in to the studio"))).toBe(true)
})
