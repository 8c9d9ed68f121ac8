import type { NProgress } from "accessible-nprogress"

/**
 * nprogress's bar for page changes that take a while, as gatsby-plugin-nprogress draws it, but
 * loaded only when Gatsby reports the first slow navigation instead of in every page's first
 * JavaScript (most visits never see a slow one). The bar's look is in the global style.
 */
let progress: Promise<NProgress> | null = null
let waiting = false

const loadProgress = (): Promise<NProgress> =>
  (progress ??= import("accessible-nprogress").then(({ default: bar }) => {
    bar.configure({ showSpinner: false })
    return bar
  }))

/** Gatsby's onRouteUpdateDelayed: the next page is taking more than a second. */
export const startRouteProgress = (): void => {
  waiting = true
  void loadProgress().then((bar) => {
    // The page may have arrived while the bar's code was loading.
    if (waiting) bar.start()
  })
}

/** Gatsby's onRouteUpdate: the page has changed. */
export const finishRouteProgress = (): void => {
  waiting = false
  void progress?.then((bar) => bar.done())
}
