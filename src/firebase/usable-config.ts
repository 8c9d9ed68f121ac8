/*
 * Whether the site has a Firebase project to talk to, apart from the whole configuration
 * (config.ts): every page's first JavaScript asks it, to decide whether analytics needs the visitor's
 * consent, and should carry only the four values that decide it; the rest arrives with the chunks
 * that connect (the analytics chunk, the form, the studio).
 */

/** Without an API key, a project and an app the site runs without any cloud service: demo mode. */
export const isUsableConfig = (options: { apiKey?: string; projectId?: string; appId?: string }): boolean =>
  Boolean(options.apiKey && options.projectId && options.appId)

/** The measurement id when the site has a configuration to send page views with, or null. */
export const analyticsMeasurementId = (
  // Each variable is spelled out so webpack can replace it at build time.
  env: Record<string, string | undefined> = {
    GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
    GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
    GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
    GATSBY_FIREBASE_MEASUREMENT_ID: process.env.GATSBY_FIREBASE_MEASUREMENT_ID,
  },
): string | null =>
  (isUsableConfig({ apiKey: env.GATSBY_FIREBASE_API_KEY, projectId: env.GATSBY_FIREBASE_PROJECT_ID, appId: env.GATSBY_FIREBASE_APP_ID }) &&
    env.GATSBY_FIREBASE_MEASUREMENT_ID) ||
  null
