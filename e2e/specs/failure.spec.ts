/**
 * Nothing lost under failure: the pages stay readable and navigable without JavaScript, with
 * storage refused, with every third-party request failing and on a slow network.
 */
import type { Page } from "@playwright/test"
import { dataFile } from "../../test-support/content-files"
import { expect, ROUTES, test } from "../support/fixtures"

const header = (page: Page) => page.getByRole("banner")
const allPages = (page: Page) => page.getByRole("navigation", { name: "All pages" })

/** Uncaught errors and console errors, from the start of the page. */
const watchErrors = (page: Page): string[] => {
  const errors: string[] = []
  page.on("pageerror", (error) => errors.push(error.message))
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  return errors
}

/** Waits until React runs the page: the menu button replaces the no-JavaScript link then. */
const hydrated = async (page: Page): Promise<void> => {
  await page.mouse.wheel(0, 600)
  await expect(header(page).getByRole("button", { name: "Open menu" })).toBeVisible()
}

test.describe("without JavaScript, at 375px", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } })

  for (const route of ROUTES.filter((r) => r !== "/")) {
    test(`${route}: the content is there and the menu leads to every page`, async ({ page }) => {
      await page.goto(route)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      const menu = header(page).getByRole("link", { name: "All pages" })
      await expect(menu).toBeVisible()
      await menu.click()
      await expect(page).toHaveURL(/#site-pages$/)
      const list = allPages(page)
      await expect(list).toBeInViewport()
      await expect(list.getByRole("link")).toHaveCount(8)
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      const [target, address] = route === "/books/" ? ["FAQ", /\/faq\/$/] : ["Books", /\/books\/$/]
      await list.getByRole("link", { name: target }).click()
      await expect(page).toHaveURL(address)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    })
  }

  test("the home page's content and the list of pages are there", async ({ page }) => {
    await page.goto("/")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(allPages(page).getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact/")
  })

  test("the contact page offers the e-mail route", async ({ page }) => {
    await page.goto("/contact/")
    const mail = page.getByRole("main").locator('a[href^="mailto:"]').first()
    await expect(mail).toBeVisible()
    expect(await mail.getAttribute("href")).toMatch(/^mailto:[^@]+@[^@]+\.[a-z]+/)
  })
})

test.describe("under failure, at 375px", () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test("with storage refused (private mode, a full quota) the page runs and navigates", async ({ page }) => {
    await page.addInitScript(() => {
      const refuse = () => {
        throw new DOMException("The quota has been exceeded.", "QuotaExceededError")
      }
      for (const name of ["localStorage", "sessionStorage"] as const) {
        Object.defineProperty(window, name, { get: refuse, configurable: true })
      }
    })
    const errors = watchErrors(page)
    await page.goto("/about/")
    await hydrated(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "FAQ" }).click()
    await expect(page).toHaveURL(/\/faq\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    expect(errors).toEqual([])
  })

  test("with every third-party request failing, the page runs and navigates", async ({ page }) => {
    const blocked: string[] = []
    const local = new URL(process.env.E2E_BASE_URL ?? "http://127.0.0.1").origin
    await page.route(
      (url) => url.origin !== local,
      (route) => {
        blocked.push(route.request().url())
        return route.abort("blockedbyclient")
      },
    )
    const errors = watchErrors(page)
    await page.goto("/contact/")
    await hydrated(page)
    await page.getByRole("button", { name: "Open menu" }).click()
    await page.getByRole("dialog", { name: "Site menu" }).getByRole("link", { name: "Services" }).click()
    await expect(page).toHaveURL(/\/services\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(dataFile("services").page.heading)
    // A refused request shows in the console as a failed load, which is the point here.
    expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([])
  })

  test("on a slow network the server HTML is readable and navigable before the scripts arrive", async ({ page }) => {
    let release: () => void = () => undefined
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve))
    await page.route("**/*.js", async (route) => {
      await scriptsHeld
      await route.continue()
    })
    const errors = watchErrors(page)
    // The held scripts keep the document from finishing; what was parsed before them shows.
    await page.goto("/programs/", { waitUntil: "commit" })
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Programmes")
    await page.mouse.wheel(0, 600)
    // Before the app runs, the menu is the link to the list of every page.
    await expect(header(page).getByRole("link", { name: "All pages" })).toBeVisible()
    release()
    await hydrated(page)
    await expect(header(page).getByRole("link", { name: "All pages" })).toHaveCount(0)
    expect(errors).toEqual([])
  })

  test("the footer shows the visitor's year after hydration, the build year in the server HTML, without a mismatch", async ({ page, request }) => {
    // React separates text pieces with empty comments in the server HTML.
    const serverHtml = (await (await request.get("/books/")).text()).replace(/<!-- -->/g, "")
    const buildYear = /© (\d{4}) All Rights Reserved/.exec(serverHtml)?.[1]
    expect(buildYear).toMatch(/^20\d\d$/)
    const visitorYear = Number(buildYear) + 3
    await page.clock.setFixedTime(new Date(`${visitorYear}-06-01T12:00:00Z`))
    const errors = watchErrors(page)
    await page.goto("/books/")
    await hydrated(page)
    await expect(page.getByRole("contentinfo")).toContainText(`© ${visitorYear} All Rights Reserved.`)
    // React reports a server/client mismatch as a console error (minified error #418/#425 in production).
    expect(errors).toEqual([])
  })
})
