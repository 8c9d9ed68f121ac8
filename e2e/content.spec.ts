/** What a visitor sees on each route, on a phone and on a desktop, and how they reach the next step. */
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"

/** One piece of each route's own content (the demo content in content/). */
const CONTENT: Record<string, { heading: string | RegExp; text: string }> = {
  "/": { heading: /Lead with clarity/, text: "Is this for you?" },
  "/about/": { heading: "About Eleanor Whitcombe", text: "Credentials you can check" },
  "/services/": { heading: "Coaching services", text: "Board and investor readiness" },
  "/programs/": { heading: "Programmes", text: "The First 100 Days" },
  "/stories/": { heading: "Stories", text: "From founder to CEO" },
  "/blog/": { heading: "Notes on leadership", text: "The first ninety days in the chief executive’s chair" },
  "/blog/delegation-is-a-design-problem/": { heading: "Delegation is a design problem, not a personality flaw", text: "Delegate outcomes, not tasks" },
  "/books/": { heading: "Books worth your time", text: "High Output Management" },
  "/faq/": { heading: "Frequently asked questions", text: "How is coaching different from therapy?" },
  "/contact/": { heading: "Get in touch", text: "What happens after you get in touch" },
}

for (const width of [375, 1280]) {
  test.describe(`at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const [route, { heading, text }] of Object.entries(CONTENT)) {
      test(`${route} shows its content, fits the screen and ends with the call to action`, async ({ page }) => {
        await page.goto(route)
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading)
        await expect(page.getByText(text, { exact: false }).first()).toBeVisible()
        // Once the page has settled (fonts in, hydrated): nothing wider than the screen.
        await page.evaluate(() => document.fonts.ready)
        await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
        const last = page.getByRole("main").locator(":scope > section").last()
        await expect(last.getByRole("link", { name: "Book a free first conversation" })).toBeVisible()
      })
    }
  })
}

test.describe("the next step", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the call to action leads to the contact page and its enquiry form", async ({ page }) => {
    await page.goto("/books/")
    await page.getByRole("main").getByRole("link", { name: "Book a free first conversation" }).last().click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await expect(page.getByRole("region", { name: "Send an enquiry" })).toBeVisible()
  })

  test("the home page hero shows white text on dark artwork under the transparent header", async ({ page }) => {
    await page.goto("/")
    const heading = page.getByRole("heading", { level: 1 })
    expect(await heading.evaluate((el) => getComputedStyle(el).color)).toBe("rgb(255, 255, 255)")
    await expect(page.getByRole("banner")).toHaveAttribute("data-state", "main")
    await expect(page.getByRole("main").locator("img[alt='']").first()).toHaveAttribute("loading", "eager")
  })

  test("images below the fold load lazily; the first cover, above it, at once", async ({ page }) => {
    await page.goto("/blog/")
    const covers = page.getByRole("main").locator("img[alt]:not([alt=''])")
    expect(await covers.count()).toBeGreaterThan(1)
    const [first, ...rest] = await covers.all()
    await expect(first).toHaveAttribute("loading", "eager")
    for (const cover of rest) await expect(cover).toHaveAttribute("loading", "lazy")
  })
})

test.describe("FAQ disclosures", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("open and close by keyboard", async ({ page }) => {
    await page.goto("/faq/")
    const question = page.locator("summary", { hasText: "Is what I say in coaching confidential?" })
    const answer = page.getByText(/What you say in our sessions stays between us/)
    await expect(answer).toBeHidden()
    await question.focus()
    await page.keyboard.press("Enter")
    await expect(answer).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(answer).toBeHidden()
    await page.keyboard.press(" ")
    await expect(answer).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(page.locator("summary", { hasText: "How is coaching different from therapy?" })).toBeFocused()
  })
})

/** Waits until the address's #anchor target sits just under the header. */
const expectAnchorShown = async (page: Page, target: string): Promise<void> => {
  const id = target.split("#")[1]
  await expect
    .poll(async () => {
      const headerBottom = await page.getByRole("banner").evaluate((el) => el.getBoundingClientRect().bottom)
      const top = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().top)
      return top >= headerBottom && top <= headerBottom + 40
    }, { message: target })
    .toBe(true)
}

test("an address with an #anchor shows its target just under the header, not behind it", async ({ page }) => {
  for (const target of ["/faq/#confidentiality", "/services/#executive-coaching", "/services/#how-we-work"]) {
    await page.goto(target)
    await expectAnchorShown(page, target)
  }
})

test("an in-page link followed while the page is becoming interactive still shows its target once it is", async ({ page }) => {
  test.setTimeout(90_000)
  // A slow phone: hydration, in slices, takes seconds; the visitor moves within the page meanwhile.
  const cdp = await page.context().newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 10 })
  await page.goto("/services/#executive-coaching")
  // The page's own code is in, so hydration has begun (its router has read the address), not ended.
  await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("component---src-pages-services")))
  await page.waitForTimeout(500)
  expect(await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length)).toBe(0)
  await page.goto("/services/#how-we-work")
  await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, { timeout: 60_000 })
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
  await expectAnchorShown(page, "/services/#how-we-work")
})
