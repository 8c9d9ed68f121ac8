import { firebaseConfig } from "../../firebase/config"
import { createPageViewReporter, currentPageView, type PageViewReporter } from "./page-views"

const options = firebaseConfig()

/**
 * The site's reporter. Firebase is imported dynamically, so it is never part of a page's first
 * JavaScript; with no Firebase configuration or no measurement id (the local backend has none)
 * nothing is loaded and nothing is sent.
 */
const reporter: PageViewReporter | null = options?.measurementId
  ? createPageViewReporter(() => import("../../firebase/analytics").then((m) => m.connectAnalytics(options)))
  : null

/** After the page is interactive and idle, connect analytics. */
export const startAnalytics = (): void => {
  if (!reporter) return
  const begin = (): void => void reporter.start()
  if ("requestIdleCallback" in window) window.requestIdleCallback(begin, { timeout: 4000 })
  else setTimeout(begin, 1)
}

/**
 * Called on the first load and every completed route change. Helmet writes the new title on the
 * next animation frame, so the view is read two frames later (as gatsby-plugin-google-gtag does).
 */
export const trackPageView = (): void => {
  if (!reporter) return
  const record = (): void => reporter.report(currentPageView())
  if ("requestAnimationFrame" in window) {
    window.requestAnimationFrame(() => window.requestAnimationFrame(record))
  } else {
    setTimeout(record, 32)
  }
}
