/**
 * Addresses the browser code and the build both decide by.
 *
 * The coach's studio is hers, not a page of the site: no crawler, sitemap, analytics or consent
 * banner goes there.
 */
export const STUDIO_PATH = "/studio/"

/** The studio's own address, with or without its trailing slash, and anything under it. */
export const isStudioPath = (pathname: string): boolean => pathname === STUDIO_PATH.slice(0, -1) || pathname.startsWith(STUDIO_PATH)
