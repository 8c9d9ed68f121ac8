/**
 * The site settings as the build's Node side reads them (gatsby-config's site metadata and manifest,
 * the feed, the stories' publisher): the file's, with her published settings over the fields she
 * edits, as the step before the build took them from Firestore (gatsby/pages/pull-settings.ts) and
 * handed them to `gatsby build` in its environment. gatsby-config is read before any of the build's
 * own steps run, so it cannot wait for Firestore itself. Without them (a `gatsby develop`), the file's.
 */
import type { SiteSettings } from "../../contract/site-schema"
import { deployedSettings, titleOf } from "../../src/settings"
import { builtSettings, PUBLISHED_SETTINGS_VARIABLE, siteFile } from "./settings-files"

const handedOver = (env: NodeJS.ProcessEnv): unknown => {
  try {
    return JSON.parse(env[PUBLISHED_SETTINGS_VARIABLE] ?? "null")
  } catch {
    return null
  }
}

export const takenSettings = (root = process.cwd(), env: NodeJS.ProcessEnv = process.env): SiteSettings => builtSettings(siteFile(root), handedOver(env))

export const nodeSettings: SiteSettings = deployedSettings(takenSettings())
export const nodeSiteTitle = titleOf(nodeSettings)
