/** What a visitor sees on each route, on a phone and on a desktop, and how they reach the next step. */
import type { Page } from "@playwright/test"
import site from "../../content/site.json"
import { dataFile, postFile, storyFile } from "../../test-support/content-files"
import { expect, test } from "../support/fixtures"

const home = dataFile("home")
const about = dataFile("about")
const services = dataFile("services")
const programmes = dataFile("programmes")
const books = dataFile("books")
const faq = dataFile("faq")
const blog = dataFile("blog")
const stories = dataFile("web-stories")
const contact = dataFile("contact")
const bySlug = <Item extends { slug: string }>(items: Item[], slug: string): Item => {
  const item = items.find((each) => each.slug === slug)
  if (!item) throw new Error(`no item "${slug}" in the content file`)
  return item
}
const delegation = postFile("delegation-is-a-design-problem")
const confidentiality = bySlug(faq.items, "confidentiality")
const afterConfidentiality = faq.items[faq.items.indexOf(confidentiality) + 1]

/** One piece of each route's own content, read from its file in content/. */
const CONTENT: Record<string, { heading: string; text: string }> = {
  "/": { heading: home.hero.heading, text: home.fit.heading },
  "/about/": { heading: about.page.heading, text: about.credentials.heading },
  "/services/": { heading: services.page.heading, text: bySlug(services.items, "board-and-investor-readiness").title },
  "/programs/": { heading: programmes.page.heading, text: programmes.items[0].title },
  "/stories/": { heading: stories.page.heading, text: storyFile("from-founder-to-ceo").title },
  "/blog/": { heading: blog.page.heading, text: postFile("first-ninety-days-as-chief-executive").title },
  "/blog/delegation-is-a-design-problem/": { heading: delegation.title, text: delegation.headings[0] },
  "/books/": { heading: books.page.heading, text: books.items[0].title },
  "/faq/": { heading: faq.page.heading, text: afterConfidentiality.question },
  "/contact/": { heading: contact.page.heading, text: contact.nextSteps.heading },
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
        await expect(last.getByRole("link", { name: site.callToAction.label })).toBeVisible()
      })
    }
  })
}

test.describe("the next step", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the call to action leads to the contact page and its enquiry form", async ({ page }) => {
    await page.goto("/books/")
    await page.getByRole("main").getByRole("link", { name: site.callToAction.label }).last().click()
    await expect(page).toHaveURL(/\/contact\/$/)
    await expect(page.getByRole("region", { name: contact.form.heading })).toBeVisible()
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

test.describe("a post's reading time", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("is the same on the post and on its card, and follows the words the coach wrote", async ({ page }) => {
    await page.goto("/blog/delegation-is-a-design-problem/")
    const shown = (await page.getByRole("main").getByText(/\d+ min read/).first().textContent()) ?? ""
    const minutes = Number(/(\d+) min read/.exec(shown)?.[1])
    const wordCount = await page.evaluate(() =>
      Array.from(document.querySelectorAll('script[type="application/ld+json"]'))
        .map((script) => JSON.parse(script.textContent ?? "{}") as { "@type"?: string; wordCount?: number })
        .find((data) => data["@type"] === "BlogPosting")?.wordCount ?? 0,
    )
    // The words the coach wrote: the post's Markdown with link addresses and markup left out.
    const written = delegation.body.replace(/\]\([^)]*\)/g, " ").split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
    expect(Math.abs(wordCount - written)).toBeLessThanOrEqual(written * 0.02)
    expect(minutes).toBe(Math.max(1, Math.round(wordCount / 265)))
    await page.goto("/blog/")
    const card = page.getByRole("main").getByRole("listitem").filter({ hasText: delegation.title })
    await expect(card.getByText(/\d+ min read/)).toContainText(`${minutes} min read`)
  })
})

test.describe("FAQ disclosures", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("open and close by keyboard", async ({ page }) => {
    await page.goto("/faq/")
    const question = page.locator("summary", { hasText: confidentiality.question })
    const answer = page.getByText(confidentiality.answer)
    await expect(answer).toBeHidden()
    await question.focus()
    await page.keyboard.press("Enter")
    await expect(answer).toBeVisible()
    await page.keyboard.press("Enter")
    await expect(answer).toBeHidden()
    await page.keyboard.press(" ")
    await expect(answer).toBeVisible()
    await page.keyboard.press("Tab")
    await expect(page.locator("summary", { hasText: afterConfidentiality.question })).toBeFocused()
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
  test.setTimeout(150_000)
  // A slow phone: hydration, in slices, takes seconds; the visitor moves within the page meanwhile.
  // How long it takes depends on the machine, so the move is tried on a slower CPU until it lands
  // before hydration ends (a fast machine hydrates before the move at the lower rates: docs/speed.md).
  const cdp = await page.context().newCDPSession(page)
  for (const rate of [20, 40, 80]) {
    await page.goto("about:blank")
    await cdp.send("Emulation.setCPUThrottlingRate", { rate })
    await page.goto("/services/#executive-coaching")
    // The page's own code is in, so hydration has begun (its router has read the address), not ended.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("component---src-pages-services")))
    await page.waitForTimeout(500)
    if (await page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length > 0)) continue
    await page.goto("/services/#how-we-work")
    await page.waitForFunction(() => performance.getEntriesByName("onInitialClientRender").length > 0, undefined, { timeout: 60_000 })
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 1 })
    await expectAnchorShown(page, "/services/#how-we-work")
    return
  }
  throw new Error("The page had always hydrated before the visitor could move, even at 80x CPU slowdown")
})
