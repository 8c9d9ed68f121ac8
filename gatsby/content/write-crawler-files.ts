/**
 * Files for crawlers, written after the build so they name the site's own address:
 * robots.txt, and /sitemap.xml (the conventional address) holding gatsby-plugin-sitemap's index.
 */
import { copyFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { settings } from "../../src/settings"

export const SITEMAP_PATH = "/sitemap.xml"
/** The coach's private studio: no crawler goes there (it is also noindex and left out of the sitemap). */
export const STUDIO_PATH = "/studio/"
const PLUGIN_SITEMAP_INDEX = "sitemap-index.xml"

export const robotsTxt = (siteUrl: string): string =>
  ["User-agent: *", "Allow: /", `Disallow: ${STUDIO_PATH}`, "", `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ""].join("\n")

export const writeCrawlerFiles = (): void => {
  writeFileSync(path.join("public", "robots.txt"), robotsTxt(settings.siteUrl))
  copyFileSync(path.join("public", PLUGIN_SITEMAP_INDEX), path.join("public", SITEMAP_PATH))
}
