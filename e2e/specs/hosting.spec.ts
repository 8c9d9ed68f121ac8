/**
 * The hosting configuration as visitors get it: the Firebase Hosting emulator serves the build with
 * the hosting block of hosting/hosting-config.ts (computed for this run's variables, as the global
 * setup does), and these tests read what it answers.
 */
import { readdirSync, readFileSync, statSync } from "node:fs"
import { join, relative, sep } from "node:path"
import type { APIRequestContext, Page } from "@playwright/test"
import { hostingConfig, IMMUTABLE, NO_CACHE } from "../../hosting/hosting-config"
import { watchViolations } from "../support/csp-violations"
import { expect, ROUTES, test } from "../support/fixtures"

// The variables the build was made with (the global setup computes them: the local backend's addresses).
const config = hostingConfig(process.env.E2E_BUILT_ENV ? (JSON.parse(process.env.E2E_BUILT_ENV) as Record<string, string>) : process.env)
const [defaults] = config.headers
const SECURITY = defaults.headers.filter((h) => h.key !== "Cache-Control")
const SITE_CSP = SECURITY.find((h) => h.key === "Content-Security-Policy")?.value ?? ""
const STORY_CSP = config.headers.at(-1)?.headers.find((h) => h.key === "Content-Security-Policy")?.value ?? ""

const walk = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? walk(path) : [path]
  })

/** Every file of the build, as the address it is served at. */
const BUILT_FILES = walk("public").map((file) => `/${relative("public", file).split(sep).join("/")}`)
const firstMatching = (pattern: RegExp): string => {
  const found = BUILT_FILES.find((file) => pattern.test(file))
  if (!found) throw new Error(`The build has no file like ${pattern}`)
  return found
}

const STORY = firstMatching(/^\/stories\/[a-z0-9-]+\/index\.html$/).replace(/index\.html$/, "")
const POST = firstMatching(/^\/blog\/(?!page\/)[a-z0-9-]+\/index\.html$/).replace(/index\.html$/, "")

/** What Gatsby's caching guide calls safe to keep for a year: files named by their content's hash. */
const carriesContentHash = (file: string): boolean => file.startsWith("/static/") || /[-.][0-9a-f]{20}\.(js|css)$/.test(file)

/** The answer's headers, once it is known to be the file itself (or the site's 404 page). */
const headersOf = async (request: APIRequestContext, path: string, method: "GET" | "HEAD" = "GET"): Promise<Record<string, string>> => {
  const response = await request.fetch(path, { method })
  // The 404 page answers with status 404 at its own address too.
  const missing = path.startsWith("/no-such-page") || path === "/404.html"
  expect(response.status(), path).toBe(missing ? 404 : 200)
  if (missing && path.endsWith("/")) expect(await response.text()).toContain("Page not found")
  return response.headers()
}

const expectSecurityHeaders = (headers: Record<string, string>, csp: string, what: string): void => {
  for (const { key, value } of SECURITY) {
    expect(headers[key.toLowerCase()], `${key} on ${what}`).toBe(key === "Content-Security-Policy" ? csp : value)
  }
}

test.describe("headers", () => {
  test("HTML, JavaScript, CSS, a font, images, page-data, app-data and the 404 carry every security header", async ({ request }) => {
    const samples = [
      "/",
      "/about/",
      "/contact/",
      POST,
      "/no-such-page/",
      firstMatching(/^\/app-[0-9a-f]{20}\.js$/),
      firstMatching(/^\/gatsby-boot-[0-9a-f]{20}\.js$/),
      firstMatching(/\.css$/),
      firstMatching(/^\/static\/.*\.woff2$/),
      firstMatching(/^\/static\/.*\.(webp|jpg|png)$/),
      "/og-image.png",
      "/page-data/about/page-data.json",
      "/page-data/app-data.json",
    ]
    for (const path of samples) expectSecurityHeaders(await headersOf(request, path), SITE_CSP, path)
  })

  test("a web story has the story policy (the AMP runtime, framing allowed) and the other headers", async ({ request }) => {
    expectSecurityHeaders(await headersOf(request, STORY), STORY_CSP, STORY)
    expect(STORY_CSP).toContain("script-src https://cdn.ampproject.org/")
    expect(STORY_CSP).not.toContain("frame-ancestors 'none'")
    // The stories list is an ordinary page of the site.
    expectSecurityHeaders(await headersOf(request, "/stories/"), SITE_CSP, "/stories/")
    expect(SITE_CSP).toContain("frame-ancestors 'none'")
  })

  test("the studio and the client's room are kept out of search results; the site's pages are not", async ({ request }) => {
    for (const path of ["/studio/", "/studio/index.html", "/client/", "/client/index.html"]) expect((await headersOf(request, path))["x-robots-tag"], path).toBe("noindex, nofollow")
    for (const path of ["/", "/about/", POST, STORY]) expect((await headersOf(request, path))["x-robots-tag"], path).toBeUndefined()
  })

  test("every built file is cached for a year exactly when its name carries its content's hash", async ({ request }) => {
    test.setTimeout(120_000)
    expect(BUILT_FILES).not.toContain("/sw.js")
    const wrong: string[] = []
    for (const file of BUILT_FILES) {
      const expected = carriesContentHash(file) ? IMMUTABLE : NO_CACHE
      const actual = (await headersOf(request, file, "HEAD"))["cache-control"]
      if (actual !== expected) wrong.push(`${file}: ${actual} (expected ${expected})`)
    }
    expect(wrong).toEqual([])
    // Both kinds were seen, so the check above looked at real cases of each.
    expect(BUILT_FILES.filter(carriesContentHash).length).toBeGreaterThan(10)
    expect(BUILT_FILES.some((file) => /^\/[a-z-]+\.(txt|xml|png|webmanifest)$/.test(file))).toBe(true)
  })

  test("the site's source is not published: no source map beside the scripts, nor named in one", () => {
    expect(BUILT_FILES.filter((file) => file.endsWith(".map"))).toEqual([])
    const scripts = BUILT_FILES.filter((file) => file.endsWith(".js"))
    expect(scripts.length).toBeGreaterThan(10)
    for (const file of scripts) expect(readFileSync(join("public", file), "utf8"), file).not.toMatch(/\/\/# sourceMappingURL=\S+\s*$/)
  })

  test("pages at their addresses (not only their files) are never cached", async ({ request }) => {
    for (const path of [...ROUTES, POST, STORY, "/no-such-page/"]) {
      expect((await headersOf(request, path))["cache-control"], path).toBe(NO_CACHE)
    }
  })
})

/** The AMP runtime cannot be reached here: a do-nothing stand-in answers for the CDN. */
const standInAmp = (page: Page) =>
  page.route("https://cdn.ampproject.org/**", (route) =>
    route.fulfill({ contentType: "text/javascript", body: "/* stand-in for the AMP CDN */ (self.AMP = self.AMP || []);" }),
  )

test.describe("no Content-Security-Policy violation", () => {
  for (const path of [...ROUTES, POST, STORY, "/no-such-page/"]) {
    test(`on ${path}`, async ({ page }) => {
      const reports = await watchViolations(page)
      await standInAmp(page)
      const response = await page.goto(path)
      expect(response?.status()).toBe(path === "/no-such-page/" ? 404 : 200)
      await page.waitForLoadState("networkidle")
      // Lazily loaded images further down load too.
      await page.mouse.wheel(0, 4000)
      await page.waitForLoadState("networkidle")
      // The page itself ran: Gatsby's app started on the site's pages; a story has its AMP markup.
      if (path === STORY) await expect(page.locator("amp-story")).toHaveCount(1)
      else await expect.poll(() => page.evaluate(() => typeof (window as unknown as { ___navigate?: unknown }).___navigate)).toBe("function")
      expect(reports).toEqual([])
    })
  }

  test("while an injected inline script is refused and reported", async ({ page }) => {
    const reports = await watchViolations(page)
    await page.goto("/about/")
    await page.waitForLoadState("networkidle")
    const ran = await page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.injected = true"
      document.body.append(script)
      return (window as unknown as { injected?: boolean }).injected === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => reports.some((r) => /script-src/.test(r))).toBe(true)
  })
})
