import AxeBuilder from "@axe-core/playwright"
import { ROUTES, expect, test } from "../support/fixtures"

const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]

for (const width of [375, 1280]) {
  test.describe(`accessibility at ${width}px`, () => {
    test.use({ viewport: { width, height: 800 } })

    for (const route of [...ROUTES, "/blog/delegation-is-a-design-problem/", "/no-such-page/"]) {
      test(`${route} has no WCAG A/AA violations`, async ({ page }) => {
        await page.goto(route)
        await page.evaluate(() => document.fonts.ready)
        const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze()
        expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([])
      })
    }
  })
}

test.describe("accessibility of the open menu", () => {
  test.use({ viewport: { width: 375, height: 800 } })

  test("the open overlay has no WCAG A/AA violations", async ({ page }) => {
    await page.goto("/about/")
    await page.getByRole("button", { name: "Open menu" }).click()
    await expect(page.getByRole("dialog", { name: "Site menu" })).toBeVisible()
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).include("#mobile-menu").analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })

  test("the header after scrolling on the home page has no contrast problems", async ({ page }) => {
    await page.goto("/")
    await page.mouse.wheel(0, 400)
    await expect(page.getByRole("banner")).toHaveAttribute("data-state", "main2")
    const { violations } = await new AxeBuilder({ page }).withTags(WCAG).include("header").analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })
})
