/**
 * Where the build keeps what it took from the studio for the site's pages, for the parts of the
 * build that read it later (the GraphQL resolvers, which may run in other processes, and webpack's
 * settings module): under .cache/, rewritten by every build, never committed.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import type { SiteSettings } from "../../contract/site-schema"
import { settingsPageSchema } from "../../contract/site-pages"
import type { PublishedPages } from "./published-pages"
import { builtSettingsFile, siteFile, studioPagesFolder } from "../published/settings-files"

/** The published pages the build uses, by id. */
export const publishedPagesFile = (root = process.cwd()): string => join(studioPagesFolder(root), "pages.json")

/** The settings the site is built with: the file's, with her published ones over the fields she edits. */
export const builtSettings = (file: SiteSettings, pages: PublishedPages): SiteSettings => {
  const published = settingsPageSchema.safeParse(pages.settings)
  return published.success ? { ...file, ...published.data } : file
}

export const writePagesForBuild = (pages: PublishedPages, root = process.cwd()): void => {
  mkdirSync(studioPagesFolder(root), { recursive: true })
  writeFileSync(publishedPagesFile(root), JSON.stringify(pages))
  writeFileSync(builtSettingsFile(root), JSON.stringify(builtSettings(siteFile(root), pages), null, 2))
}

/** What the build's own onPreBootstrap wrote; none before it has run (a test, or a build without it). */
export const readPagesForBuild = (root = process.cwd()): PublishedPages => {
  try {
    return JSON.parse(readFileSync(publishedPagesFile(root), "utf8")) as PublishedPages
  } catch {
    return {}
  }
}
