/**
 * The coach's second step at sign-in, in Chromium at phone size against the local backend: she adds
 * her mobile in "Account security" (the Auth emulator keeps the text messages it would send, and
 * the test reads the code from it as she would from her phone), and signing in then asks for a new
 * code after her password. Its own account, made with `npm run coach:add` as the coach's is, so
 * the other studio tests, which share the coach's, keep signing in with a password alone.
 */
import { expect, test } from "../support/fixtures"
import { addCoach, axeAtBothWidths, lastTextedCode, openScreen, PHONE, signIn } from "../support/studio-coach"

const TWO_STEP = { email: "eleanor.two-step@example.co.uk", password: "a-second-coach-password" }
const MOBILE = { typed: "07700 900456", e164: "+447700900456" }

test.use({ viewport: PHONE })

test("she turns on the second step with the code texted to her mobile, and signing in then asks for a code after the password", async ({ page }) => {
  await addCoach(TWO_STEP)
  await signIn(page, TWO_STEP)
  await expect(page.getByText(`Signed in as ${TWO_STEP.email}`)).toBeVisible({ timeout: 30_000 })

  await openScreen(page, "Account")
  await expect(page.getByRole("heading", { name: "Account security" })).toBeVisible()
  await expect(page.getByText("Second step: off.")).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByLabel("Mobile number").fill(MOBILE.typed)
  await page.getByRole("button", { name: "Text me a code" }).click()
  await expect(page.getByText(/six-digit code to the number ending 0456/)).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByLabel("Code from the text message").fill(await lastTextedCode(MOBILE.e164))
  await page.getByRole("button", { name: "Turn on the second step" }).click()
  await expect(page.getByText("Second step: on.")).toBeVisible()
  await expect(page.getByText(/the number ending\s+0456/)).toBeVisible()

  await page.getByRole("button", { name: "Sign out" }).click()
  await signIn(page, TWO_STEP)
  await expect(page.getByRole("heading", { name: "Enter the code from your phone" })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByText(/sent a text message with a six-digit code to .*the number ending 0456/)).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await page.getByLabel("Code from the text message").fill(await lastTextedCode(MOBILE.e164))
  await page.getByRole("button", { name: "Sign in" }).click()
  await expect(page.getByText(`Signed in as ${TWO_STEP.email}`)).toBeVisible({ timeout: 30_000 })
})
