/**
 * Where the build finds the site's settings: content/site.json, and the copy with her published
 * settings over it that the step before the build writes (gatsby/pages/pull-settings.ts) under
 * .cache/, beside the pages she published. Every part of the build that names the site (the feed,
 * the crawler files, the stories' publisher, gatsby-config) reads them, so they sit below the kinds.
 */
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { siteFileSchema, type SiteSettings } from "../../contract/site-schema"

export const studioPagesFolder = (root = process.cwd()): string => join(root, ".cache", "studio-pages")

/** content/site.json with her published settings over it: what the pages' settings module reads in the build. */
export const builtSettingsFile = (root = process.cwd()): string => join(studioPagesFolder(root), "site.json")

export const siteFile = (root = process.cwd()): SiteSettings => siteFileSchema.parse(JSON.parse(readFileSync(join(root, "content", "site.json"), "utf8")))
