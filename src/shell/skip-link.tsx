import * as React from "react"
import styled from "styled-components"

export const MAIN_ID = "main-content"

const StyledSkipLink = styled.a`
  position: absolute;
  left: 1rem;
  top: -100px;
  z-index: 200;
  padding: 0.75rem 1rem;
  background: ${({ theme }) => theme.colors.body};
  color: ${({ theme }) => theme.colors.text};
  border-radius: ${({ theme }) => theme.radius};

  &:focus {
    top: 1rem;
  }
`

export const SkipLink: React.FC = () => <StyledSkipLink href={`#${MAIN_ID}`}>Skip to content</StyledSkipLink>
