import styled from "styled-components"
import { buttonStyle, type ButtonTone } from "./button-link"

/** A real button (submit, retry) with the same look as ButtonLink. */
export const Button = styled.button<{ $tone: ButtonTone }>`
  ${buttonStyle}
  cursor: pointer;
  font: inherit;
  font-weight: 600;

  &[aria-disabled="true"],
  &:disabled {
    cursor: progress;
    opacity: 0.75;
  }
`
