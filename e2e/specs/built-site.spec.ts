/**
 * Checks on the production build as a crawler sees it (JavaScript off): every page has its own
 * title, description, canonical address and sharing tags; structured data parses; the sitemap,
 * feed, robots.txt and manifest are right; no internal link leads nowhere.
 */
import { readFileSync } from "node:fs"
import type { Page } from "@playwright/test"
import sharp from "sharp"
import site from "../../content/site.json"
import { expect, test } from "../support/fixtures"
import { builtFileFor, builtRoutes, isStoryDetail, readBuilt, SITE_NAME, SITE_URL } from "../support/built-site"

test.use({ javaScriptEnabled: false })
// Each check walks every built page; allow for a machine busy with other work.
test.describe.configure({ timeout: 120_000 })

const routes = builtRoutes()
const pages = routes.filter((route) => !isStoryDetail(route))
const posts = routes.filter((route) => /^\/blog\/(?!page\/)[^/]+\/$/.test(route))

interface Head {
  title: string
  titles: number
  lang: string | null
  meta: Record<string, string[]>
  canonical: string[]
  jsonLd: string[]
}

const readHead = (page: Page): Promise<Head> =>
  page.evaluate(() => {
    const meta: Record<string, string[]> = {}
    for (const el of Array.from(document.head.querySelectorAll("meta"))) {
      const key = el.getAttribute("property") ?? el.getAttribute("name")
      if (key) (meta[key] ??= []).push(el.getAttribute("content") ?? "")
    }
    return {
      title: document.title,
      titles: document.head.querySelectorAll("title").length,
      lang: document.documentElement.getAttribute("lang"),
      meta,
      canonical: Array.from(document.head.querySelectorAll('link[rel="canonical"]')).map((l) => l.getAttribute("href") ?? ""),
      jsonLd: Array.from(document.querySelectorAll('script[type="application/ld+json"]')).map((s) => s.textContent ?? ""),
    }
  })

test("the build holds every page, post and the blog list", () => {
  for (const route of ["/", "/about/", "/services/", "/programs/", "/stories/", "/blog/", "/books/", "/faq/", "/contact/"]) {
    expect(routes).toContain(route)
  }
  expect(posts.length).toBeGreaterThanOrEqual(6)
})

test("every page has its own title, description, canonical address and Open Graph and Twitter tags", async ({ page }) => {
  const titles = new Map<string, string>()
  const titlePattern = new RegExp(`^(?:.+ — )?Executive & Startup Coach \\| ${SITE_NAME}$`)
  for (const route of pages) {
    await page.goto(route)
    const head = await readHead(page)
    const url = `${SITE_URL}${route}`
    expect(head.title, route).toMatch(titlePattern)
    expect(titles.get(head.title), `${route} shares its title with ${titles.get(head.title)}`).toBeUndefined()
    titles.set(head.title, route)
    expect(head.meta.description, route).toHaveLength(1)
    expect(head.meta.description[0].length, route).toBeGreaterThan(50)
    expect(head.canonical, route).toEqual([url])
    expect(head.meta["og:title"], route).toEqual([head.title])
    expect(head.meta["og:description"], route).toEqual(head.meta.description)
    expect(head.meta["og:url"], route).toEqual([url])
    expect(head.meta["og:type"], route).toHaveLength(1)
    expect(head.meta["og:image"]?.[0], route).toMatch(new RegExp(`^${SITE_URL}/`))
    expect(head.meta["twitter:card"], route).toEqual(["summary_large_image"])
    expect(head.meta["twitter:title"], route).toEqual([head.title])
  }
})

/** Written once per document: by the server render (site-wide) or by the page's Seo (its own). */
const ONE_EACH = [
  "description", "theme-color", "og:site_name", "og:locale", "og:type", "og:title", "og:description", "og:url", "og:image",
  "twitter:card",
]
const ONE_EACH_PAGE = ["twitter:title", "twitter:description", "twitter:image"]

test("every page, stories included, has exactly one of each head tag, in British English", async ({ page }) => {
  for (const route of routes) {
    await page.goto(route)
    const head = await readHead(page)
    expect(head.titles, route).toBe(1)
    expect(head.lang, route).toBe("en-gb")
    expect(head.canonical, route).toHaveLength(1)
    for (const key of [...ONE_EACH, ...(isStoryDetail(route) ? [] : ONE_EACH_PAGE)]) expect(head.meta[key], `${route} ${key}`).toHaveLength(1)
    expect(head.meta["theme-color"], route).toEqual(["#000000"])
    expect(head.meta["og:locale"], route).toEqual(["en_GB"])
    const article = posts.includes(route) || isStoryDetail(route)
    expect(head.meta["og:type"], route).toEqual([article ? "article" : "website"])
  }
})

test("the home page carries the site-wide title and description", async ({ page }) => {
  await page.goto("/")
  const head = await readHead(page)
  expect(head.title).toBe(`Executive & Startup Coach | ${SITE_NAME}`)
  // The description in content/site.json, word for word.
  expect(head.meta.description[0]).toBe(site.description)
})

const REQUIRED: Record<string, string[]> = {
  Person: ["name", "url", "jobTitle", "sameAs"],
  ProfessionalService: ["name", "url", "address", "telephone"],
  BlogPosting: ["headline", "datePublished", "author", "image", "url"],
  FAQPage: ["mainEntity"],
  BreadcrumbList: ["itemListElement"],
}

test("structured data parses and carries the fields search engines need", async ({ page }) => {
  const typesOn = new Map<string, string[]>()
  for (const route of pages) {
    await page.goto(route)
    const { jsonLd } = await readHead(page)
    const types: string[] = []
    for (const text of jsonLd) {
      const data = JSON.parse(text) as Record<string, unknown>
      expect(data["@context"], route).toBe("https://schema.org")
      const type = String(data["@type"])
      types.push(type)
      for (const field of REQUIRED[type] ?? []) expect(data[field], `${route} ${type}.${field}`).toBeTruthy()
      if (type === "FAQPage") {
        const questions = data.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>
        expect(questions.length).toBeGreaterThanOrEqual(10)
        for (const q of questions) expect(q.name && q.acceptedAnswer.text, route).toBeTruthy()
      }
    }
    typesOn.set(route, types)
  }
  expect(typesOn.get("/")).toEqual(expect.arrayContaining(["Person", "ProfessionalService"]))
  expect(typesOn.get("/faq/")).toContain("FAQPage")
  for (const post of posts) expect(typesOn.get(post), post).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]))
})

test("every internal link, image and script in the built HTML resolves to a built page or file", async ({ page }) => {
  const ids = new Map<string, Set<string>>()
  const links: Array<{ from: string; href: string }> = []
  for (const route of routes) {
    await page.goto(route)
    const found = await page.evaluate(() => ({
      ids: Array.from(document.querySelectorAll("[id]")).map((el) => el.id),
      refs: [
        ...Array.from(document.querySelectorAll("a[href], link[href]")).map((el) => el.getAttribute("href") ?? ""),
        ...Array.from(document.querySelectorAll("img[src], script[src], source[src]")).map((el) => el.getAttribute("src") ?? ""),
        ...Array.from(document.querySelectorAll("img[srcset], source[srcset]")).flatMap((el) =>
          (el.getAttribute("srcset") ?? "").split(",").map((part) => part.trim().split(/\s+/)[0]),
        ),
      ],
    }))
    ids.set(route, new Set(found.ids))
    for (const href of found.refs) links.push({ from: route, href })
  }
  expect(links.length).toBeGreaterThan(routes.length * 20)
  const dead: string[] = []
  for (const { from, href } of links) {
    if (!href || /^(mailto:|tel:|data:)/.test(href)) continue
    const url = new URL(href, `${SITE_URL}${from}`)
    if (url.origin !== SITE_URL) continue
    const file = builtFileFor(url.pathname)
    if (!file) dead.push(`${from} -> ${href}`)
    else if (url.hash && ids.has(url.pathname) && !ids.get(url.pathname)!.has(decodeURIComponent(url.hash.slice(1)))) {
      dead.push(`${from} -> ${href} (no such anchor)`)
    }
  }
  expect(dead).toEqual([])
})

const xmlDocument = async (page: Page, xml: string) =>
  page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, "application/xml")
    return {
      error: doc.querySelector("parsererror")?.textContent ?? null,
      locs: Array.from(doc.getElementsByTagName("loc")).map((el) => el.textContent ?? ""),
      items: Array.from(doc.getElementsByTagName("item")).map((item) => ({
        title: item.getElementsByTagName("title")[0]?.textContent ?? "",
        link: item.getElementsByTagName("link")[0]?.textContent ?? "",
        date: item.getElementsByTagName("pubDate")[0]?.textContent ?? "",
      })),
    }
  }, xml)

test("the sitemap lists every page, post and story, and robots.txt points at it", async ({ page }) => {
  await page.goto("/")
  const robots = readBuilt("robots.txt")
  expect(robots).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`)
  const index = await xmlDocument(page, readBuilt("sitemap.xml"))
  expect(index.error).toBeNull()
  const listed: string[] = []
  for (const loc of index.locs) {
    const sitemap = await xmlDocument(page, readBuilt(new URL(loc).pathname))
    expect(sitemap.error).toBeNull()
    listed.push(...sitemap.locs)
  }
  expect(listed.sort()).toEqual(routes.map((route) => `${SITE_URL}${route}`).sort())
  expect(listed.some((loc) => loc.includes("404"))).toBe(false)
})

test("the RSS feed parses and carries every post, newest first", async ({ page }) => {
  await page.goto("/")
  const feed = await xmlDocument(page, readBuilt("rss.xml"))
  expect(feed.error).toBeNull()
  expect(feed.items.map((item) => item.link).sort()).toEqual(posts.map((post) => `${SITE_URL}${post}`).sort())
  const dates = feed.items.map((item) => Date.parse(item.date))
  expect(dates.every((date) => !Number.isNaN(date))).toBe(true)
  expect(dates).toEqual([...dates].sort((a, b) => b - a))
  const html = readBuilt("blog/index.html")
  expect(html).toMatch(/<link[^>]+type="application\/rss\+xml"[^>]+href="\/rss.xml"/)
})

test("the web app manifest is black-themed and its icons exist", () => {
  const manifest = JSON.parse(readBuilt("manifest.webmanifest")) as { theme_color: string; icons: Array<{ src: string; sizes: string }> }
  expect(manifest.theme_color).toBe("#000000")
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(["192x192", "512x512"]))
  for (const icon of manifest.icons) expect(builtFileFor(`/${icon.src.split("?")[0]}`), icon.src).not.toBeNull()
  // Linked by the app-scripts loader after the first paint (src/head/gatsby-boot-scripts.ts).
  expect(readBuilt("index.html")).toContain('data-manifest="/manifest.webmanifest"')
})

test("the favicon and the manifest's icons are small palette PNGs of their declared sizes", async () => {
  const manifest = JSON.parse(readBuilt("manifest.webmanifest")) as { icons: Array<{ src: string; sizes: string }> }
  const icons = [{ src: "favicon-32x32.png", sizes: "32x32" }, ...manifest.icons]
  for (const icon of icons) {
    const file = builtFileFor(`/${icon.src.split("?")[0]}`)
    expect(file, icon.src).not.toBeNull()
    const bytes = readFileSync(file ?? "")
    const { width, height, isPalette } = await sharp(bytes).metadata()
    expect(`${width}x${height}`, icon.src).toBe(icon.sizes)
    expect(isPalette, icon.src).toBe(true)
    // About a fifth of a full-colour PNG of the same size (docs/speed.md), so a full-colour one breaks it.
    expect(bytes.length, icon.src).toBeLessThan(Math.max(1024, (width ?? 0) * 12))
  }
})

test("each page carries its favicon, so the browser requests no icon while the page loads", () => {
  const favicon = readFileSync(builtFileFor("/favicon-32x32.png") ?? "").toString("base64")
  for (const page of ["index.html", "faq/index.html"]) {
    const html = readBuilt(page)
    expect(html, page).toContain(`<link rel="icon" href="data:image/png;base64,${favicon}"`)
    expect(html, page).not.toMatch(/<link rel="icon" href="\//)
  }
})

test.describe("on a phone the size Lighthouse's mobile run uses (412 px at 1.75x)", () => {
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 })

  test("the photo a page opens with comes in the smallest file as sharp as the screen, a few KB", async ({ page }) => {
    for (const route of ["/", "/about/", ...posts]) {
      await page.goto(route)
      const photo = page.locator('img[fetchpriority="high"]')
      await expect(photo, route).toHaveJSProperty("complete", true)
      const { shown, file, devicePixels } = await photo.evaluate((img: HTMLImageElement) => {
        // The width of the file the browser chose, from its srcset entry ("address 720w").
        const entries = [img, ...Array.from(img.parentElement?.querySelectorAll("source") ?? [])].flatMap((el) => (el.getAttribute("srcset") ?? "").split(","))
        const chosen = entries.map((entry) => entry.trim().split(/\s+/)).find(([address]) => address && new URL(address, location.href).href === img.currentSrc)
        return { shown: img.currentSrc, file: Number.parseInt(chosen?.[1] ?? "0", 10), devicePixels: img.getBoundingClientRect().width * window.devicePixelRatio }
      })
      // The next file down would be blurred; anything wider than this is bytes the phone cannot show.
      expect(file, `${route}: ${shown}`).toBeGreaterThanOrEqual(devicePixels * 0.95)
      expect(file, `${route}: ${shown}`).toBeLessThanOrEqual(devicePixels * 1.15)
      expect(readFileSync(builtFileFor(new URL(shown).pathname) ?? "").length, shown).toBeLessThan(12 * 1024)
    }
  })
})
