/**
 * The one place the site's identity comes from. The coach edits content/site.json;
 * this module gives it a type and applies the environment overrides a deployment needs.
 */
import site from "../content/site.json"
import type { SiteSettings } from "../contract/site-schema"

export type { AnalyticsConsentSettings, CallToAction, SiteSettings, SocialLinks } from "../contract/site-schema"

const fromFile: SiteSettings = site

/** The site title the spec asks for: "Executive & Startup Coach" followed by the coach's name. */
export const SITE_TITLE_PREFIX = "Executive & Startup Coach"

/** The settings with the environment's overrides: GATSBY_SITE_URL lets a preview deployment produce canonical URLs for its own host. */
export const deployedSettings = (from: SiteSettings): SiteSettings => ({
  ...from,
  siteUrl: (process.env.GATSBY_SITE_URL || from.siteUrl).replace(/\/+$/, ""),
})

export const settings: SiteSettings = deployedSettings(fromFile)

/**
 * Where visitors read the published site, for the studio's "live at" line: the site's own address,
 * or, locally, the live site the build hook serves (GATSBY_LIVE_SITE_URL, set by the local backend).
 */
export const liveSiteUrl = (process.env.GATSBY_LIVE_SITE_URL || settings.siteUrl).replace(/\/+$/, "")

export const titleOf = ({ name }: Pick<SiteSettings, "name">): string => `${SITE_TITLE_PREFIX} | ${name}`

export const siteTitle = titleOf(settings)
