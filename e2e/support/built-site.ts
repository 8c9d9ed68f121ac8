/** What the production build in public/ contains, read from disk for the built-site checks. */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import site from "../../content/site.json"

export const PUBLIC = "public"
export const SITE_URL = (process.env.GATSBY_SITE_URL || site.siteUrl).replace(/\/+$/, "")
export const SITE_NAME = site.name

// The studio is the coach's private tool, not a page of the site: e2e/specs/studio.spec.ts checks that
// crawlers are kept out of it. A visitor's call (/call/) is theirs alone: e2e/specs/booking.spec.ts checks it is
// marked noindex and left out of the sitemap. The client's room (/client/) is each client's alone, kept out as the studio is.
const SKIP = new Set(["page-data", "static", "_gatsby", "~partytown", "icons", "404", "studio", "call", "client"])

/** Every page route the build wrote (folders holding an index.html), e.g. "/", "/blog/delegation/". */
export const builtRoutes = (dir = PUBLIC, prefix = "/"): string[] => {
  const routes = existsSync(join(dir, "index.html")) ? [prefix] : []
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry)
    if (SKIP.has(entry) || !statSync(path).isDirectory()) continue
    routes.push(...builtRoutes(path, `${prefix}${entry}/`))
  }
  return routes.sort()
}

/** Story detail pages belong to the web-stories work; they are standalone documents with their own head. */
export const isStoryDetail = (route: string): boolean => /^\/stories\/[^/]+\/$/.test(route)

export const readBuilt = (path: string): string => readFileSync(join(PUBLIC, path), "utf8")

/** The file a site path is served from, or null when the build has nothing there. */
export const builtFileFor = (pathname: string): string | null => {
  const clean = decodeURIComponent(pathname)
  const direct = join(PUBLIC, clean)
  if (existsSync(direct) && statSync(direct).isFile()) return direct
  const index = join(PUBLIC, clean, "index.html")
  return existsSync(index) ? index : null
}
