/**
 * The analytics consent banner, as production shows it: the local build carries a placeholder
 * measurement ID (scripts/local-backend/), so the banner, the footer link and the analytics code
 * run here as they do on the live site. Every analytics endpoint is answered by the test
 * (e2e/support/analytics-stand-in.ts), and each request is still checked by the hosting's real
 * Content-Security-Policy first.
 */
import AxeBuilder from "@axe-core/playwright"
import type { Locator, Page } from "@playwright/test"
import { directive } from "../../test-support/csp-directive"
import { hostingConfig } from "../../hosting/hosting-config"
import site from "../../content/site.json"
import { CONSENT_KEY } from "../../src/features/consent/consent-store"
import { builtEnv, GTAG_COOKIE, gtagCommands, measurementId, pageViews, standInAnalytics } from "../support/analytics-stand-in"
import { watchViolations } from "../support/csp-violations"
import { expect, test } from "../support/fixtures"

const { accept, decline, change } = site.analyticsConsent

const banner = (page: Page): Locator => page.getByRole("region", { name: "Analytics cookies" })
const stored = (page: Page): Promise<string | null> => page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY)

/** Waits until the browser is idle, when analytics would start, and a little longer. */
const idle = (page: Page): Promise<unknown> =>
  page.evaluate(() => new Promise((done) => requestIdleCallback(() => setTimeout(done, 1000), { timeout: 4000 })))

/** The page views Firebase handed to gtag.js, once they have stopped coming. */
const settledPageViews = async (page: Page, expected: number): Promise<Record<string, unknown>[]> => {
  await expect.poll(async () => (await pageViews(page)).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(expected)
  await idle(page)
  return pageViews(page)
}

const thisPage = (page: Page) =>
  page.evaluate(() => ({ screen_name: document.title, screen_url: window.location.href }))

const sitePolicy = (env: Record<string, string | undefined>): string =>
  hostingConfig(env).headers[0].headers.find((h) => h.key === "Content-Security-Policy")?.value ?? ""

test.describe("before a choice", () => {
  test.use({ storedConsent: null })

  test("the banner asks, and no analytics script, cookie or request comes before consent", async ({ page, context }) => {
    const traffic = await standInAnalytics(page)
    await page.goto("/about/")
    await expect(banner(page)).toBeVisible()
    await idle(page)
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL(/\/services\/$/)
    await idle(page)
    expect(traffic.requests).toEqual([])
    await expect(page.locator('script[src*="googletagmanager"]')).toHaveCount(0)
    expect(await context.cookies()).toEqual([])
    expect(await gtagCommands(page)).toEqual([])
    expect(await stored(page)).toBeNull()
  })

  test("after consent, the page it was given on is counted once, then each new page once; every request is within the policy", async ({ page }) => {
    const violations = await watchViolations(page)
    const traffic = await standInAnalytics(page)
    await page.goto("/about/")
    await idle(page)
    await banner(page).getByRole("button", { name: accept }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('"granted"')

    const [view] = await settledPageViews(page, 1)
    expect(await pageViews(page)).toHaveLength(1)
    expect(view).toEqual({ ...(await thisPage(page)), send_to: measurementId() })
    // gtag.js is told not to count a page view of its own: the site's are the only ones.
    const config = (await gtagCommands(page)).find(([command]) => command === "config")
    expect(config?.[1]).toBe(measurementId())
    expect(config?.[2]).toMatchObject({ send_page_view: false })

    // A route change is one more page view, for the new page.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Books" }).click()
    await expect(page).toHaveURL(/\/books\/$/)
    const views = await settledPageViews(page, 2)
    expect(views).toHaveLength(2)
    expect(views[1]).toEqual({ ...(await thisPage(page)), send_to: measurementId() })

    // What went out: Firebase's config and installation services and gtag.js, nothing else.
    const origins = [...new Set(traffic.requests.map((url) => new URL(url).hostname))].sort()
    expect(origins).toEqual(["firebase.googleapis.com", "firebaseinstallations.googleapis.com", "www.googletagmanager.com"])
    expect(traffic.requests.filter((url) => url.includes("/gtag/js"))).toHaveLength(1)
    // The policy was enforced on each of those requests before the test answered it.
    expect(violations).toEqual([])
    // The policy allows exactly those hosts for analytics, plus where gtag.js sends its hits (which
    // the stand-in cannot show): the hosts the measurement ID adds to the policy, directive by directive.
    const withAnalytics = sitePolicy(builtEnv())
    const without = sitePolicy({ ...builtEnv(), GATSBY_FIREBASE_MEASUREMENT_ID: undefined })
    const added = (name: string) => directive(withAnalytics, name).filter((source) => !directive(without, name).includes(source))
    // gtag.js by its exact path: the rest of that host serves any tag container's code.
    expect(added("script-src")).toEqual(["https://www.googletagmanager.com/gtag/js"])
    expect(added("connect-src")).toEqual(
      expect.arrayContaining(["https://firebase.googleapis.com", "https://firebaseinstallations.googleapis.com"]),
    )
    const gtagHitHosts = ["https://www.googletagmanager.com", "https://www.google-analytics.com", "https://region1.google-analytics.com", "https://region1.analytics.google.com"]
    expect(added("connect-src").filter((source) => !source.includes("firebase"))).toEqual(gtagHitHosts)
    expect(added("img-src")).toEqual(["https://www.google-analytics.com", "https://www.googletagmanager.com"])

    // The next visit starts counting at once, without asking.
    await page.reload()
    await expect(banner(page)).toHaveCount(0)
    expect(await settledPageViews(page, 1)).toEqual([{ ...(await thisPage(page)), send_to: measurementId() }])
  })

  test("declining sends nothing, now or on later pages and visits", async ({ page, context }) => {
    const traffic = await standInAnalytics(page)
    await page.goto("/faq/")
    await banner(page).getByRole("button", { name: decline }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('"denied"')
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Programmes" }).click()
    await idle(page)
    await page.reload()
    await idle(page)
    await expect(banner(page)).toHaveCount(0)
    expect(traffic.requests).toEqual([])
    expect(await gtagCommands(page)).toEqual([])
    expect(await context.cookies()).toEqual([])
  })

  test.describe("at 375px", () => {
    test.use({ viewport: { width: 375, height: 667 } })

    test("the banner shifts nothing on the page and is reached by the keyboard", async ({ page }) => {
      await page.addInitScript(() => {
        const shifts: number[] = []
        ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value)
          }
        }).observe({ type: "layout-shift", buffered: true })
      })
      await page.goto("/")
      await expect(banner(page)).toBeVisible()
      await page.evaluate(() => document.fonts.ready)
      await idle(page)
      // Cumulative layout shift of the whole load, banner included.
      expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([])

      // Tab reaches the banner's first choice; Enter makes it.
      let inBanner = false
      for (let presses = 0; presses < 80 && !inBanner; presses += 1) {
        await page.keyboard.press("Tab")
        inBanner = await page.evaluate(() => Boolean(document.activeElement?.closest("[data-consent-banner]")))
      }
      expect(inBanner).toBe(true)
      await expect(banner(page).getByRole("button", { name: accept })).toBeFocused()
      await page.keyboard.press("Enter")
      await expect(banner(page)).toHaveCount(0)
      expect(await stored(page)).toBe('"granted"')
    })

    test("the banner has no WCAG A/AA violation", async ({ page }) => {
      await page.goto("/contact/")
      await expect(banner(page)).toBeVisible()
      const { violations } = await new AxeBuilder({ page })
        .include("[data-consent-banner]")
        .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
        .analyze()
      expect(violations.map((v) => v.id)).toEqual([])
    })
  })

  test("the banner leaves the call to action free: the home page's on a phone's first screen, and any page's once scrolled to", async ({ page }) => {
    for (const viewport of [{ width: 375, height: 667 }, { width: 375, height: 812 }, { width: 768, height: 1024 }, { width: 1280, height: 800 }]) {
      await page.setViewportSize(viewport)
      for (const path of ["/", "/about/"]) {
        await page.goto(path)
        await expect(banner(page)).toBeVisible()
        const cta = page.getByRole("main").getByRole("link", { name: site.callToAction.label }).first()
        // The home page's is in its first screen; elsewhere it closes the page.
        if (path !== "/") await cta.evaluate((link) => link.scrollIntoView({ block: "center" }))
        const [ctaBox, bannerBox] = [await cta.boundingBox(), await banner(page).boundingBox()]
        const what = `${path} at ${viewport.width}×${viewport.height}`
        expect(ctaBox && bannerBox, what).toBeTruthy()
        const [a, b] = [ctaBox!, bannerBox!]
        const apart = a.y >= b.y + b.height || a.y + a.height <= b.y || a.x >= b.x + b.width || a.x + a.width <= b.x
        expect(apart, `${what}: call to action ${JSON.stringify(ctaBox)}, banner ${JSON.stringify(bannerBox)}`).toBe(true)
        // What a tap on its middle reaches is the link itself.
        const tapped = await cta.evaluate((link) => {
          const box = link.getBoundingClientRect()
          return link.contains(document.elementFromPoint(box.x + box.width / 2, Math.min(box.y + box.height / 2, window.innerHeight - 1)))
        })
        expect(tapped, what).toBe(true)
      }
    }
  })
})

test.describe("after agreeing on an earlier visit", () => {
  test.use({ storedConsent: "granted" })

  // src/head/head-writer.tsx: the first page's head comes with its HTML, so counting it needs no Helmet.
  test("the first page is counted with its own title, and the head writer's code is not fetched for it", async ({ page }) => {
    const headWriter: string[] = []
    page.on("request", (request) => {
      if (/\/head-writer-[0-9a-f]+\.js$/.test(request.url())) headWriter.push(request.url())
    })
    await standInAnalytics(page)
    await page.goto("/services/")
    const [view] = await settledPageViews(page, 1)
    expect(view).toEqual({ ...(await thisPage(page)), send_to: measurementId() })
    await idle(page)
    expect(headWriter).toEqual([])
  })

  test("the footer link asks again, and withdrawing stops analytics and removes its cookie", async ({ page, context }) => {
    await standInAnalytics(page)
    await page.goto("/services/")
    await expect(banner(page)).toHaveCount(0)
    expect(await settledPageViews(page, 1)).toHaveLength(1)
    // gtag.js (here its stand-in) has written its cookie.
    expect((await context.cookies()).map((c) => c.name)).toContain(GTAG_COOKIE)

    await page.getByRole("contentinfo").getByRole("button", { name: change }).click()
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole("button", { name: decline }).click()
    await expect(banner(page)).toHaveCount(0)
    expect(await stored(page)).toBe('"denied"')
    expect((await context.cookies()).map((c) => c.name)).not.toContain(GTAG_COOKIE)
    // gtag.js's own opt-out flag is raised, so it sends nothing more even for events already queued.
    expect(await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], measurementId())).toBe(true)

    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    await idle(page)
    expect(await pageViews(page)).toHaveLength(1)

    // Changing one's mind again counts the page it happens on, once.
    await page.getByRole("contentinfo").getByRole("button", { name: change }).click()
    await banner(page).getByRole("button", { name: accept }).click()
    const views = await settledPageViews(page, 2)
    expect(views).toHaveLength(2)
    expect(views[1]).toEqual({ ...(await thisPage(page)), send_to: measurementId() })
  })
})

/** The studio's own screen is up (signed out: its sign-in form), so its code has run. */
const studioReady = (page: Page) => expect(page.getByRole("heading", { name: "Sign in to the studio" })).toBeVisible({ timeout: 30_000 })

test.describe("the coach's studio is not a page of the site", () => {
  test.describe("with consent given earlier on the public site", () => {
    test.use({ storedConsent: "granted" })

    test("/studio/ loads no analytics, sends nothing and offers no cookie settings; the next public page counts as before", async ({ page, context }) => {
      const traffic = await standInAnalytics(page)
      await page.goto("/studio/")
      await studioReady(page)
      await idle(page)
      expect(traffic.requests).toEqual([])
      expect(await gtagCommands(page)).toEqual([])
      expect(await context.cookies()).toEqual([])
      await expect(banner(page)).toHaveCount(0)
      await expect(page.getByRole("contentinfo").getByRole("button", { name: change })).toHaveCount(0)

      // Leaving the studio for a page of the site: that page is counted, once, and the footer asks again.
      await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click()
      await expect(page).toHaveURL(/\/about\/$/)
      expect(await settledPageViews(page, 1)).toEqual([{ ...(await thisPage(page)), send_to: measurementId() }])
      await expect(page.getByRole("contentinfo").getByRole("button", { name: change })).toBeVisible()
    })
  })

  test.describe("before a choice", () => {
    test.use({ storedConsent: null })

    test("the banner a public page shows is not shown at /studio/, and nothing is sent there", async ({ page }) => {
      const traffic = await standInAnalytics(page)
      await page.goto("/about/")
      await expect(banner(page)).toBeVisible()
      await page.goto("/studio/")
      await studioReady(page)
      await idle(page)
      await expect(banner(page)).toHaveCount(0)
      await expect(page.getByRole("contentinfo").getByRole("button", { name: change })).toHaveCount(0)
      expect(traffic.requests).toEqual([])
      expect(await stored(page)).toBeNull()
    })
  })
})
