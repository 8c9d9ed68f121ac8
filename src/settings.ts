/**
 * The one place the site's identity comes from. The coach edits content/site.json;
 * this module gives it a type and applies the environment overrides a deployment needs.
 */
import site from "../content/site.json"

export interface SocialLinks {
  /** Professional network profile (LinkedIn). */
  linkedin: string
  /** Photo-sharing profile (Instagram). */
  instagram: string
}

/** The one next step every page offers: a free first conversation. */
export interface CallToAction {
  label: string
  heading: string
  text: string
}

/** The analytics consent banner's words, and whether to ask at all. */
export interface AnalyticsConsentSettings {
  /** false: no banner, page views are sent as soon as analytics is ready (for owners who do not need consent). */
  askFirst: boolean
  text: string
  accept: string
  decline: string
  /** The footer link that opens the banner again. */
  change: string
}

export interface SiteSettings {
  name: string
  company: string
  /** Used in structured data (schema.org Person jobTitle). */
  jobTitle: string
  siteUrl: string
  description: string
  location: string
  email: string
  /** A Calendly/Cal.com style booking link; empty means "send visitors to /contact". */
  schedulerUrl: string
  /** false hides every fee on /services and /programs ("fees on request" instead). */
  showPrices: boolean
  callToAction: CallToAction
  social: SocialLinks
  analyticsConsent: AnalyticsConsentSettings
}

const fromFile: SiteSettings = site

/** The site title the spec asks for: "Executive & Startup Coach" followed by the coach's name. */
export const SITE_TITLE_PREFIX = "Executive & Startup Coach"

export const settings: SiteSettings = {
  ...fromFile,
  // GATSBY_SITE_URL lets a preview deployment produce canonical URLs for its own host.
  siteUrl: (process.env.GATSBY_SITE_URL || fromFile.siteUrl).replace(/\/+$/, ""),
}

export const siteTitle = `${SITE_TITLE_PREFIX} | ${settings.name}`
