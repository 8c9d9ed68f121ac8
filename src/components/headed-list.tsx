import * as React from "react"
import styled from "styled-components"
import { media } from "../theme/media"

/** Side by side from tablet width up, stacked on phones. */
export const HeadedListGrid = styled.div`
  display: grid;
  gap: 2rem;

  ${media.up("tablet")} {
    grid-template-columns: 1fr 1fr;
  }
`

const StyledHeadedList = styled.div`
  ul {
    padding-left: 1.25rem;
  }

  li + li {
    margin-top: 0.5rem;
  }
`

/** A sub-heading over a bulleted list of lines (credentials, who the coaching is and is not for). */
export const HeadedList: React.FC<{ heading: string; items: readonly string[] }> = ({ heading, items }) => (
  <StyledHeadedList>
    <h3>{heading}</h3>
    <ul>
      {items.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  </StyledHeadedList>
)
