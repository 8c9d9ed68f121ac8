import { analyticsMeasurementId } from "../../firebase/usable-config"
import { headWriterReady } from "../../head/head-writer"
import { whenIdle } from "../../lib/when-idle"
import { isUncountedPath } from "../../../contract/routes"
import { settings } from "../../settings"
import { consentStore } from "../consent/consent-store"
import { setAnalyticsOptOut } from "./gtag-opt-out"
import { createPageViewReporter, currentPageView, type PageViewReporter } from "./page-views"

export interface SiteAnalytics {
  /** True when the visitor must be asked before anything is loaded (the banner shows). */
  asksConsent: boolean
  /** After the page is interactive and idle, connect analytics (once consent allows it). */
  start: () => void
  /** Called on the first load and every completed route change. */
  trackPageView: () => void
}

/**
 * Page views for the site. Firebase is imported dynamically, so it is never part of a page's first
 * JavaScript; with no Firebase configuration or no measurement id
 * nothing is loaded and nothing is sent. When consent is asked, nothing is loaded or sent before the
 * visitor agrees; the page on which they agree is then counted once. The coach's studio is not a page
 * of the site: nothing is loaded or counted there, and a visit that begins there connects on its
 * first public page.
 */
export const createSiteAnalytics = (measurementId: string | null, askFirst: boolean): SiteAnalytics => {
  const reporter: PageViewReporter | null = measurementId
    ? createPageViewReporter(() => import("../../firebase/analytics").then((m) => m.connectSiteAnalytics()))
    : null
  const asksConsent = Boolean(reporter) && askFirst
  const allowed = (): boolean => !asksConsent || consentStore.get().choice === "granted"
  const counted = (): boolean => !isUncountedPath(window.location.pathname)
  let lastReported: string | null = null
  let begun = false

  const report = (): void => {
    if (!reporter || !allowed() || !counted()) return
    const view = currentPageView()
    lastReported = view.screen_url
    reporter.report(view)
  }

  const beginWhenIdle = (): void => {
    if (!reporter || begun || !counted()) return
    begun = true
    whenIdle(() => void reporter.start())
  }

  return {
    asksConsent,
    start() {
      if (!reporter) return
      if (asksConsent) {
        consentStore.subscribe(() => {
          const { choice } = consentStore.get()
          // Withdrawn from the footer: whatever already runs on this page stops and forgets the visitor.
          if (choice === "denied") setAnalyticsOptOut(measurementId ?? "", true)
          if (!allowed() || !counted()) return
          setAnalyticsOptOut(measurementId ?? "", false)
          void reporter.start()
          // The page the visitor agreed on, once (its route update came before the consent).
          if (lastReported !== window.location.href) report()
        })
      }
      if (allowed()) beginWhenIdle()
    },
    trackPageView() {
      if (!reporter || !allowed() || !counted()) return
      // A visit that began in the studio connects now.
      beginWhenIdle()
      // Helmet writes the new title on the next animation frame once its chunk is in (it may still be
      // arriving after a fast first move), so the view is read two frames after that, as
      // gatsby-plugin-google-gtag does.
      void headWriterReady().then(() => {
        if ("requestAnimationFrame" in window) window.requestAnimationFrame(() => window.requestAnimationFrame(report))
        else setTimeout(report, 32)
      })
    },
  }
}

const site = createSiteAnalytics(analyticsMeasurementId(), settings.analyticsConsent.askFirst)

export const analyticsAsksConsent = site.asksConsent
export const startAnalytics = site.start
export const trackPageView = site.trackPageView
