import * as React from "react"
import { Link, type PageProps } from "gatsby"
import styled from "styled-components"
import { Seo } from "../components/seo"
import { Container } from "../shell/container"
import { media } from "../theme/media"

const StyledHero = styled.section`
  /* Dark artwork under the transparent header: white text stays readable in every state. */
  background: radial-gradient(circle at 80% 20%, #1e3a8a 0%, #0b1220 55%, #000000 100%);
  color: ${({ theme }) => theme.colors.inverse};
  padding: calc(${({ theme }) => theme.header.height}px + 4rem) 0 5rem;
  min-height: 88vh;
  display: flex;
  align-items: center;

  ${media.up("large")} {
    padding-bottom: 7rem;
  }

  h1 {
    font-size: clamp(2.5rem, 6vw, 4.25rem);
    max-width: 16ch;
  }

  p {
    font-size: 1.25rem;
    max-width: 52ch;
    color: #e5e7eb;
  }
`

const StyledCta = styled(Link)`
  display: inline-block;
  margin-top: 1.5rem;
  padding: 0.9rem 1.5rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.inverse};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: none;
`

const StyledSection = styled.section`
  padding: 4rem 0;
`

const HomePage: React.FC<PageProps> = ({ location }) => (
  <>
    <Seo pathname={location.pathname} />
    <StyledHero>
      <Container>
        <h1>Lead with clarity. Build a company that outgrows you.</h1>
        <p>
          Leadership coaching for executives carrying more than their job description, and mentoring for
          founders making the leap from building a product to running a company.
        </p>
        <StyledCta to="/contact">Book a free first conversation</StyledCta>
      </Container>
    </StyledHero>
    <StyledSection>
      <Container>
        <h2>Who I work with</h2>
        <p>
          Chief executives and senior leaders in growing organisations, and founders of venture-backed companies
          between seed and Series C. If you want someone to do the work for you, I am not the right fit; if you
          want a sharp, confidential thinking partner, let us talk.
        </p>
      </Container>
    </StyledSection>
  </>
)

export default HomePage
