/**
 * The settings the site's bundles are built with (settings-module.ts): content/site.json with her
 * published settings over the fields she edits, written under .cache/ (rewritten by every build,
 * never committed), as the step before the build writes them for gatsby-config
 * (gatsby/pages/pull-settings.ts). Her published pages themselves are nodes (page-nodes.ts).
 */
import { mkdirSync, writeFileSync } from "node:fs"
import type { SiteSettings } from "../../contract/site-schema"
import { settingsPageSchema } from "../../contract/site-pages"
import type { PublishedPages } from "./published-pages"
import { builtSettingsFile, siteFile, studioPagesFolder } from "../published/settings-files"

/** The settings the site is built with: the file's, with her published ones over the fields she edits. */
export const builtSettings = (file: SiteSettings, pages: PublishedPages): SiteSettings => {
  const published = settingsPageSchema.safeParse(pages.settings)
  return published.success ? { ...file, ...published.data } : file
}

export const writeSettingsForBuild = (pages: PublishedPages, root = process.cwd()): void => {
  mkdirSync(studioPagesFolder(root), { recursive: true })
  writeFileSync(builtSettingsFile(root), JSON.stringify(builtSettings(siteFile(root), pages), null, 2))
}
