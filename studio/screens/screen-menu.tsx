import * as React from "react"
import styled from "styled-components"
import { listReset } from "../../src/theme/mixins"
import { screenAddress, type ScreenId } from "../common/screen-address"
import { SCREENS } from "./screen-table"

const StyledMenu = styled.nav`
  margin: 0 0 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  ul {
    ${listReset}
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem 0.5rem;
  }

  a {
    display: inline-block;
    min-height: 2.75rem;
    padding: 0.65rem 0.6rem;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }

  a:hover {
    text-decoration: underline;
  }

  a[aria-current="page"] {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
  }
`

/** The studio's screens, a link each (so Back, a new tab and a bookmark work), the open one marked. */
export const ScreenMenu: React.FC<{ current: ScreenId }> = ({ current }) => (
  <StyledMenu aria-label="Studio">
    <ul>
      {SCREENS.map((row) => (
        <li key={row.id}>
          <a href={screenAddress(row.id)} aria-current={row.id === current ? "page" : undefined}>
            {row.label}
          </a>
        </li>
      ))}
    </ul>
  </StyledMenu>
)
