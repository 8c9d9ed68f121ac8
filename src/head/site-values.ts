import { siteTitle } from "../settings"

/** The page theme colour (spec: black), shared by the head and the web app manifest. */
export const THEME_COLOR = "#000000"
/** The sharing image of every page that has none of its own. */
export const DEFAULT_IMAGE = "/og-image.png"

/** "About — Executive & Startup Coach | Name"; the site title alone when a page has no title of its own. */
export const pageTitle = (title?: string): string => (title ? `${title} — ${siteTitle}` : siteTitle)

export type MetaTag = readonly [kind: "name" | "property", key: string, content: string]

/** The head tags no page changes: written once per document by the server render, never by Seo. */
export const SITE_META: readonly MetaTag[] = [
  ["name", "theme-color", THEME_COLOR],
  ["property", "og:site_name", siteTitle],
  ["property", "og:locale", "en_GB"],
  ["name", "twitter:card", "summary_large_image"],
]

