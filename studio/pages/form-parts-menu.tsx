import * as React from "react"
import styled from "styled-components"
import { showControl } from "../editing/show-control"

const StyledMenu = styled.nav`
  margin: 0 0 1rem;

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  button {
    min-height: 2.75rem;
    padding: 0.3rem 0.7rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: none;
    color: inherit;
    font: inherit;
    cursor: pointer;
  }
`

/** A short menu at the top of a long form: one button per part of the page, going straight to it. */
export const FormPartsMenu: React.FC<{ parts: readonly { label: string; controlId: string }[] }> = ({ parts }) => (
  <StyledMenu aria-label="Parts of the page">
    <ul>
      {parts.map((part) => (
        <li key={part.controlId}>
          <button
            type="button"
            onClick={() => {
              const target = document.getElementById(part.controlId)
              if (target) showControl(target)
            }}
          >
            {part.label}
          </button>
        </li>
      ))}
    </ul>
  </StyledMenu>
)
