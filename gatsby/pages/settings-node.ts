/**
 * The settings the site is built with, as a Gatsby node (SiteSettings, one per build): the file's,
 * with her published settings over the fields she edits, made while sourcing (source-pages.ts).
 * Queries can read them (`siteSettings { settings }`), and the site's bundles are given them from the
 * node: src/settings.ts reads them from a constant defined for webpack (and for the studio's app,
 * which takes the page's definitions), so nothing is written for them.
 */
import type { CreateWebpackConfigArgs, SourceNodesArgs } from "gatsby"
import type { SiteSettings } from "../../contract/site-schema"
import { bundledSettings } from "../../src/settings"

export const SITE_SETTINGS_TYPE = "SiteSettings"

/** The whole settings as one JSON value: their shape is declared once, by contract/site-schema.ts. */
export const siteSettingsTypeDefs = `type ${SITE_SETTINGS_TYPE} implements Node @dontInfer { settings: JSON! }`

/** Where the bundles read the settings from (src/settings.ts). */
export const SETTINGS_VARIABLE = "process.env.GATSBY_SITE_SETTINGS"

interface SiteSettingsNode {
  settings: SiteSettings
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">

export const createSiteSettingsNode = ({ actions, createNodeId, createContentDigest }: NodeArgs, settings: SiteSettings): void => {
  actions.createNode({ id: createNodeId("site-settings"), settings, internal: { type: SITE_SETTINGS_TYPE, contentDigest: createContentDigest(settings) } })
}

/** The build's settings, from its node. */
export const settingsOfBuild = (getNodesByType: CreateWebpackConfigArgs["getNodesByType"]): SiteSettings => {
  const [node] = getNodesByType(SITE_SETTINGS_TYPE) as unknown as SiteSettingsNode[]
  if (!node) throw new Error(`No ${SITE_SETTINGS_TYPE} node: the site's settings are made while sourcing (gatsby/pages/source-pages.ts)`)
  return node.settings
}

/**
 * Before the studio's and the client room's apps are compiled, which takes the stage's definitions (gatsby/build-steps/app-bundles.ts).
 * Her business details (bank account included) stay out: only the functions print them.
 */
export const giveBundlesTheSettings = ({ actions, plugins, getNodesByType }: CreateWebpackConfigArgs): void => {
  actions.setWebpackConfig({ plugins: [plugins.define({ [SETTINGS_VARIABLE]: JSON.stringify(JSON.stringify(bundledSettings(settingsOfBuild(getNodesByType)))) })] })
}
