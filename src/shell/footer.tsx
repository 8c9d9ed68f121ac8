import * as React from "react"
import styled from "styled-components"
import { settings } from "../settings"
import { media } from "../theme/media"
import { Brand } from "./brand"
import { Container } from "./container"
import { listReset } from "../theme/mixins"
import { SITE_PAGES_ID } from "./nav-links"
import { NavList } from "./nav-list"
import { useCurrentYear } from "./use-current-year"

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.inverse};
  padding: 3rem 0 2rem;
`

const StyledGrid = styled(Container)`
  display: grid;
  gap: 1.5rem;

  ${media.up("tablet")} {
    grid-template-columns: 1fr auto;
    align-items: center;
  }
`

const StyledHello = styled.p`
  margin: 0.25rem 0 0;
  color: ${({ theme }) => theme.colors.inverseMuted};
`

const StyledSocial = styled.ul`
  ${listReset}
  display: flex;
  gap: 1.25rem;

  a {
    color: inherit;
    font-weight: 600;
    text-underline-offset: 0.3em;
  }
`

const StyledLegal = styled.p`
  grid-column: 1 / -1;
  margin: 1rem 0 0;
  padding-top: 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colors.inverseBorder};
  font-size: ${({ theme }) => theme.type.small};
  color: ${({ theme }) => theme.colors.inverseMuted};
`

const SOCIAL = [
  { href: settings.social.linkedin, label: "LinkedIn" },
  { href: settings.social.instagram, label: "Instagram" },
] as const

const StyledSettings = styled.button`
  justify-self: start;
  padding: 0;
  font-size: ${({ theme }) => theme.type.small};
  border: 0;
  background: none;
  color: inherit;
  font-family: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`

const StyledSignup = styled.div`
  grid-column: 1 / -1;
`

const StyledPages = styled.nav`
  grid-column: 1 / -1;
  scroll-margin-top: ${({ theme }) => theme.header.height}px;
`

interface FooterProps {
  pathname: string
  /** The newsletter's form, when the page wrapper gives one (src/wrap-elements.tsx): the shell imports no feature. */
  signup?: React.ReactNode
  /** Opens the analytics choice again; absent when the site does not ask. */
  onCookieSettings?: () => void
}

export const Footer: React.FC<FooterProps> = ({ pathname, signup, onCookieSettings }) => {
  const year = useCurrentYear()
  return (
    <StyledFooter>
      <StyledGrid>
        {signup && <StyledSignup>{signup}</StyledSignup>}
        <div>
          <Brand />
          <StyledHello>Stop by, and say Hello!</StyledHello>
        </div>
        <StyledSocial aria-label="Social profiles">
          {SOCIAL.map(({ href, label }) => (
            <li key={label}>
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${settings.name} on ${label} (opens in a new tab)`}
              >
                {label}
              </a>
            </li>
          ))}
        </StyledSocial>
        <StyledPages id={SITE_PAGES_ID} aria-label="All pages">
          <NavList pathname={pathname} variant="wrapped" />
        </StyledPages>
        <StyledLegal>
          {settings.company} © {year} All Rights Reserved.
        </StyledLegal>
        {onCookieSettings && (
          <StyledSettings type="button" onClick={onCookieSettings}>
            {settings.analyticsConsent.change}
          </StyledSettings>
        )}
      </StyledGrid>
    </StyledFooter>
  )
}
