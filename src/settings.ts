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

export const settings: SiteSettings = {
  ...fromFile,
  // GATSBY_SITE_URL lets a preview deployment produce canonical URLs for its own host.
  siteUrl: (process.env.GATSBY_SITE_URL || fromFile.siteUrl).replace(/\/+$/, ""),
}

/**
 * Where visitors read the published site, for the studio's "live at" line: the site's own address,
 * or, locally, the live site the build hook serves (GATSBY_LIVE_SITE_URL, set by the local backend).
 */
export const liveSiteUrl = (process.env.GATSBY_LIVE_SITE_URL || settings.siteUrl).replace(/\/+$/, "")

export const siteTitle = `${SITE_TITLE_PREFIX} | ${settings.name}`
