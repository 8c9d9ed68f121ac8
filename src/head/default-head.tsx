import * as React from "react"
import { settings, siteTitle } from "../settings"
import { absoluteUrl } from "./absolute-url"
import { THEME_COLOR } from "./theme-color"

export { THEME_COLOR }
export const DEFAULT_IMAGE = "/og-image.png"
/** Marks the site-wide defaults so a page's own tag (from the Seo component) can replace them. */
export const DEFAULT_KEY_PREFIX = "site-default:"

/**
 * The head every page starts with: theme colour, description and the Open Graph and Twitter
 * card tags. Pages refine title, description, URL and image through the Seo component.
 */
export const defaultHeadElements = (pathname: string): React.ReactElement[] => {
  const url = absoluteUrl(pathname)
  const image = absoluteUrl(DEFAULT_IMAGE)
  const meta: Array<[kind: "name" | "property", key: string, content: string]> = [
    ["name", "theme-color", THEME_COLOR],
    ["name", "description", settings.description],
    ["property", "og:type", "website"],
    ["property", "og:site_name", siteTitle],
    ["property", "og:title", siteTitle],
    ["property", "og:description", settings.description],
    ["property", "og:url", url],
    ["property", "og:image", image],
    ["property", "og:locale", "en_GB"],
    ["name", "twitter:card", "summary_large_image"],
  ]
  return [
    ...meta.map(([kind, key, content]) => (
      <meta key={`${DEFAULT_KEY_PREFIX}${key}`} {...{ [kind]: key }} content={content} />
    )),
    <link key={`${DEFAULT_KEY_PREFIX}canonical`} rel="canonical" href={url} />,
  ]
}
