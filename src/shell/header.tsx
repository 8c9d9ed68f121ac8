import * as React from "react"
import styled, { css } from "styled-components"
import { media } from "../theme/media"
import { Brand } from "./brand"
import { Container } from "./container"
import { MenuIcon } from "./icons"
import { IconButton, MobileMenu, MOBILE_MENU_ID } from "./mobile-menu"
import { SITE_PAGES_ID } from "./nav-links"
import { NavList } from "./nav-list"
import type { HeaderState } from "./use-header-state"
import { useMobileMenu } from "./use-mobile-menu"

const appearance: Record<HeaderState, ReturnType<typeof css>> = {
  none: css`
    position: absolute;
    background: transparent;
    color: inherit;
  `,
  main: css`
    position: fixed;
    background: transparent;
    color: ${({ theme }) => theme.colors.inverse};
  `,
  main2: css`
    position: fixed;
    background: ${({ theme }) => theme.colors.headerDark};
    color: ${({ theme }) => theme.colors.inverse};
  `,
  alternate: css`
    position: sticky;
    background: ${({ theme }) => theme.colors.body};
    color: ${({ theme }) => theme.colors.text};
    border-bottom-color: ${({ theme }) => theme.colors.border};
  `,
}

const StyledHeader = styled.header<{ $state: HeaderState }>`
  top: 0;
  left: 0;
  right: 0;
  z-index: 50;
  /* A fixed height and a border in every state: changing state never moves the page. */
  height: ${({ theme }) => theme.header.height}px;
  border-bottom: 1px solid transparent;
  transition: background-color 200ms ease;
  ${({ $state }) => appearance[$state]}
`

const StyledBar = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: 100%;
`

const StyledRow = styled.div`
  ${media.down("desktop")} {
    display: none;
  }
`

const StyledMenuButton = styled(IconButton)`
  ${media.up("desktop")} {
    display: none;
  }
`

interface HeaderProps {
  pathname: string | undefined
  state: HeaderState
}

export const Header: React.FC<HeaderProps> = ({ pathname = "", state }) => {
  const { open, ready, show, hide, buttonRef, overlayRef } = useMobileMenu()
  const showLinks = state === "main2" || state === "alternate"

  return (
    <StyledHeader $state={state} data-state={state}>
      <StyledBar>
        <Brand />
        {showLinks && (
          <nav aria-label="Main">
            <StyledRow>
              <NavList pathname={pathname} variant="row" />
            </StyledRow>
            {ready ? (
              <StyledMenuButton
                ref={buttonRef}
                type="button"
                aria-label="Open menu"
                aria-expanded={open}
                aria-controls={MOBILE_MENU_ID}
                onClick={show}
              >
                <MenuIcon />
              </StyledMenuButton>
            ) : (
              // Until the page runs (or when JavaScript is off or failed), the menu is a link to
              // the list of every page at the foot of the page.
              <StyledMenuButton as="a" href={`#${SITE_PAGES_ID}`} aria-label="All pages">
                <MenuIcon />
              </StyledMenuButton>
            )}
            <MobileMenu
              open={open}
              pathname={pathname}
              onClose={hide}
              overlayRef={overlayRef}
            />
          </nav>
        )}
      </StyledBar>
    </StyledHeader>
  )
}
