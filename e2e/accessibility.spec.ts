/** Automated accessibility checks (axe) on each content route: contrast, names, landmarks, headings. */
import AxeBuilder from "@axe-core/playwright"
import { expect, test } from "./fixtures"

const ROUTES = ["/", "/about/", "/services/", "/programs/", "/blog/", "/blog/delegation-is-a-design-problem/", "/books/", "/faq/", "/contact/"]

test.use({ viewport: { width: 1280, height: 800 } })

for (const route of ROUTES) {
  test(`${route} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(route)
    await page.evaluate(() => document.fonts.ready)
    const { violations } = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze()
    const serious = violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).slice(0, 3).join(", ")}`)
    expect(serious).toEqual([])
  })
}
