import * as React from "react"
import styled from "styled-components"
import { Brand } from "./brand"
import { CloseIcon } from "./icons"
import { NavList } from "./nav-list"

export const MOBILE_MENU_ID = "mobile-menu"

const StyledOverlay = styled.div`
  position: fixed;
  inset: 0;
  z-index: 100;
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.inverse};
  overflow-y: auto;
  padding: 0 ${({ theme }) => theme.container.padding}px 2rem;

  &[hidden] {
    display: none;
  }
`

const StyledTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  height: ${({ theme }) => theme.header.height}px;
  margin-bottom: 1.5rem;
`

export const IconButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: inherit;
  cursor: pointer;
`

interface MobileMenuProps {
  open: boolean
  pathname: string
  onClose: () => void
  overlayRef: React.RefObject<HTMLDivElement>
}

/** Full-screen black overlay with the links stacked (narrow and tablet widths). */
export const MobileMenu: React.FC<MobileMenuProps> = ({ open, pathname, onClose, overlayRef }) => (
  <StyledOverlay
    id={MOBILE_MENU_ID}
    ref={overlayRef}
    hidden={!open}
    role="dialog"
    aria-modal="true"
    aria-label="Site menu"
  >
    <StyledTop>
      <Brand onClick={onClose} />
      <IconButton type="button" aria-label="Close menu" onClick={onClose}>
        <CloseIcon />
      </IconButton>
    </StyledTop>
    <NavList pathname={pathname} variant="stacked" onNavigate={onClose} />
  </StyledOverlay>
)
