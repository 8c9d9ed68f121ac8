import * as React from "react"
import styled from "styled-components"

/** "42 of 180 characters", or how far over the limit the text is (counted as the build counts it: trimmed). */
export const characterCount = (text: string, max: number): string => {
  const length = text.trim().length
  return length > max ? `${length} of ${max} characters: ${length - max} too many` : `${length} of ${max} characters`
}

/** Whether the text is over the limit the build checks. */
export const isOverLimit = (text: string, max: number): boolean => text.trim().length > max

const StyledCounter = styled.p<{ $over: boolean }>`
  margin: 0.3rem 0 0;
  color: ${({ theme, $over }) => ($over ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $over }) => ($over ? 700 : 400)};
`

/** The live count under a field with a limit; the field names it with aria-describedby. */
export const CharacterCount: React.FC<{ id: string; text: string; max: number }> = ({ id, text, max }) => (
  <StyledCounter id={id} $over={isOverLimit(text, max)}>
    {characterCount(text, max)}
  </StyledCounter>
)
