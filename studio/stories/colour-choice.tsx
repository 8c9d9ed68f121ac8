import * as React from "react"
import styled from "styled-components"
import { STORY_PALETTE } from "../../src/theme/story-palette"

const StyledFieldset = styled.fieldset`
  margin: 0 0 1.2rem;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: 0.35rem;
    padding: 0;
    font-weight: 600;
  }

  div {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  label {
    display: inline-flex;
    gap: 0.4rem;
    align-items: center;
    padding: 0.45rem 0.6rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    cursor: pointer;
  }

  label:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.text};
    box-shadow: inset 0 0 0 1px ${({ theme }) => theme.colors.text};
  }
`

const StyledSwatch = styled.span`
  display: inline-block;
  width: 1.4rem;
  height: 1.4rem;
  border: 1px solid ${({ theme }) => theme.colors.muted};
  border-radius: 50%;
`

/** One brand colour, chosen with radio buttons (arrow keys move between them). */
export const ColourChoice: React.FC<{ id: string; legend: string; value: string | undefined; onChange: (color: string) => void }> = ({
  id,
  legend,
  value,
  onChange,
}) => (
  <StyledFieldset id={id} tabIndex={-1}>
    <legend>{legend}</legend>
    <div>
      {STORY_PALETTE.map(({ name, color }) => (
        <label key={color}>
          <input type="radio" name={id} value={color} checked={value?.toLowerCase() === color} onChange={() => onChange(color)} />
          <StyledSwatch aria-hidden="true" style={{ background: color }} />
          {name}
        </label>
      ))}
    </div>
  </StyledFieldset>
)
