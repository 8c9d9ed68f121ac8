import * as React from "react"
import styled from "styled-components"
import { useAnalyticsConsent } from "../features/consent/use-analytics-consent"
import { Footer } from "./footer"
import { Header } from "./header"
import { MAIN_ID, SkipLink } from "./skip-link"
import { useHeaderState } from "./use-header-state"

/*
 * The banner is never in the server HTML (the visitor's choice is read in the browser), so it
 * arrives in its own small chunk when it is needed, not in every page's first JavaScript.
 */
const ConsentBanner = React.lazy(() => import("../features/consent/consent-banner").then((module) => ({ default: module.ConsentBanner })))

const StyledMain = styled.main`
  flex: 1 0 auto;

  &:focus {
    outline: none;
  }
`

const StyledPage = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`

interface LayoutProps {
  pathname: string | undefined
  children: React.ReactNode
}

/** The shell around every page except bare ones: skip link, header, main landmark, footer. */
export const Layout: React.FC<LayoutProps> = ({ pathname, children }) => {
  const state = useHeaderState(pathname)
  const consent = useAnalyticsConsent()
  return (
    <StyledPage>
      <SkipLink />
      <Header pathname={pathname} state={state} />
      {/* Early in the tab order (it is fixed, so it takes no room here): right after the header. */}
      {consent.bannerOpen && (
        <React.Suspense fallback={null}>
          <ConsentBanner onChoose={consent.choose} reopened={consent.reopened} />
        </React.Suspense>
      )}
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer pathname={pathname ?? ""} onCookieSettings={consent.asks ? consent.reopen : undefined} />
    </StyledPage>
  )
}
