import * as React from "react"
import styled from "styled-components"
import { showControl } from "../editing/show-control"
import { lineButton } from "./fold-line"

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
    ${lineButton}
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
