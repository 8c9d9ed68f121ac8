/**
 * The largest paint of the home page and of /blog is an image that the server HTML already shows:
 * eager, high priority, responsive, and visible before (or without) any JavaScript.
 */
import type { Page } from "@playwright/test"
import { COMPILE_HINT, STARTUP_CHUNKS } from "../../gatsby/build-steps/compile-hints"
import { expect, ROUTES, test } from "../support/fixtures"

test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } })

for (const { route, name } of [
  { route: "/", name: "the hero artwork" },
  { route: "/blog/", name: "the first post's cover" },
]) {
  test(`${route}: ${name} is painted from the server HTML, eager and responsive`, async ({ page }) => {
    await page.goto(route)
    const image = page.locator('main img[fetchpriority="high"]')
    await expect(image).toHaveCount(1)
    await expect(image).toHaveAttribute("loading", "eager")
    await expect(image).toHaveAttribute("srcset", /\d+w/)
    await expect(image).toBeVisible()
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    expect(await image.evaluate((img) => Number(getComputedStyle(img).opacity))).toBe(1)
    // It sits at the top of the page, in the first screen.
    const box = await image.boundingBox()
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(812)
    // Images further down wait until the visitor scrolls to them.
    // (Inline placeholders, data: addresses, cost no request.)
    const eager = await page
      .locator("main img")
      .evaluateAll((imgs) => imgs.filter((img) => !img.getAttribute("src")?.startsWith("data:") && img.getAttribute("loading") !== "lazy").length)
    expect(eager).toBe(1)
  })
}

test.describe("with JavaScript", () => {
  test.use({ javaScriptEnabled: true })

  for (const route of ["/", "/blog/"]) {
    test(`${route}: the app's scripts are requested only after the first text and the main image are painted`, async ({ page }) => {
      await page.goto(route)
      // Each script's timing entry is written once it has arrived.
      await page.waitForFunction(
        () => performance.getEntriesByType("resource").filter((entry) => /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(entry.name)).length === 3,
      )
      const timing = await page.evaluate(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[]
        const image = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]')
        const imageEntry = resources.find((entry) => entry.name === image?.currentSrc)
        const scripts = resources.filter((entry) => entry.initiatorType === "script" && /\/(app|framework|webpack-runtime)-[0-9a-f]+\.js$/.test(entry.name))
        return {
          firstText: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          imageArrived: imageEntry?.responseEnd ?? Number.NaN,
          firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
          scripts: scripts.length,
        }
      })
      expect(timing.scripts).toBe(3)
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.firstText)
      expect(timing.firstScript).toBeGreaterThanOrEqual(timing.imageArrived)
    })
  }

  // Pages whose header has the menu button, which turns enabled once the page has hydrated.
  for (const route of ["/about/", "/services/", "/blog/"]) {
    test(`${route}: hydration keeps the server's styles where they are and inserts none of them again`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeEnabled()
      await page.waitForLoadState("networkidle")
      const sheets = await page.evaluate(() => {
        const rulesOf = (element: HTMLStyleElement | null): string[] => [...(element?.sheet?.cssRules ?? [])].map((rule) => rule.cssText)
        const server = rulesOf(document.querySelector<HTMLStyleElement>("style[data-server-styles]"))
        // styled-components' own tag, for rules the server did not send (the consent banner's, say).
        const inserted = rulesOf(document.querySelector<HTMLStyleElement>("style[data-styled][data-styled-version]"))
        return { server: server.length, insertedAgain: inserted.filter((rule) => server.includes(rule)) }
      })
      expect(sheets.server).toBeGreaterThan(50)
      expect(sheets.insertedAgain).toEqual([])
    })
  }

  test("the scripts every page starts with ask Chrome to compile them as they stream in; a page's own do not", async ({ page, request }) => {
    await page.goto("/")
    // The page's own chunk is the last the start asks for.
    await page.waitForFunction(() => performance.getEntriesByType("resource").some((entry) => entry.name.includes("/component---src-pages-index")))
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith(".js")),
    )
    const firstLine = async (path: string) => (await (await request.get(path)).text()).split("\n")[0]
    const startup = scripts.filter((path) => STARTUP_CHUNKS.has(/^\/([a-z]+)-[0-9a-f]+\.js$/.exec(path)?.[1] ?? ""))
    expect(startup).toHaveLength(STARTUP_CHUNKS.size)
    for (const path of startup) expect(await firstLine(path)).toBe(COMPILE_HINT)
    const pageChunk = scripts.find((path) => path.startsWith("/component---src-pages-index"))
    expect(pageChunk).toBeDefined()
    expect(await firstLine(pageChunk ?? "")).not.toBe(COMPILE_HINT)
  })
})

test.describe("the fonts", () => {
  test.use({ javaScriptEnabled: true })

  /*
   * Each face at each size and weight is one more font the browser sets up before its first layout
   * (src/theme/tokens.ts, type): a page keeps to the scale's few.
   */
  for (const route of [...ROUTES, "/blog/board-meetings-that-help-you/", "/no-such-page/"]) {
    test(`${route}: the text shown takes at most nine faces, sizes and weights of the type scale`, async ({ page }) => {
      await page.goto(route)
      const combinations = await page.evaluate(() => {
        const seen = new Set<string>()
        for (const element of document.querySelectorAll("body *")) {
          const hasText = [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim())
          if (!hasText || element.getClientRects().length === 0) continue
          const style = getComputedStyle(element)
          seen.add(`${style.fontFamily.split(",")[0]} ${style.fontSize} ${style.fontWeight} ${style.fontStyle}`)
        }
        return [...seen]
      })
      expect(combinations.length, combinations.join("\n")).toBeLessThanOrEqual(9)
      const weights = new Set(combinations.map((combination) => combination.split(" ").at(-2)))
      expect([...weights].every((weight) => weight === "400" || weight === "600"), combinations.join("\n")).toBe(true)
    })
  }

  /** The font files the page has fetched, by name without the hash, sorted. */
  const fontFiles = (page: Page): Promise<string[]> =>
    page.evaluate(() =>
      (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .map((entry) => /\/([a-z-]+)-[0-9a-f]{32}\.woff2$/.exec(entry.name)?.[1])
        .filter((name): name is string => name !== undefined)
        .sort(),
    )

  /** The one file the text needs: the heading face's core, found through the styles (none is preloaded). */
  const HEADING_FILES = ["heading-serif-core"]

  for (const route of [...ROUTES, "/blog/board-meetings-that-help-you/", "/no-such-page/"]) {
    test(`${route}: the text needs no font file beyond the heading face's core, and it loads`, async ({ page }) => {
      await page.goto(route)
      // Loaded, not refused by the browser: the headings are set in the web font; body text in the
      // device's own sans, which no file brings. Polled: the face counts as loading only once the
      // page's layout asks for it, which may come after document.fonts.ready first settles.
      const statuses = () =>
        page.evaluate(() => [
          ...new Set(
            [...document.fonts]
              .filter((face) => face.status !== "unloaded" && !face.family.includes("Fallback"))
              .map((face) => `${face.family.replace(/"/g, "")} ${face.status}`),
          ),
        ])
      await expect.poll(statuses).toEqual(["Heading Serif loaded"])
      expect(await fontFiles(page)).toEqual(HEADING_FILES)
    })
  }

  // No page preloads a font (gatsby-ssr.tsx; docs/speed.md): a preload is fetched at High priority,
  // which Lighthouse's LCP waits for and its FCP does not. The heading face still comes in for the
  // first paint, found through the page's styles.
  for (const route of [...ROUTES, "/blog/board-meetings-that-help-you/", "/no-such-page/"]) {
    test(`${route}: no font is preloaded, and the heading face is fetched through the styles`, async ({ page }) => {
      await page.goto(route)
      expect(await page.locator('link[rel="preload"][as="font"], link[rel="preload"][href$=".woff2"]').count()).toBe(0)
      const headingFile = () =>
        page.evaluate(() =>
          (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
            .filter((entry) => /\/heading-serif-core-[0-9a-f]{32}\.woff2$/.test(entry.name))
            .map((entry) => entry.initiatorType),
        )
      await expect.poll(headingFile).toEqual(["css"])
    })
  }

  test("an accented heading brings in the rest of Latin-1, in the heading face", async ({ page }) => {
    await page.goto("/about/")
    await page.evaluate(() => document.fonts.ready)
    // A name such as "Zoë Brontë" in a heading: the browser fetches the heading face's extended file for it.
    const faces = await page.evaluate(async () => {
      const heading = document.querySelector("main h2")
      if (heading) heading.textContent = "Zoë Brontë, Directrice générale"
      const loaded = await document.fonts.load('600 32px "Heading Serif"', "ë")
      return loaded.map((face) => `${face.family} ${face.status}`)
    })
    expect(faces).toEqual(["Heading Serif loaded"])
    expect(await fontFiles(page)).toEqual(["heading-serif-core", "heading-serif-extended"])
  })
})
