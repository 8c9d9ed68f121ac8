import type { Page } from "@playwright/test"
import { BOOKING_CALLABLES } from "../../contract/booking-api"
import { NEWSLETTER_CALLABLES } from "../../contract/newsletter-api"
import { NEWSLETTER_HTTP } from "../../contract/newsletter-form"
import { DRAFT_KEY } from "../../src/features/contact/enquiry-draft"
import { describeAuthError } from "../../studio/session/auth-errors"
import { describeLinkError } from "../../client/session/sign-in-errors"
import { readBuilt } from "../support/built-site"
import { ROUTES, expect, isBackendCall, test } from "../support/fixtures"

const header = (page: Page) => page.getByRole("banner")
const mainNav = (page: Page) => header(page).getByRole("navigation", { name: "Main" })
const css = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((el, prop) => getComputedStyle(el).getPropertyValue(prop), property)

const TRANSPARENT = "rgba(0, 0, 0, 0)"
const BLACK = "rgb(0, 0, 0)"
const WHITE = "rgb(255, 255, 255)"

test.describe("desktop header (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("on the home page it is transparent with only the brand, black with links past 100px", async ({ page }) => {
    await page.goto("/")
    await expect(header(page)).toHaveAttribute("data-state", "main")
    expect(await css(page, "header", "background-color")).toBe(TRANSPARENT)
    await expect(header(page).getByRole("link", { name: "Eleanor Whitcombe" })).toBeVisible()
    await expect(mainNav(page)).toHaveCount(0)

    const bannerBox = await header(page).boundingBox()
    await page.mouse.wheel(0, 400)
    await expect(header(page)).toHaveAttribute("data-state", "main2")
    await expect.poll(() => css(page, "header", "background-color")).toBe(BLACK)
    const links = mainNav(page).getByRole("list").first().getByRole("link")
    await expect(links).toHaveCount(8)
    for (const link of await links.all()) await expect(link).toBeVisible()
    // Changing state does not move or resize the header.
    expect(await header(page).boundingBox()).toEqual(bannerBox)

    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header(page)).toHaveAttribute("data-state", "main")
    await expect.poll(() => css(page, "header", "background-color")).toBe(TRANSPARENT)
    await expect(mainNav(page)).toHaveCount(0)
  })

  test("switches exactly at the 100px threshold", async ({ page }) => {
    await page.goto("/")
    await expect(header(page)).toHaveAttribute("data-state", "main")
    await page.evaluate(() => window.scrollTo(0, 101))
    await expect(header(page)).toHaveAttribute("data-state", "main2")
    // Back to exactly 100px is not past it: the header turns back, a change the test waits for
    // rather than a pause after which it sees nothing happen.
    await page.evaluate(() => window.scrollTo(0, 100))
    await expect(header(page)).toHaveAttribute("data-state", "main")
    expect(await page.evaluate(() => window.scrollY)).toBe(100)
    await page.evaluate(() => window.scrollTo(0, 101))
    await expect(header(page)).toHaveAttribute("data-state", "main2")
  })

  test("on other routes it is white with a border, and the current link is underlined", async ({ page }) => {
    await page.goto("/services/")
    await expect(header(page)).toHaveAttribute("data-state", "alternate")
    expect(await css(page, "header", "background-color")).toBe(WHITE)
    expect(await css(page, "header", "border-bottom-style")).toBe("solid")
    expect(await css(page, "header", "border-bottom-color")).not.toBe(TRANSPARENT)

    const row = mainNav(page).getByRole("list").first()
    const current = row.getByRole("link", { name: "Services" })
    await expect(current).toHaveAttribute("aria-current", "page")
    expect(await current.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("underline")
    const other = row.getByRole("link", { name: "Books" })
    await expect(other).not.toHaveAttribute("aria-current", "page")
    expect(await other.evaluate((el) => getComputedStyle(el).textDecorationLine)).toBe("none")
    await expect(page.getByRole("button", { name: "Open menu" })).toBeHidden()
  })

  test("a client-side route change moves the underline and updates the title", async ({ page }) => {
    await page.goto("/about/")
    await mainNav(page).getByRole("link", { name: "FAQ" }).click()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page).toHaveTitle(/^FAQ — Executive & Startup Coach \| Eleanor Whitcombe$/)
    await expect(mainNav(page).getByRole("link", { name: "FAQ" })).toHaveAttribute("aria-current", "page")
    await expect(mainNav(page).getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page")
  })

  test("shows a progress bar while a slow route change runs", async ({ page }) => {
    // Delayed from the start, so Gatsby's prefetch of visible links cannot fetch it early.
    await page.route("**/page-data/books/page-data.json", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5000))
      await route.continue()
    })
    await page.goto("/about/")
    // Hydrated (the menu button turns enabled then), so the click is a client-side route change.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeEnabled()
    await mainNav(page).getByRole("link", { name: "Books" }).click()
    await expect(page.locator("#nprogress .bar")).toBeVisible({ timeout: 4500 })
    // The page data arrives 5 s after the click, so the new address may take longer than that.
    await expect(page).toHaveURL(/\/books\/$/, { timeout: 10_000 })
    await expect(page.locator("#nprogress")).toHaveCount(0)
  })
})

for (const width of [375, 800]) {
  test.describe(`menu at ${width}px`, () => {
    test.use({ viewport: { width, height: 740 } })

    test("the menu button opens a full-screen black overlay; a tapped link navigates and closes it", async ({ page }) => {
      await page.goto("/about/")
      await expect(mainNav(page).getByRole("list").first()).toBeHidden()
      const button = page.getByRole("button", { name: "Open menu" })
      await expect(button).toHaveAttribute("aria-expanded", "false")
      await button.click()

      const overlay = page.getByRole("dialog", { name: "Site menu" })
      await expect(overlay).toBeVisible()
      await expect(button).toHaveAttribute("aria-expanded", "true")
      expect(await overlay.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(BLACK)
      expect(await overlay.boundingBox()).toEqual({ x: 0, y: 0, width, height: 740 })
      await expect(overlay.getByRole("button", { name: "Close menu" })).toBeVisible()
      const links = overlay.getByRole("link")
      await expect(links).toHaveCount(9) // the brand and the eight links
      // Stacked: each link sits below the previous one.
      const ys = await overlay.getByRole("listitem").evaluateAll((items) => items.map((i) => i.getBoundingClientRect().top))
      expect(ys).toEqual([...ys].sort((a, b) => a - b))
      expect(new Set(ys).size).toBe(8)

      await overlay.getByRole("link", { name: "Programmes" }).click()
      await expect(page).toHaveURL(/\/programs\/$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmes")
      await expect(overlay).toBeHidden()
    })

    test("Escape and the close button close it, focus returns, the page scrolls again", async ({ page }) => {
      await page.goto("/contact/")
      const button = page.getByRole("button", { name: "Open menu" })
      const overlay = page.getByRole("dialog", { name: "Site menu" })
      await button.click()
      await expect(overlay).toBeVisible()
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("hidden")
      await page.keyboard.press("Escape")
      await expect(overlay).toBeHidden()
      await expect(button).toBeFocused()
      expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe("visible")

      await button.click()
      for (let i = 0; i < 12; i += 1) await page.keyboard.press("Tab")
      expect(await overlay.evaluate((el) => el.contains(document.activeElement))).toBe(true)
      await overlay.getByRole("button", { name: "Close menu" }).click()
      await expect(overlay).toBeHidden()
      await expect(button).toBeFocused()
    })

    test("the home page at the top shows only the brand", async ({ page }) => {
      await page.goto("/")
      await expect(page.getByRole("button", { name: "Open menu" })).toHaveCount(0)
      await page.mouse.wheel(0, 400)
      await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible()
    })
  })
}

test.describe("every route", () => {
  for (const route of [...ROUTES, "/no-such-page/"]) {
    test(`${route} has the footer, one main landmark and no horizontal scroll`, async ({ page }) => {
      const response = await page.goto(route)
      expect(response?.status()).toBe(route === "/no-such-page/" ? 404 : 200)
      const footer = page.getByRole("contentinfo")
      await expect(footer).toContainText("Stop by, and say Hello!")
      await expect(footer).toContainText(`Whitcombe Leadership Ltd © ${new Date().getFullYear()} All Rights Reserved.`)
      await expect(footer.getByRole("link", { name: /LinkedIn/ })).toHaveAttribute("target", "_blank")
      await expect(page.getByRole("main")).toHaveCount(1)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    })
  }

  test("the skip link is the first stop for the keyboard and moves focus to the content", async ({ page }) => {
    await page.goto("/books/")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Skip to content" })
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
  })

  /** A page's own chunk, as webpack names it (its script is that name, a hash and .js). */
  const pageChunk = (page: string): string => (JSON.parse(readBuilt(`page-data/${page}/page-data.json`)) as { componentChunkName: string }).componentChunkName

  /**
   * How the studio's code and the enquiry form's code are recognised: the page's own chunk by its
   * file name, and text only that code carries (string literals survive minifying), which finds it
   * in whichever chunk webpack puts it, the studio app the studio page loads later included.
   */
  const STUDIO_CODE = { chunk: pageChunk("studio"), text: describeAuthError(null) }
  /** The client's room, recognised the same way. */
  const CLIENT_CODE = { chunk: pageChunk("client"), text: describeLinkError(null) }
  const FORM_CODE = { chunk: pageChunk("contact"), text: DRAFT_KEY }
  /**
   * Booking a call's code and luxon (its text for an invalid date): loaded only once a visitor starts
   * booking on /contact/; the newsletter's form (its function's addresses) and its submit path: only
   * once a visitor touches the form.
   */
  const LATER_CODE = [BOOKING_CALLABLES.listTimes, "Invalid DateTime", NEWSLETTER_HTTP.unsubscribe, NEWSLETTER_CALLABLES.subscribe]

  /** Every script the page has run: those of its HTML, and those loaded since (webpack removes their tags). */
  const scriptsRun = (page: Page): Promise<string[]> =>
    page.evaluate(() => [
      ...new Set([
        ...[...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((script) => script.src),
        ...(performance.getEntriesByType("resource") as PerformanceResourceTiming[]).filter((entry) => entry.initiatorType === "script").map((entry) => entry.name),
      ]),
    ])

  /** Once the network is quiet and the page idle: the page's code (hydration waits for idle time) has all arrived. */
  const untilIdle = async (page: Page): Promise<void> => {
    await page.waitForLoadState("networkidle")
    await page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 500), { timeout: 4000 })))
  }

  test("/studio/: the studio's code is recognised where it runs, so its absence elsewhere means something", async ({ page, request }) => {
    await page.goto("/studio/")
    await expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })
    const sources = await scriptsRun(page)
    const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).text()))
    expect(sources.some((src) => new URL(src).pathname.includes(STUDIO_CODE.chunk))).toBe(true)
    expect(bodies.some((body) => body.includes(STUDIO_CODE.text))).toBe(true)
  })

  test("/client/: the client room's code is recognised where it runs, so its absence elsewhere means something", async ({ page, request }) => {
    await page.goto("/client/")
    await expect(page.getByRole("heading", { name: "Your room" })).toBeVisible({ timeout: 30_000 })
    const sources = await scriptsRun(page)
    const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).text()))
    expect(sources.some((src) => new URL(src).pathname.includes(CLIENT_CODE.chunk))).toBe(true)
    expect(bodies.some((body) => body.includes(CLIENT_CODE.text))).toBe(true)
  })

  for (const route of ROUTES) {
    test(`${route}: no Firebase, studio, client room, booking or newsletter code in the first JavaScript (nor the enquiry form's but on /contact/), and no Firebase request on load`, async ({ page, request }) => {
      const firebaseCalls: string[] = []
      page.on("request", (req) => {
        const url = new URL(req.url())
        if (isBackendCall(url) || /googleapis\.com|firebase|google-analytics|googletagmanager/.test(url.hostname)) firebaseCalls.push(req.url())
      })
      await page.goto(route)
      // Idle time is when analytics would start; nothing may go out, and no other page's code may have run.
      await untilIdle(page)
      const sources = await scriptsRun(page)
      expect(sources.length).toBeGreaterThan(0)
      const foreign = route === "/contact/" ? [STUDIO_CODE, CLIENT_CODE] : [STUDIO_CODE, CLIENT_CODE, FORM_CODE]
      const bodies = await Promise.all(sources.map(async (src) => (await request.get(src)).text()))
      sources.forEach((src, index) => {
        expect(bodies[index], src).not.toMatch(/@firebase\/|firebaseinstallations|initializeAnalytics/)
        for (const { chunk, text } of foreign) {
          expect(new URL(src).pathname, `${src} is another page's code`).not.toContain(chunk)
          expect(bodies[index].includes(text), `${src} carries "${text}"`).toBe(false)
        }
        for (const text of LATER_CODE) expect(bodies[index].includes(text), `${src} carries "${text}"`).toBe(false)
      })
      // The contact page does run the form, so the same check finds it where it is.
      if (route === "/contact/") {
        expect(sources.some((src) => new URL(src).pathname.includes(FORM_CODE.chunk))).toBe(true)
        expect(bodies.some((body) => body.includes(FORM_CODE.text))).toBe(true)
      }
      expect(firebaseCalls).toEqual([])
    })
  }
})

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } })

  test("the server-rendered page is fully styled: global style, header state and shell", async ({ page }) => {
    await page.goto("/about/")
    expect(await css(page, "body", "margin-top")).toBe("0px")
    expect(await css(page, "body", "font-family")).toMatch(/^system-ui/)
    await expect(header(page)).toHaveAttribute("data-state", "alternate")
    expect(await css(page, "header", "background-color")).toBe(WHITE)
    await expect(mainNav(page).getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page")
    await expect(page.getByRole("contentinfo")).toContainText("Stop by, and say Hello!")
  })
})

test.describe("moving between pages in the browser (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // The browser keeps the global style the server HTML brought (src/wrap-elements.tsx).
  test("the global style holds once the page is running and after moving to another page", async ({ page }) => {
    await page.goto("/about/")
    await page.mouse.wheel(0, 400)
    // Hydrated: React has replaced the no-JavaScript menu link with the menu button.
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeEnabled()
    for (const route of ["/about/", "/services/"]) {
      if (route !== "/about/") {
        await mainNav(page).getByRole("link", { name: "Services", exact: true }).click()
        await expect(page).toHaveURL(route)
      }
      expect(await css(page, "body", "margin-top")).toBe("0px")
      expect(await css(page, "body", "font-family")).toMatch(/^system-ui/)
      expect(await css(page, "main h1", "font-family")).toMatch(/^"Heading Serif"/)
      expect(await css(page, "main a", "color")).not.toBe("rgb(0, 0, 238)")
    }
  })

  // react-helmet arrives after hydration (src/head/seo.tsx); each page it writes must end up with
  // the head its own server HTML has, one tag of each.
  test("the head becomes the next page's: its title, description and canonical address, once each", async ({ page }) => {
    const served = (route: string) => {
      const html = readBuilt(`${route.slice(1)}index.html`)
      return {
        title: /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1].replace(/&amp;/g, "&"),
        canonical: /<link[^>]*rel="canonical"[^>]*href="([^"]+)"/.exec(html)?.[1],
      }
    }
    await page.goto("/about/")
    await page.mouse.wheel(0, 400)
    for (const [name, route] of [["Services", "/services/"], ["FAQ", "/faq/"]] as const) {
      await mainNav(page).getByRole("link", { name, exact: true }).click()
      await expect(page).toHaveURL(route)
      const expected = served(route)
      await expect(page).toHaveTitle(expected.title ?? "")
      await expect(page.locator('head link[rel="canonical"]')).toHaveCount(1)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", expected.canonical ?? "")
      await expect(page.locator('head meta[name="description"]')).toHaveCount(1)
      await expect(page.locator("head title")).toHaveCount(1)
    }
  })
})

test.describe("the head writer's code (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } })
  const HEAD_WRITER = /\/head-writer-[0-9a-f]+\.js$/

  // src/head/head-writer.tsx: a visitor who reads one page and leaves never fetches Helmet.
  test("is fetched only once the visitor points at a link to another page, and a move made before it arrives still gets its head", async ({ page }) => {
    const fetched: string[] = []
    page.on("request", (request) => {
      if (HEAD_WRITER.test(request.url())) fetched.push(request.url())
    })
    // The chunk is held back until the visitor has clicked, as on a slow phone network.
    let clicked = () => {}
    const click = new Promise<void>((resolve) => {
      clicked = resolve
    })
    await page.route(HEAD_WRITER, async (route) => {
      await click
      await route.continue()
    })
    await page.goto("/about/")
    await expect(page.getByRole("button", { name: "Open menu", includeHidden: true })).toBeEnabled()
    await page.waitForLoadState("networkidle")
    await page.mouse.wheel(0, 400)
    await page.getByRole("heading", { level: 1 }).hover()
    expect(fetched).toEqual([])

    const services = mainNav(page).getByRole("link", { name: "Services", exact: true })
    await services.hover()
    await expect.poll(() => fetched.length).toBe(1)
    await services.click()
    clicked()
    await expect(page).toHaveURL("/services/")
    const served = /<title[^>]*>([^<]*)<\/title>/.exec(readBuilt("services/index.html"))?.[1].replace(/&amp;/g, "&") ?? ""
    await expect(page).toHaveTitle(served)
    await expect(page.locator("head title")).toHaveCount(1)
    expect(fetched).toHaveLength(1)
  })
})

test.describe("becoming interactive (1280px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  // src/shell/hydrate-in-slices.ts hydrates only when Gatsby's #gatsby-focus-wrapper holds the server
  // HTML, and otherwise renders the page afresh, which first empties #___gatsby. Should an upgrade
  // rename or drop the wrapper, every page would be drawn twice and this test fails.
  test("the server-rendered page is hydrated where it is, not thrown away and drawn again", async ({ page }) => {
    await page.addInitScript(() => {
      const removed: string[] = []
      ;(window as unknown as { removedFromRoot: string[] }).removedFromRoot = removed
      new MutationObserver((records) => {
        for (const record of records) {
          if ((record.target as Element).id !== "___gatsby") continue
          record.removedNodes.forEach((node) => removed.push(`${node.nodeName}#${(node as Element).id ?? ""}`))
        }
      }).observe(document, { childList: true, subtree: true })
    })
    for (const route of ["/", "/about/", "/blog/"]) {
      await page.goto(route)
      await expect(page.locator("#___gatsby > #gatsby-focus-wrapper > *").first()).toBeAttached()
      // Interactive: Gatsby marks its first render once the page is hydrated.
      await expect.poll(() => page.evaluate(() => performance.getEntriesByName("onInitialClientRender").length)).toBeGreaterThan(0)
      expect(await page.evaluate(() => (window as unknown as { removedFromRoot: string[] }).removedFromRoot), route).toEqual([])
    }
  })
})
