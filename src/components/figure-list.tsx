import * as React from "react"
import styled from "styled-components"
import type { Figure } from "../../contract/content-schema"
import { media } from "../theme/media"

const StyledFigures = styled.dl`
  display: grid;
  gap: 1.5rem;
  margin: 0;
  grid-template-columns: repeat(2, minmax(0, 1fr));

  ${media.up("desktop")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }

  div {
    display: flex;
    flex-direction: column-reverse;
    gap: 0.25rem;
  }

  dt {
    color: inherit;
    opacity: 0.85;
  }

  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.serif};
    font-size: ${({ theme }) => theme.type.title};
    font-weight: 600;
    line-height: 1.1;
  }
`

/** Track-record figures: "2,400+ hours of one-to-one coaching". */
export const FigureList: React.FC<{ figures: readonly Figure[] }> = ({ figures }) => (
  <StyledFigures>
    {figures.map((figure) => (
      <div key={figure.label}>
        <dt>{figure.label}</dt>
        <dd>{figure.value}</dd>
      </div>
    ))}
  </StyledFigures>
)
