/**
 * The site's settings as the build takes them: content/site.json, with her published settings over
 * the fields she edits. Every part of the build that names the site (the feed, the crawler files,
 * the stories' publisher, gatsby-config, the pages) reads them, so they sit below the kinds.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { siteFileSchema, type SiteSettings } from "../../contract/site-schema"
import { settingsPageSchema } from "../../contract/site-pages"

export const siteFile = (root = process.cwd()): SiteSettings => siteFileSchema.parse(JSON.parse(readFileSync(join(root, "content", "site.json"), "utf8")))

/** The settings the site is built with: the file's, with her published ones (when they pass their schema) over the fields she edits. */
export const builtSettings = (file: SiteSettings, published: unknown): SiteSettings => {
  const taken = settingsPageSchema.safeParse(published)
  return taken.success ? { ...file, ...taken.data } : file
}

/** The environment variable her published settings (as JSON) reach `gatsby build` in (gatsby/pages/pull-settings.ts). */
export const PUBLISHED_SETTINGS_VARIABLE = "SITE_PUBLISHED_SETTINGS"
