import * as React from "react"
import styled from "styled-components"
import { Footer } from "./footer"
import { Header } from "./header"
import { MAIN_ID, SkipLink } from "./skip-link"
import { useHeaderState } from "./use-header-state"

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

export interface LayoutProps {
  pathname: string | undefined
  children: React.ReactNode
  /** A fixed notice (the analytics banner), early in the tab order: right after the header. */
  notice?: React.ReactNode
  /** The newsletter's form in the footer, when given. */
  signup?: React.ReactNode
  /** Shown in the footer as "Cookie settings" when given. */
  onCookieSettings?: () => void
}

/**
 * The shell around every page except bare ones: skip link, header, main landmark, footer. What
 * goes in its notice and footer is decided by the page wrapper (src/wrap-elements.tsx).
 */
export const Layout: React.FC<LayoutProps> = ({ pathname, children, notice, signup, onCookieSettings }) => {
  const state = useHeaderState(pathname)
  return (
    <StyledPage>
      <SkipLink />
      <Header pathname={pathname} state={state} />
      {notice}
      <StyledMain id={MAIN_ID} tabIndex={-1}>
        {children}
      </StyledMain>
      <Footer pathname={pathname ?? ""} signup={signup} onCookieSettings={onCookieSettings} />
    </StyledPage>
  )
}
