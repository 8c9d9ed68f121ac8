import * as React from "react"
import styled from "styled-components"
import { settings } from "../settings"
import { media } from "../theme/media"
import { Brand } from "./brand"
import { Container } from "./container"

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
  color: #d1d5db;
`

const StyledSocial = styled.ul`
  list-style: none;
  display: flex;
  gap: 1.25rem;
  margin: 0;
  padding: 0;

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
  border-top: 1px solid #374151;
  font-size: 0.875rem;
  color: #d1d5db;
`

const SOCIAL = [
  { href: settings.social.linkedin, label: "LinkedIn" },
  { href: settings.social.instagram, label: "Instagram" },
] as const

const StyledSettings = styled.button`
  justify-self: start;
  padding: 0;
  font-size: 0.875rem;
  border: 0;
  background: none;
  color: inherit;
  font-family: inherit;
  text-decoration: underline;
  text-underline-offset: 0.2em;
  cursor: pointer;
`

interface FooterProps {
  /** Opens the analytics choice again; absent when the site does not ask. */
  onCookieSettings?: () => void
}

export const Footer: React.FC<FooterProps> = ({ onCookieSettings }) => (
  <StyledFooter>
    <StyledGrid>
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
      <StyledLegal>
        {settings.company} © {new Date().getFullYear()} All Rights Reserved.
      </StyledLegal>
      {onCookieSettings && (
        <StyledSettings type="button" onClick={onCookieSettings}>
          {settings.analyticsConsent.change}
        </StyledSettings>
      )}
    </StyledGrid>
  </StyledFooter>
)
