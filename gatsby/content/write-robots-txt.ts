/** robots.txt, written after the build so it names the sitemap on the site's own address. */
import { writeFileSync } from "node:fs"
import path from "node:path"
import { settings } from "../../src/settings"

export const SITEMAP_PATH = "/sitemap-index.xml"

export const robotsTxt = (siteUrl: string): string =>
  ["User-agent: *", "Allow: /", "", `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ""].join("\n")

export const writeRobotsTxt = (): void => {
  writeFileSync(path.join("public", "robots.txt"), robotsTxt(settings.siteUrl))
}
