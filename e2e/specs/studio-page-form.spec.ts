/**
 * The page editor on her phone against the production build and the local backend: the services
 * editor opens folded (one summary line per service, a menu of the page's parts at the top, and
 * within an opened service its outcomes on one line), so the third service's fee is two taps and
 * under two screens away rather than screens of scrolling; axe finds nothing on it at
 * 375 and 1280 px. The fee is put back as it was, so the draft the publish test publishes is unchanged.
 */
import { expect as baseExpect, test } from "../support/fixtures"
import { dataFile } from "../../test-support/content-files"
import { axeAtBothWidths, COACH, openScreen, PHONE, signIn } from "../support/studio-coach"

// Each callable starts cold in the Functions emulator: allow for a busy machine.
const expect = baseExpect.configure({ timeout: 30_000 })

test.use({ viewport: PHONE })

test("the services editor opens folded on a phone, and the third service's fee is two taps away", async ({ page }) => {
  const services = dataFile("services").items
  await signIn(page, COACH)
  await expect(page.getByText(`Signed in as ${COACH.email}`)).toBeVisible()
  await openScreen(page, "Pages")
  await page.getByRole("list", { name: "Pages" }).getByRole("button", { name: /^Services/ }).click()
  const form = page.getByRole("form", { name: "The services page's words" })
  await expect(form).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Parts of the page" })).toBeVisible()

  // Folded: one line per service, and the whole form about three screens (2,400 px; some 18,000 unfolded).
  const list = form.getByRole("group", { name: "Services" })
  await expect(list.getByRole("button", { expanded: false })).toHaveCount(services.length)
  const folded = (await form.boundingBox())?.height ?? Infinity
  test.info().annotations.push({ type: "folded height (px)", description: String(Math.round(folded)) })
  expect(folded).toBeLessThan(PHONE.height * 4)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width)
  expect(await axeAtBothWidths(page)).toEqual([])

  // Tap one: the third service's line; tap two: its fee, a short scroll further within the service,
  // whose own lists (its outcomes) are folded to a line each.
  const third = list.getByRole("button", { name: new RegExp(`^Service 3: ${services[2].title}`) })
  await third.click()
  const service = list.getByRole("region", { name: new RegExp(`^Service 3: ${services[2].title}`) })
  const outcomes = service.getByRole("button", { name: new RegExp(`^Outcomes \\(${services[2].outcomes.length}\\)`) })
  await expect(outcomes).toHaveAttribute("aria-expanded", "false")
  const opened = (await service.boundingBox())?.height ?? Infinity
  test.info().annotations.push({ type: "the opened service, its lists folded (px)", description: String(Math.round(opened)) })
  const fee = list.getByRole("textbox", { name: "Fee from (£)" })
  await expect(fee).toHaveCount(1)
  const [line, box] = [await third.boundingBox(), await fee.boundingBox()]
  const toFee = (box?.y ?? Infinity) - (line?.y ?? 0)
  test.info().annotations.push({ type: "from the service's line to its fee (px)", description: String(Math.round(toFee)) })
  expect(toFee).toBeLessThan(PHONE.height * 2.5)
  const before = await fee.inputValue()
  await fee.fill("5200")
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()
  expect(await axeAtBothWidths(page)).toEqual([])
  await fee.fill(before)
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible()

  // Its outcomes opened, as every list within a service was before they folded: for the figure beside the folded one.
  await outcomes.click()
  await expect(service.getByRole("group", { name: "Outcomes" }).getByRole("textbox")).toHaveCount(services[2].outcomes.length)
  const unfolded = (await service.boundingBox())?.height ?? 0
  test.info().annotations.push({ type: "the opened service, its outcomes open (px)", description: String(Math.round(unfolded)) })
  expect(opened).toBeLessThan(unfolded)
})
