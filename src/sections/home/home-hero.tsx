import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { ResponsiveImage } from "../../components/responsive-image"
import type { HomeFile } from "../../../contract/content-schema"
import { PrimaryCta } from "../../components/primary-cta"
import { Container } from "../../shell/container"
import { media } from "../../theme/media"
import { ROUTES } from "../../../contract/routes"

const StyledHero = styled.section`
  position: relative;
  isolation: isolate;
  display: flex;
  align-items: center;
  min-height: 88vh;
  padding: calc(${({ theme }) => theme.header.height}px + 3rem) 0 4rem;
  /* Dark artwork under the transparent header; the colour shows until the image arrives. */
  background: ${({ theme }) => theme.colors.headerDark};
  color: ${({ theme }) => theme.colors.inverse};

  ${media.up("large")} {
    padding-bottom: 6rem;
  }
`

/* The hero artwork is the home page's largest paint: painted from the server HTML (see ResponsiveImage). */
const StyledArtwork = styled(ResponsiveImage)`
  position: absolute;
  inset: 0;
  z-index: -1;

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`

const StyledEyebrow = styled.p`
  font-size: ${({ theme }) => theme.type.small};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.inverseAccent};
`

const StyledHeading = styled.h1`
  max-width: 18ch;
`

/* Body size on a phone, so the call to action below stays in the first screen (375 × 667 too). */
const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.type.body};

  ${media.up("tablet")} {
    font-size: ${({ theme }) => theme.type.lead};
  }

  max-width: 56ch;
  color: ${({ theme }) => theme.colors.inverseSoft};
`

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 1.75rem;
  margin-top: 2rem;

  a:not([class]) {
    color: ${({ theme }) => theme.colors.inverse};
    font-weight: 600;
    text-underline-offset: 0.3em;
  }
`

/** The hero's words and its photo's description: the photo's address stays out of the page's data (the page queries the site's own copy). */
export type HeroWords = Omit<HomeFile["hero"], "photo"> & { photo: Pick<HomeFile["hero"]["photo"], "alt"> }

interface HomeHeroProps {
  hero: HeroWords
  /** The hero artwork (her photo, or content/images/hero.jpg); the dark background shows without it. */
  image?: IGatsbyImageData
}

/** The home page's opening: its only h1, the booking button and the way to how coaching works. */
export const HomeHero: React.FC<HomeHeroProps> = ({ hero, image }) => (
  <StyledHero aria-labelledby="hero-heading">
    {image && <StyledArtwork image={image} alt={hero.photo.alt ?? ""} priority />}
    <Container>
      <StyledEyebrow>{hero.eyebrow}</StyledEyebrow>
      <StyledHeading id="hero-heading">{hero.heading}</StyledHeading>
      <StyledLead>{hero.lead}</StyledLead>
      <StyledActions>
        <PrimaryCta tone="light" />
        <Link to={`${ROUTES.services}#how-we-work`}>{hero.secondaryLabel}</Link>
      </StyledActions>
    </Container>
  </StyledHero>
)
