import * as React from "react"
import styled from "styled-components"
import { Container } from "../shell/container"
import { media } from "../theme/media"

const StyledIntro = styled.section`
  padding: 3.5rem 0 2.5rem;

  ${media.up("medium")} {
    padding: 5rem 0 3.5rem;
  }

  h1 {
    max-width: 20ch;
  }

  p {
    font-size: ${({ theme }) => theme.type.lead};
    max-width: 60ch;
    color: ${({ theme }) => theme.colors.muted};
  }
`

interface PageIntroProps {
  title: string
  children: React.ReactNode
}

/** The heading and opening paragraph every inner page starts with. */
export const PageIntro: React.FC<PageIntroProps> = ({ title, children }) => (
  <StyledIntro>
    <Container>
      <h1>{title}</h1>
      {children}
    </Container>
  </StyledIntro>
)
