import * as React from "react"
import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { NAV_LINKS, isCurrentRoute } from "./nav-links"
import { listReset } from "../theme/mixins"

type Variant = "row" | "stacked" | "wrapped"

const listLayout: Record<Variant, ReturnType<typeof css>> = {
  row: css`
    flex-direction: row;
    gap: 1.75rem;
  `,
  stacked: css`
    flex-direction: column;
    gap: 1.25rem;
  `,
  // The footer's list: as many to a line as fit, at any width.
  wrapped: css`
    flex-flow: row wrap;
    gap: 0.75rem 1.5rem;
  `,
}

const StyledList = styled.ul<{ $variant: Variant }>`
  ${listReset}
  display: flex;
  ${({ $variant }) => listLayout[$variant]}
`

const StyledLink = styled(Link)<{ $variant: Variant }>`
  color: inherit;
  text-decoration: none;
  font-weight: 600;
  font-size: ${({ $variant, theme }) => ($variant === "stacked" ? theme.type.title : theme.type.small)};
  padding: 0.25rem 0;
  text-underline-offset: 0.35em;
  text-decoration-thickness: 2px;

  &:hover,
  &[aria-current="page"] {
    text-decoration-line: underline;
  }
`

interface NavListProps {
  pathname: string
  variant: Variant
  onNavigate?: () => void
}

/** The eight links; the current route's link is underlined and marked aria-current. */
export const NavList: React.FC<NavListProps> = ({ pathname, variant, onNavigate }) => (
  <StyledList $variant={variant}>
    {NAV_LINKS.map(({ to, label }) => (
      <li key={to}>
        <StyledLink
          to={to}
          $variant={variant}
          aria-current={isCurrentRoute(pathname, to) ? "page" : undefined}
          onClick={onNavigate}
        >
          {label}
        </StyledLink>
      </li>
    ))}
  </StyledList>
)
