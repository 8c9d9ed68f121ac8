/**
 * @jest-environment node
 *
 * robots.txt as the build writes it: open to search engines on the production build, closed on a
 * preview build (SITE_PREVIEW=true).
 */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { writeCrawlerFiles } from "../gatsby/content/write-crawler-files"

const built = (env: Record<string, string | undefined>): string => {
  const dir = mkdtempSync(join(tmpdir(), "crawler-"))
  mkdirSync(join(dir, "public"))
  writeFileSync(join(dir, "public", "sitemap-index.xml"), "<sitemapindex/>")
  const cwd = process.cwd()
  process.chdir(dir)
  try {
    writeCrawlerFiles(env)
  } finally {
    process.chdir(cwd)
  }
  return readFileSync(join(dir, "public", "robots.txt"), "utf8")
}

describe("robots.txt", () => {
  it("lets search engines in on a production build and points them at the sitemap", () => {
    const robots = built({})
    expect(robots).toMatch(/^User-agent: \*\nAllow: \/\n/)
    expect(robots).toContain("Sitemap: https://www.eleanorwhitcombe.co.uk/sitemap.xml")
    // The coach's studio and the client's room are nobody's search result.
    expect(robots.split("\n").filter((line) => line.startsWith("Disallow:"))).toEqual(["Disallow: /studio/", "Disallow: /client/"])
    expect(built({ SITE_PREVIEW: "false" })).toBe(robots)
  })

  it.each(["true", "1"])("shuts everything on a preview build (SITE_PREVIEW=%s)", (value) => {
    const robots = built({ SITE_PREVIEW: value })
    expect(robots).toMatch(/User-agent: \*\nDisallow: \/\n/)
    expect(robots).not.toMatch(/Allow: \/|Sitemap:/)
  })
})
