/**
 * The site settings as the build's Node side reads them (gatsby-config's site metadata and manifest,
 * the feed, the stories' publisher): the file's, with her published settings over the fields she
 * edits, as the step before the build took them (gatsby/pages/pull-settings.ts) into the file the site's bundles
 * are given too (settings-files.ts). gatsby-config is read before any of the build's own steps run, so
 * it cannot wait for Firestore itself. Without that file (a first `gatsby develop`), the file's.
 */
import { existsSync, readFileSync } from "node:fs"
import { siteFileSchema, type SiteSettings } from "../../contract/site-schema"
import { deployedSettings, titleOf } from "../../src/settings"
import { builtSettingsFile, siteFile } from "./settings-files"

export const takenSettings = (root = process.cwd()): SiteSettings => {
  const file = builtSettingsFile(root)
  if (existsSync(file)) {
    const taken = siteFileSchema.safeParse(JSON.parse(readFileSync(file, "utf8")))
    if (taken.success) return taken.data
  }
  return siteFile(root)
}

export const nodeSettings: SiteSettings = deployedSettings(takenSettings())
export const nodeSiteTitle = titleOf(nodeSettings)
