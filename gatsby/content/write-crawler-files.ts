/**
 * Files for crawlers, written after the build so they name the site's own address:
 * robots.txt (which shuts search engines out of preview builds), and /sitemap.xml (the conventional address) holding gatsby-plugin-sitemap's index.
 */
import { copyFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { CLIENT_PATH, STUDIO_PATH } from "../../contract/routes"
import { nodeSettings as settings } from "../published/node-settings"

export const SITEMAP_PATH = "/sitemap.xml"
const PLUGIN_SITEMAP_INDEX = "sitemap-index.xml"

/** SITE_PREVIEW=true marks a preview build: search engines must not index it. */
export const isPreviewBuild = (env: Record<string, string | undefined> = process.env): boolean => /^(1|true|yes)$/i.test(env.SITE_PREVIEW ?? "")

export const robotsTxt = (siteUrl: string, preview = false): string =>
  preview
    ? ["# A preview build: not for search engines.", "User-agent: *", "Disallow: /", ""].join("\n")
    : ["User-agent: *", "Allow: /", `Disallow: ${STUDIO_PATH}`, `Disallow: ${CLIENT_PATH}`, "", `Sitemap: ${siteUrl}${SITEMAP_PATH}`, ""].join("\n")

export const writeCrawlerFiles = (env: Record<string, string | undefined> = process.env): void => {
  writeFileSync(path.join("public", "robots.txt"), robotsTxt(settings.siteUrl, isPreviewBuild(env)))
  copyFileSync(path.join("public", PLUGIN_SITEMAP_INDEX), path.join("public", SITEMAP_PATH))
}
