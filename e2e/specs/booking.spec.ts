/**
 * Booking a call on /contact/ at phone size, against the production build and the local backend:
 * the coach opens her diary (studioSaveAvailability with her token), a visitor in New York books a
 * time and sees the confirmation, a second visitor who had the same time on screen is told it has
 * gone and offered others with nothing typed lost, and the link in the first visitor's e-mail
 * cancels the call and frees the time. axe on every new screen at 375 and 1280 px.
 */
import { contactFile } from "../../test-support/contact-copy"
import { bookingSection, callsOf, detailsForm, fillDetails, firstTime, openDiary, SERVER, startBooking } from "../support/booking"
import { readBuilt } from "../support/built-site"
import { emulators, standInFirestore } from "../support/enquiries"
import { expect, test } from "../support/fixtures"
import { axeAtBothWidths, PHONE } from "../support/studio-coach"

const { booking: copy, form: formCopy } = contactFile()
const VISITOR_ZONE = "America/New_York"

// The emulators must stay up through each test: a stop asked for by the contact form's tests waits.
test.describe.configure({ timeout: 240_000, mode: "serial" })
test.use({ viewport: PHONE, timezoneId: VISITOR_ZONE })
test.beforeEach(() => emulators("hold"))
test.afterEach(() => emulators("release"))

test("booking loads only when the visitor shows intent: no booking code or call while the page only loads", async ({ page }) => {
  const scripts: string[] = []
  const calls: string[] = []
  page.on("response", async (response) => {
    if (response.url().endsWith(".js")) scripts.push(await response.text().catch(() => ""))
  })
  page.on("request", (request) => {
    if (request.url().includes("/bookingListTimes")) calls.push(request.url())
  })
  await page.goto("/contact/")
  await expect(bookingSection(page).getByRole("button", { name: copy.start })).toBeEnabled(SERVER)
  await page.waitForLoadState("networkidle")
  // luxon (its text for an invalid date) and the booking calls are in none of the page's first scripts.
  expect(scripts.length).toBeGreaterThan(0)
  expect(scripts.filter((text) => text.includes("Invalid DateTime") || text.includes("bookingListTimes"))).toEqual([])
  expect(calls).toEqual([])

  await openDiary()
  await bookingSection(page).getByRole("button", { name: copy.start }).click()
  await expect(page.getByRole("heading", { name: copy.times.heading })).toBeFocused(SERVER)
  expect(scripts.some((text) => text.includes("Invalid DateTime"))).toBe(true)
  // Asked once, on intent (the button scrolled into view and pointed at before the tap): the first days, then the rest.
  await expect.poll(() => calls.length).toBe(2)
})

test("a visitor books a time; a second who had it on screen is told it has gone and offered others; the cancel link frees it", async ({ page, context }) => {
  await openDiary()
  const stamp = Date.now()
  const first = `first-${stamp}@example.com`
  const second = `second-${stamp}@example.com`

  // Both visitors have the times on screen.
  await startBooking(page)
  // Another tab with the suite's routing to the local backend; the booking keeps nothing on the device.
  const other = await context.newPage()
  await startBooking(other)

  // The times are in the visitor's zone, named, with the coach's London time beside.
  await expect(page.getByText(`${copy.times.lead.split("{zone}")[0]}Eastern`, { exact: false })).toBeVisible()
  const wanted = firstTime(page)
  await expect(wanted).toContainText("London time")
  const wantedText = (await wanted.textContent()) ?? ""
  expect(await axeAtBothWidths(page), "the free times").toEqual([])

  // The first visitor books it.
  await wanted.click()
  await expect(page.getByRole("heading", { name: copy.details.heading })).toBeFocused()
  await fillDetails(page, "Priya Raman", first)
  expect(await axeAtBothWidths(page), "the details").toEqual([])
  await detailsForm(page).getByRole("button", { name: copy.submit }).click()
  const confirmation = page.getByRole("region", { name: copy.booked.heading })
  await expect(confirmation).toBeVisible(SERVER)
  await expect(page.getByRole("heading", { name: copy.booked.heading })).toBeFocused()
  await expect(confirmation).toContainText("London time")
  await expect(confirmation).toContainText(first)
  expect(await axeAtBothWidths(page), "the confirmation").toEqual([])
  const [call] = await callsOf(first)
  expect(call).toMatchObject({ status: "booked", way: "phone", timeZone: VISITOR_ZONE })

  // The second visitor tries the same time: told it has gone, offered others, nothing typed lost.
  await firstTime(other).click()
  await fillDetails(other, "Tom Okafor", second)
  await detailsForm(other).getByRole("button", { name: copy.submit }).click()
  const gone = other.getByRole("alert").filter({ hasText: copy.gone.heading })
  await expect(gone).toBeVisible(SERVER)
  await expect(gone).toContainText(copy.gone.reasons.taken)
  await expect(other.getByRole("heading", { name: copy.gone.heading })).toBeFocused()
  await expect(detailsForm(other).getByLabel(formCopy.fields.name.label)).toHaveValue("Tom Okafor")
  await expect(detailsForm(other).getByLabel(copy.phone.label)).toHaveValue("+1 212 555 0142")
  await expect(detailsForm(other).getByLabel(copy.consent.label)).toBeChecked()
  const offered = gone.getByRole("button")
  await expect(offered.first()).toBeVisible()
  expect(await offered.allTextContents()).not.toContain(wantedText)
  expect(await axeAtBothWidths(other), "the time gone").toEqual([])
  await offered.first().click()
  await detailsForm(other).getByRole("button", { name: copy.submit }).click()
  await expect(other.getByRole("region", { name: copy.booked.heading })).toBeVisible(SERVER)
  expect(await callsOf(second)).toHaveLength(1)
  await other.close()

  // The link in the first visitor's e-mail opens their call, which they cancel.
  const mail = (await standInFirestore().collection("mail").doc(`call-${call.id}-booked-0-visitor`).get()).data() as { message: { text: string } }
  const link = /https:\/\/\S+?(\/call\/#\S+)/.exec(mail.message.text)?.[1] ?? ""
  expect(link).toMatch(/^\/call\/#/)
  await page.goto(link)
  await expect(page.getByRole("heading", { level: 2 })).toContainText("London time", SERVER)
  await expect(page.getByText(copy.manage.phone)).toBeVisible()
  expect(await axeAtBothWidths(page), "the call's page").toEqual([])
  await page.getByRole("button", { name: copy.manage.cancel }).click()
  await expect(page.getByRole("region", { name: copy.manage.cancelled.heading })).toBeVisible(SERVER)
  expect(await axeAtBothWidths(page), "the call cancelled").toEqual([])
  expect((await callsOf(first))[0]).toMatchObject({ status: "cancelled" })

  // The time is free again for the next visitor.
  await startBooking(page)
  await expect(firstTime(page)).toHaveText(wantedText)
})

test("a visitor's call page is kept out of search and the sitemap", async ({ page }) => {
  expect(readBuilt("call/index.html")).toMatch(/<meta[^>]* name="robots" content="noindex"\/>/)
  const sitemaps = ["sitemap-index.xml", "sitemap-0.xml"].map((file) => readBuilt(file)).join("\n")
  expect(sitemaps).toContain("/contact/")
  expect(sitemaps).not.toContain("/call/")
  // Without a link of ours the page says so, and leads to the enquiry form on /contact/.
  await page.goto("/call/")
  await expect(page.getByRole("alert")).toContainText(copy.manage.noLink, SERVER)
  await expect(page.getByRole("link", { name: formCopy.heading })).toHaveAttribute("href", "/contact/#enquiry")
})
