/**
 * The one place the site's identity comes from: the settings the build took (content/site.json with
 * her published settings over it, the build's SiteSettings node: gatsby/pages/settings-node.ts),
 * given a type, with the environment overrides a deployment needs. Code run outside a build (the
 * unit tests, the build's own Node side) reads the file.
 */
import site from "../content/site.json"
import type { SiteSettings } from "../contract/site-schema"

export type { AnalyticsConsentSettings, CallToAction, SiteSettings, SocialLinks } from "../contract/site-schema"

/**
 * The settings the site's bundles carry: all but her business details (her bank account among
 * them), which only the functions print on invoices, and her intake questions, which only the functions send (gatsby/pages/settings-node.ts leaves them out).
 */
export type BundledSettings = Omit<SiteSettings, "business" | "intakeQuestions">

// The questions are taken whatever their type: content/site.json, imported, types a question's kind as any string.
export const bundledSettings = ({ business, intakeQuestions, ...rest }: BundledSettings & Pick<SiteSettings, "business"> & { intakeQuestions?: unknown }): BundledSettings => rest

// Written out, not through a variable: webpack drops the file's import only for a condition it can read as a constant where it stands.
const taken: BundledSettings = process.env.GATSBY_SITE_SETTINGS ? (JSON.parse(process.env.GATSBY_SITE_SETTINGS) as BundledSettings) : bundledSettings(site)

/** The site title the spec asks for: "Executive & Startup Coach" followed by the coach's name. */
export const SITE_TITLE_PREFIX = "Executive & Startup Coach"

/** The settings with the environment's overrides: GATSBY_SITE_URL lets a preview deployment produce canonical URLs for its own host. */
export const deployedSettings = <T extends BundledSettings>(from: T): T => ({
  ...from,
  siteUrl: (process.env.GATSBY_SITE_URL || from.siteUrl).replace(/\/+$/, ""),
})

export const settings: BundledSettings = deployedSettings(taken)

/**
 * Where visitors read the published site, for the studio's "live at" line: the site's own address,
 * or, locally, the live site the build hook serves (GATSBY_LIVE_SITE_URL, set by the local backend).
 */
export const liveSiteUrl = (process.env.GATSBY_LIVE_SITE_URL || settings.siteUrl).replace(/\/+$/, "")

export const titleOf = ({ name }: Pick<SiteSettings, "name">): string => `${SITE_TITLE_PREFIX} | ${name}`

export const siteTitle = titleOf(settings)
