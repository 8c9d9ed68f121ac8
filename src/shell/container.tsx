import styled from "styled-components"

/** The content column: 1240px at most, 16px side padding (spec section 9). */
export const Container = styled.div`
  width: 100%;
  max-width: ${({ theme }) => theme.container.maxWidth}px;
  margin: 0 auto;
  padding-left: ${({ theme }) => theme.container.padding}px;
  padding-right: ${({ theme }) => theme.container.padding}px;
`
