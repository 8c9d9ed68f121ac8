/**
 * The coach edits her site's pages from the studio on a phone, end to end on this machine: she
 * changes the home page's heading and a fee, adds a testimonial (held back until the client's
 * permission is recorded), previews, and publishes each; she also publishes a new FAQ question and
 * then resets that page to the site's own words. Once the local build hook has built the site
 * against the local backend, the live site shows her heading, fee and testimonial, and the FAQ's
 * own question again. axe finds nothing on the new screens (the pages list, the settings and page
 * editors' views, the reset question) at 375 and 1280 px.
 *
 * It builds the site, so it belongs to the `publish` project and its one build (buildOnce): the
 * reset is made before that build, on a page other than those checked for her words. That the
 * file's words come back after a reset of a page already built with hers needs a second build;
 * the build's sourcing is tested for it in jest (__tests__/page-sources.test.ts,
 * __tests__/studio-pages-editor.test.tsx).
 */
import type { Page } from "@playwright/test"
import { BUILD_TIMEOUT_MS, buildOnce } from "../support/build-hook"
import { expect as baseExpect, test } from "../support/fixtures"
import { dataFile } from "../../test-support/content-files"
import { axeAtBothWidths, COACH, openScreen, PHONE, signIn } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })

const RUN = Date.now().toString(36)
const HEADING = `Lead without holding every thread ${RUN}`
const FEE = 4750
const QUOTE = `Eleanor made our board meetings worth having (${RUN}).`
const CLIENT = "Amira Shah"
const QUESTION = `Can we start next week (${RUN})?`

const openPage = async (page: Page, name: string) => {
  await page.getByRole("list", { name: "Pages" }).getByRole("button", { name: new RegExp(`^${name}`) }).click()
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible()
}

/** Opens a folded list entry by its summary line ("Service 1: ..."), unless it is open already. */
const openEntry = async (page: Page, summary: RegExp) => {
  const toggle = page.getByRole("button", { name: summary })
  if ((await toggle.getAttribute("aria-expanded")) !== "true") await toggle.click()
  await expect(toggle).toHaveAttribute("aria-expanded", "true")
}

// "Publish the changes" once her version is live: a client's testimonial published from the
// Clients screen (studio-programme.spec.ts) has made her testimonials page live already.
const PUBLISH = /^Publish( the changes)?$/

const publish = async (page: Page) => {
  await page.getByRole("button", { name: /^Check and publish/ }).click()
  await expect(page.getByText("Everything the site checks is in order: this page can be published.")).toBeVisible()
  await page.getByRole("button", { name: PUBLISH }).click()
  await expect(page.getByRole("status").filter({ hasText: /^Published\. The site is rebuilding/ })).toBeVisible()
}

const backToPages = async (page: Page) => {
  await page.getByRole("button", { name: "Back to all pages" }).click()
  await expect(page.getByRole("list", { name: "Pages" })).toBeVisible()
}

test("the site's pages edited in the studio are built with the local backend: her heading, fee and testimonial live, a reset page back to its file's words", async ({ page }) => {
  test.setTimeout(BUILD_TIMEOUT_MS + 4 * 60_000)
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Pages")
  await expect(page.getByRole("list", { name: "Settings" })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])

  // The settings: a form drawn from their schema like any page's.
  await page.getByRole("list", { name: "Settings" }).getByRole("button", { name: /^Settings/ }).click()
  await expect(page.getByRole("switch", { name: "Show fees" })).toBeChecked()
  await expect(page.getByLabel("Booking link", { exact: true })).toHaveValue("")
  expect(await axeAtBothWidths(page)).toEqual([])
  await backToPages(page)

  // The home page's heading.
  await openPage(page, "Home")
  const heading = page.getByRole("group", { name: "Hero" }).getByLabel("Heading", { exact: true })
  await expect(heading).toHaveValue(dataFile("home").hero.heading)
  await heading.fill(HEADING)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Preview" }).click()
  await expect(page.getByRole("region", { name: /Preview of the home page at 375 pixels/ }).frameLocator("iframe").getByRole("heading", { level: 1, name: HEADING })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await publish(page)
  expect(await axeAtBothWidths(page)).toEqual([])
  await backToPages(page)

  // A fee.
  await openPage(page, "Services")
  await openEntry(page, /^Service 1:/)
  await page.getByRole("group", { name: /^Service 1:/ }).getByLabel("Fee from (£)", { exact: true }).fill(String(FEE))
  await publish(page)
  await backToPages(page)

  // A testimonial, held back until the client's permission is recorded.
  await openPage(page, "Testimonials")
  await page.getByRole("button", { name: "Add a testimonial" }).click()
  // Added last: after the file's, and any a client gave in their room (studio-programme.spec.ts).
  const added = page.getByRole("group", { name: /^Testimonial \d+/ }).last()
  await added.getByLabel("Quote", { exact: true }).fill(QUOTE)
  await added.getByLabel("Name", { exact: true }).fill(CLIENT)
  await added.getByLabel("Role", { exact: true }).fill("Founder")
  await added.getByLabel("Company", { exact: true }).fill("Kestrel Labs")
  await page.getByRole("button", { name: /^Check and publish \(1 to fix\)/ }).click()
  await expect(page.getByRole("list", { name: "Still to fix" })).toContainText(`${CLIENT}'s words cannot be published until they have agreed to be quoted`)
  await expect(page.getByRole("button", { name: PUBLISH })).toBeDisabled()
  await page.getByRole("button", { name: /^Fix: Testimonial \d+ › Permission$/ }).click()
  await added.getByRole("switch", { name: "The client agreed to be quoted" }).check()
  await added.getByLabel("Date they agreed", { exact: true }).fill("2026-11-20")
  await page.getByRole("button", { name: "Preview" }).click()
  await page.getByRole("button", { name: "Desktop (1280 px)" }).click()
  const desktop = page.getByRole("region", { name: /Preview of the testimonials page at 1280 pixels/ }).frameLocator("iframe")
  await expect(desktop.locator("body")).toContainText(QUOTE)
  // On her phone the sections still lay out for a desktop: their media queries follow the frame's 1280 px.
  expect(await desktop.locator("body").evaluate((body) => body.ownerDocument.defaultView?.matchMedia("(min-width: 1000px)").matches)).toBe(true)
  await publish(page)
  await backToPages(page)

  // A question published, then the page reset to the site's own words.
  await openPage(page, "Questions")
  await openEntry(page, /^Question 1:/)
  await page.getByRole("group", { name: /^Question 1:/ }).getByLabel("Question", { exact: true }).fill(QUESTION)
  await publish(page)
  await page.getByRole("button", { name: "Reset to the site's own words" }).click()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByRole("button", { name: "Reset the page" }).click()
  await expect(page.getByText(/^Back to the site's own words\. The site is rebuilding/)).toBeVisible()
  await openEntry(page, /^Question 1:/)
  await expect(page.getByRole("group", { name: /^Question 1:/ }).getByLabel("Question", { exact: true })).toHaveValue(dataFile("faq").items[0].question)

  const siteUrl = await buildOnce()
  const home = await (await fetch(`${siteUrl}/`)).text()
  expect(home).toContain(HEADING)
  const services = await (await fetch(`${siteUrl}/services/`)).text()
  expect(services).toContain("£4,750")
  expect(services).toContain(CLIENT)
  const faq = await (await fetch(`${siteUrl}/faq/`)).text()
  expect(faq).toContain(dataFile("faq").items[0].question)
  expect(faq).not.toContain(QUESTION)
})
