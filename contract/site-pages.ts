/**
 * Every page the coach edits in the studio, by id: each data file of content/ (DATA_FILES) under its
 * file's name, and the site settings she may change (content/site.json's) as one more page,
 * "settings". Each is checked by the schema the build checks its file with, and its published copy
 * replaces the file's for the build (gatsby/pages/).
 */
import type { z } from "zod"
import { DATA_FILES, type DataFileName } from "./content-schema"
import { termsSchema } from "./engagement-terms"
import { siteFileSchema } from "./site-schema"

/**
 * The settings the coach changes herself: all of content/site.json but the site's address
 * (siteUrl), which is the developer's: the hosting, the domain and every canonical link follow it.
 * The Cloud Functions read her name, address and keeping period too (functions/src/site/site-identity.ts).
 */
export const settingsPageSchema = siteFileSchema.pick({
  name: true,
  company: true,
  description: true,
  jobTitle: true,
  location: true,
  email: true,
  schedulerUrl: true,
  showPrices: true,
  callToAction: true,
  social: true,
  analyticsConsent: true,
  retention: true,
  clientRecordMonths: true,
  proposalDays: true,
  sessionNoticeHours: true,
}).extend({
  // Settings she published before her business details existed still stand: the functions then
  // print the file's (functions/src/site/site-identity.ts) until she publishes her own.
  business: siteFileSchema.shape.business.optional(),
  // Likewise her intake questions: the file's are asked until she publishes her own.
  intakeQuestions: siteFileSchema.shape.intakeQuestions.optional(),
})
export type SettingsPage = z.infer<typeof settingsPageSchema>

export const SETTINGS_PAGE = "settings"

/**
 * Her terms of engagement (contract/engagement-terms.ts): a page she edits as the others, but not
 * one of the site's: only the functions read the published version, for each new proposal.
 */
export const TERMS_PAGE = "terms"

export const SITE_PAGES = { ...DATA_FILES, [SETTINGS_PAGE]: settingsPageSchema, [TERMS_PAGE]: termsSchema } as const

export type PageId = keyof typeof SITE_PAGES
export const PAGE_IDS = Object.keys(SITE_PAGES) as [PageId, ...PageId[]]

export const isPageId = (id: string): id is PageId => Object.hasOwn(SITE_PAGES, id)

/** How the studio and the build's messages name each page. */
export const PAGE_NAMES: Record<PageId, string> = {
  home: "Home",
  about: "About",
  services: "Services",
  programmes: "Programmes",
  books: "Books",
  faq: "Questions",
  testimonials: "Testimonials",
  contact: "Contact",
  blog: "Blog",
  "web-stories": "Web stories",
  "not-found": "Page not found",
  newsletter: "Newsletter",
  settings: "Settings",
  terms: "Terms of engagement",
}

/** The file a page's words come from until she publishes her own. */
export const pageFile = (pageId: PageId): string =>
  pageId === SETTINGS_PAGE ? "content/site.json" : pageId === TERMS_PAGE ? "content/engagement-terms.json" : `content/${pageId as DataFileName}.yaml`

/** A page's content: any object while it is a draft; the page's schema says what it must hold to be published. */
export type PageContent = Record<string, unknown>

/** Every page's words as its file holds them, by page id: one JSON value to GraphQL (studioFilePages). */
export type FilePages = Record<PageId, PageContent>
