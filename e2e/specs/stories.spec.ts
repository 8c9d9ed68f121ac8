import { readdirSync, readFileSync, existsSync } from "node:fs"
import { join } from "node:path"
import type { BrowserContext, Page } from "@playwright/test"
import { closingPage, dataFile } from "../../test-support/content-files"
import { ampProblems, collectAmpFacts, REQUIRED_SCRIPTS } from "../support/amp-structure"
import { expect, test } from "../support/fixtures"

const AMP_CDN = "https://cdn.ampproject.org/**"
const closing = closingPage()

/** The stories the build produced: every folder under public/stories with an index.html. */
const builtStories = readdirSync(join("public", "stories"), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join("public", "stories", entry.name, "index.html")))
  .map((entry) => entry.name)

const storyHtml = (id: string) => readFileSync(join("public", "stories", id, "index.html"), "utf8")
const storyHeadings = (id: string) => {
  const html = storyHtml(id)
  return Array.from(html.matchAll(/<amp-story-page[^>]*>.*?<h[12][^>]*>(.*?)<\/h[12]>/g), (m) => m[1].replace(/&#x27;/g, "'").replace(/&amp;/g, "&"))
}

/** The AMP CDN cannot be reached here: these make it fail, or answer with a do-nothing stand-in. */
const failAmp = (target: Page | BrowserContext) => target.route(AMP_CDN, (route) => route.abort("failed"))
const standInAmp = async (page: Page): Promise<string[]> => {
  const requested: string[] = []
  await page.route(AMP_CDN, (route) => {
    requested.push(route.request().url())
    return route.fulfill({ contentType: "text/javascript", body: "/* stand-in for the AMP CDN */ (self.AMP = self.AMP || []);" })
  })
  return requested
}

/** The page's headings, top to bottom, once each is visible. */
const expectHeadingsReadableInOrder = async (page: Page, expected: string[], timeout: number) => {
  const headings = page.locator("amp-story-page h1, amp-story-page h2")
  await expect(headings).toHaveText(expected)
  for (const heading of await headings.all()) await expect(heading).toBeVisible({ timeout })
  const tops = await headings.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().top))
  expect(tops).toEqual([...tops].sort((a, b) => a - b))
}

test("the build produced the demo stories", () => {
  expect(builtStories.length).toBeGreaterThanOrEqual(3)
})

for (const id of builtStories) {
  test.describe(`story ${id}`, () => {
    test("passes the structural AMP check", async ({ page }) => {
      const facts = await page.evaluate(collectAmpFacts, storyHtml(id))
      expect(ampProblems(facts)).toEqual([])
      expect(facts.canonical).toMatch(new RegExp(`/stories/${id}/$`))
    })

    test("has no site header or footer, and only the AMP scripts", async ({ page }) => {
      const requested = await standInAmp(page)
      const scripts: string[] = []
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url())
      })
      const response = await page.goto(`/stories/${id}/`)
      expect(response?.status()).toBe(200)
      await expect(page.locator("amp-story")).toHaveCount(1)
      await expect(page.getByRole("banner")).toHaveCount(0)
      await expect(page.getByRole("contentinfo")).toHaveCount(0)
      // The stand-in answered the runtime and the share extension, and nothing else was loaded.
      await expect.poll(() => requested.length).toBe(REQUIRED_SCRIPTS.length)
      expect(requested).toEqual(expect.arrayContaining(REQUIRED_SCRIPTS.map((s) => s.src)))
      expect(scripts.every((url) => url.startsWith("https://cdn.ampproject.org/"))).toBe(true)
    })

    test("with the AMP scripts failing, every heading is readable in order after AMP's boilerplate timeout", async ({ page }) => {
      test.setTimeout(20_000)
      await failAmp(page)
      await page.goto(`/stories/${id}/`)
      const headings = storyHeadings(id)
      // AMP's boilerplate hides the body while it waits for its runtime, 8 seconds at most.
      await expect(page.getByRole("heading", { name: headings[0] })).toBeHidden()
      await expectHeadingsReadableInOrder(page, headings, 10_000)
      expect(headings.at(-1)).toBe(closing.heading)
    })
  })
}

test("with JavaScript off, a story is readable at once", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  await failAmp(context)
  const page = await context.newPage()
  const id = builtStories[0]
  await page.goto(`${process.env.E2E_BASE_URL}/stories/${id}/`)
  await expectHeadingsReadableInOrder(page, storyHeadings(id), 1_000)
  const moreStories = closing.links.find((link) => link.href === "/stories/")
  expect(moreStories).toBeDefined()
  await expect(page.getByRole("link", { name: moreStories!.label })).toHaveAttribute("href", "/stories/")
  await context.close()
})

test.describe("the stories page", () => {
  test("shows every story's poster, title and date, and opens a story as a full page", async ({ page }) => {
    await page.goto("/stories/")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stories")
    const grid = page.getByRole("list", { name: "All stories" })
    await expect(grid.getByRole("listitem")).toHaveCount(builtStories.length)
    for (const id of builtStories) {
      const link = grid.locator(`a[href="/stories/${id}/"]`)
      await expect(link).toHaveCount(1)
      await expect(link.locator("img")).toHaveAttribute("src", `/stories/${id}/poster.jpg`)
      await expect(link.getByRole("heading", { level: 2 })).not.toBeEmpty()
      await expect(link.locator("time")).toHaveText(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
    }
    const posters = grid.locator("img")
    for (const poster of await posters.all()) {
      await poster.scrollIntoViewIfNeeded()
      await expect.poll(() => poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
    }

    await failAmp(page)
    const first = grid.getByRole("link").first()
    const href = await first.getAttribute("href")
    await first.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    // A full page load: the AMP document, not the site's app rendering the story in place.
    await expect(page.locator("html")).toHaveAttribute("amp", "")
    await expect(page.locator("#___gatsby")).toHaveCount(0)
  })

  test("an unknown story id shows the site's 404 page", async ({ page }) => {
    const response = await page.goto("/stories/no-such-story/")
    expect(response?.status()).toBe(404)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dataFile("not-found").title)
    await expect(page.getByRole("banner")).toBeVisible()
  })
})
