/**
 * Google Analytics cannot be reached here, so the browser tests answer its endpoints themselves:
 * Firebase's config and installation services with answers in their documented shape, and gtag.js
 * with a stand-in that only sets the cookie gtag.js would set. Our code and the Firebase Analytics
 * SDK run for real; what they hand to gtag.js is read from `window.dataLayer`, the queue gtag.js
 * works from. The hits gtag.js itself would send cannot be observed without it.
 */
import type { Page, Request } from "@playwright/test"

/** The variables the build was made with (the global setup computes them). */
export const builtEnv = (): Record<string, string> => JSON.parse(process.env.E2E_BUILT_ENV ?? "{}") as Record<string, string>

export const measurementId = (): string => builtEnv().GATSBY_FIREBASE_MEASUREMENT_ID ?? ""

/** Every host the analytics path can talk to (Firebase's services, gtag.js and its hit hosts). */
export const isAnalyticsHost = (url: URL): boolean =>
  /(^|\.)(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)$/.test(url.hostname) ||
  ["firebase.googleapis.com", "firebaseinstallations.googleapis.com"].includes(url.hostname)

const CORS = { "access-control-allow-origin": "*", "access-control-allow-headers": "*" }

/** The cookie gtag.js writes to tell visits apart (its real value is random). */
export const GTAG_COOKIE = "_ga"

export interface AnalyticsTraffic {
  /** Every request to an analytics host, answered or not, in order. */
  requests: string[]
}

export const standInAnalytics = async (page: Page): Promise<AnalyticsTraffic> => {
  const traffic: AnalyticsTraffic = { requests: [] }
  page.on("request", (request: Request) => {
    if (isAnalyticsHost(new URL(request.url())) && request.method() !== "OPTIONS") traffic.requests.push(request.url())
  })
  // The app's measurement settings (firebase.googleapis.com/v1alpha/projects/-/apps/<app id>/webConfig).
  await page.route(/^https:\/\/firebase\.googleapis\.com\/v1alpha\/projects\/-\/apps\/[^/]+\/webConfig$/, (route) => {
    const appId = decodeURIComponent(new URL(route.request().url()).pathname.split("/")[5])
    return route.fulfill({ headers: CORS, json: { appId, measurementId: measurementId() } })
  })
  // A Firebase installation id for this browser.
  await page.route(/^https:\/\/firebaseinstallations\.googleapis\.com\/v1\/projects\/[^/]+\/installations$/, (route) => {
    if (route.request().method() === "OPTIONS") return route.fulfill({ status: 204, headers: CORS })
    const { fid } = route.request().postDataJSON() as { fid: string }
    return route.fulfill({
      headers: CORS,
      json: { name: `projects/p/installations/${fid}`, fid, refreshToken: "refresh", authToken: { token: "token", expiresIn: "604800s" } },
    })
  })
  await page.route(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `/* stand-in for gtag.js */ document.cookie = "${GTAG_COOKIE}=GA1.1.1.1; path=/; max-age=63072000";`,
    }),
  )
  return traffic
}

/** A gtag command as Firebase queued it: ["event", "page_view", {...}], ["config", id, {...}]. */
export type GtagCommand = [string, ...unknown[]]

export const gtagCommands = (page: Page): Promise<GtagCommand[]> =>
  page.evaluate(() => {
    const queue = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []
    return Array.from(queue, (entry) => JSON.parse(JSON.stringify(Array.from(entry))) as [string, ...unknown[]])
  })

export const pageViews = async (page: Page): Promise<Record<string, unknown>[]> =>
  (await gtagCommands(page)).filter(([command, name]) => command === "event" && name === "page_view").map((command) => command[2] as Record<string, unknown>)
