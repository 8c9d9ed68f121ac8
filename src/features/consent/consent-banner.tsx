import * as React from "react"
import styled from "styled-components"
import { Button } from "../../components/button"
import { settings } from "../../settings"
import { media } from "../../theme/media"
import { useFocusWhileOpen } from "../../lib/use-focus-while-open"
import type { ConsentChoice } from "./consent-store"

/**
 * Fixed, so nothing on the page moves when it appears, and just below the header, which with its
 * menu stays usable. Not at the bottom edge: the home page's call to action ends near the bottom
 * of the first screen (about 680px down on a 375px-wide phone, 730px on a laptop), where a banner
 * would cover it.
 */
const StyledBanner = styled.section`
  position: fixed;
  z-index: 50;
  left: 0.5rem;
  right: 0.5rem;
  top: calc(${({ theme }) => theme.header.height}px + 0.5rem);
  max-width: 40rem;
  margin: 0 auto;
  padding: 0.75rem 1rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 0 4px 18px rgba(0, 0, 0, 0.18);
  font-size: ${({ theme }) => theme.type.small};

  p {
    margin: 0 0 0.6rem;
  }

  ${media.up("tablet")} {
    display: flex;
    gap: 1rem;
    align-items: center;

    p {
      margin: 0;
    }
  }
`

const StyledActions = styled.div`
  display: flex;
  gap: 0.5rem;
  flex: none;

  button {
    padding: 0.45rem 0.9rem;
  }
`

interface ConsentBannerProps {
  onChoose: (choice: ConsentChoice) => void
  /** Opened from the footer link: focus moves into the banner, and back to the link once chosen. */
  reopened?: boolean
}


/** Asks once whether analytics may run; not a wall: the page stays usable around it. */
export const ConsentBanner: React.FC<ConsentBannerProps> = ({ onChoose, reopened = false }) => {
  const { text, accept, decline } = settings.analyticsConsent
  const ref = React.useRef<HTMLElement>(null)
  useFocusWhileOpen(ref, reopened)
  return (
    <StyledBanner ref={ref} tabIndex={-1} aria-label="Analytics cookies" data-consent-banner="">
      <p>{text}</p>
      <StyledActions>
        <Button type="button" $tone="primary" onClick={() => onChoose("granted")}>
          {accept}
        </Button>
        <Button type="button" $tone="outline" onClick={() => onChoose("denied")}>
          {decline}
        </Button>
      </StyledActions>
    </StyledBanner>
  )
}
