import { useSyncExternalStore } from "react"
import { analyticsAsksConsent } from "../analytics/site-analytics"
import { consentStore, SERVER_CONSENT, type ConsentChoice } from "./consent-store"

export interface AnalyticsConsent {
  /** True when the site asks at all (analytics configured and the banner not turned off). */
  asks: boolean
  /** The banner is showing: not decided yet, or opened again from the footer. */
  bannerOpen: boolean
  /** The visitor opened it again from the footer (so it takes the focus). */
  reopened: boolean
  choose: (choice: ConsentChoice) => void
  reopen: () => void
}

/** The analytics choice as the banner and the footer link see it; nothing shows in the server render. */
export const useAnalyticsConsent = (): AnalyticsConsent => {
  const state = useSyncExternalStore(consentStore.subscribe, consentStore.get, () => SERVER_CONSENT)
  const decidedOnServer = state === SERVER_CONSENT
  return {
    asks: analyticsAsksConsent,
    bannerOpen: analyticsAsksConsent && !decidedOnServer && (state.choice === null || state.reopened),
    reopened: state.reopened,
    choose: consentStore.choose,
    reopen: consentStore.reopen,
  }
}
