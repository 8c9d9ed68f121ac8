import { initializeAnalytics, isSupported, logEvent } from "firebase/analytics"
import type { FirebaseOptions } from "firebase/app"
import { firebaseApp } from "./app"
import { firebaseConfig } from "./config"

export interface PageView {
  screen_name: string
  screen_url: string
}

export type SendPageView = (view: PageView) => void

/**
 * Firebase Analytics, once the browser passes its support check; null when it does not.
 * The automatic page_view is off: the site reports its own, with screen_name and screen_url.
 */
export const connectAnalytics = async (options: FirebaseOptions): Promise<SendPageView | null> => {
  if (!(await isSupported())) return null
  const analytics = initializeAnalytics(firebaseApp(options), { config: { send_page_view: false } })
  return (view) => logEvent(analytics, "page_view", view)
}

/** The site's own analytics, with the configuration this build was given; null when it has none. */
export const connectSiteAnalytics = (): Promise<SendPageView | null> => {
  const options = firebaseConfig()
  return options ? connectAnalytics(options) : Promise.resolve(null)
}
