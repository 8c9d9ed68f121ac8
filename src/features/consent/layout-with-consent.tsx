import * as React from "react"
import { Layout, type LayoutProps } from "../../shell/layout"
import { useAnalyticsConsent } from "./use-analytics-consent"

/*
 * The banner is never in the server HTML (the visitor's choice is read in the browser), so it
 * arrives in its own small chunk when it is needed, not in every page's first JavaScript.
 */
const ConsentBanner = React.lazy(() => import("./consent-banner").then((module) => ({ default: module.ConsentBanner })))

interface LayoutWithConsentProps extends Pick<LayoutProps, "pathname" | "children" | "signup"> {
  /** False on the coach's own pages, which count no visits: no banner, no "Cookie settings". */
  asksConsent: boolean
}

/**
 * The shell with the analytics choice: the banner while it is open, and "Cookie settings" in the
 * footer. One component on every page, so going to or from the studio does not remount the shell.
 */
export const LayoutWithConsent: React.FC<LayoutWithConsentProps> = ({ pathname, children, signup, asksConsent }) => {
  const consent = useAnalyticsConsent()
  const asks = asksConsent && consent.asks
  const notice = asks && consent.bannerOpen && (
    <React.Suspense fallback={null}>
      <ConsentBanner onChoose={consent.choose} reopened={consent.reopened} />
    </React.Suspense>
  )
  return (
    <Layout pathname={pathname} notice={notice} signup={signup} onCookieSettings={asks ? consent.reopen : undefined}>
      {children}
    </Layout>
  )
}
