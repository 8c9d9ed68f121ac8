import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { listReset } from "../theme/mixins"

const StyledJumpList = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin-bottom: 1rem;

  a {
    font-weight: 600;
  }
`

interface JumpListProps {
  /** Names the navigation landmark, e.g. "Services on this page". */
  label: string
  items: ReadonlyArray<{ slug: string; title: string }>
}

/** Links to each part of a long page. */
export const JumpList: React.FC<JumpListProps> = ({ label, items }) => (
  <nav aria-label={label}>
    <StyledJumpList>
      {items.map((item) => (
        <li key={item.slug}>
          <Link to={`#${item.slug}`}>{item.title}</Link>
        </li>
      ))}
    </StyledJumpList>
  </nav>
)
