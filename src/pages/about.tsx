import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { HeadedList, HeadedListGrid } from "../components/headed-list"
import { PageOpening } from "../components/page-opening"
import { ResponsiveImage } from "../components/responsive-image"
import type { AboutFile } from "../../gatsby/content/content-schema"
import { Card, CardGrid } from "../components/card-grid"
import { ClosingCta } from "../components/closing-cta"
import { FigureList } from "../components/figure-list"
import type { ImageFile } from "../components/fragments"
import { Section } from "../components/section"
import { media } from "../theme/media"

export interface AboutPageData {
  aboutYaml: AboutFile
  portrait: ImageFile | null
}

const StyledStory = styled.div`
  display: grid;
  gap: 2rem 3.5rem;
  align-items: start;

  ${media.up("desktop")} {
    grid-template-columns: 2fr 3fr;
  }

  p {
    max-width: 65ch;
  }
`

/* Near the top of the page on a phone and its largest paint: painted from the server HTML (see ResponsiveImage). */
const StyledPortrait = styled(ResponsiveImage)`
  display: block;
  max-width: 460px;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`

const StyledCredentials = styled(HeadedListGrid)`
  margin-top: 2.5rem;
`

const StyledCareer = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;

  li {
    display: grid;
    gap: 0.25rem 2rem;
    padding: 1rem 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};

    ${media.up("tablet")} {
      grid-template-columns: 10rem 1fr;
    }
  }

  strong {
    font-family: ${({ theme }) => theme.fonts.serif};
  }
`

const AboutPage: React.FC<PageProps<AboutPageData>> = ({ data }) => {
  const about = data.aboutYaml
  const portrait = data.portrait?.childImageSharp?.gatsbyImageData
  return (
    <>
      <PageOpening page={about.page} path="/about/" type="profile" />

      <Section id="story" title={about.headings.story}>
        <StyledStory>
          {/* The photograph: replace content/images/portrait.jpg with a real one (same name). */}
          {portrait && <StyledPortrait image={portrait} alt={about.portraitAlt} priority />}
          <div>
            {about.story.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
        </StyledStory>
      </Section>

      <Section id="career" title={about.headings.career} tone="muted">
        <StyledCareer>
          {about.career.map((step) => (
            <li key={step.years}>
              <strong>{step.years}</strong>
              <span>{step.text}</span>
            </li>
          ))}
        </StyledCareer>
      </Section>

      <Section id="approach" title={about.approach.heading}>
        <CardGrid $columns={2}>
          {about.approach.items.map((item) => (
            <Card key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </Card>
          ))}
        </CardGrid>
      </Section>

      <Section id="credentials" title={about.credentials.heading} tone="muted">
        <FigureList figures={about.credentials.figures} />
        <StyledCredentials>
          <HeadedList heading={about.headings.accreditations} items={about.credentials.accreditations} />
          <HeadedList heading={about.headings.training} items={about.credentials.training} />
        </StyledCredentials>
        <p>{about.credentials.note}</p>
      </Section>

      <ClosingCta />
    </>
  )
}

export default AboutPage

export const query = graphql`
  query AboutPage {
    aboutYaml {
      page { ...PageCopyFields }
      headings { story career accreditations training }
      portraitAlt
      story
      approach { heading items { title text } }
      credentials { heading accreditations training figures { value label } note }
      career { years text }
    }
    portrait: file(sourceInstanceName: { eq: "content" }, relativePath: { eq: "images/portrait.jpg" }) {
      childImageSharp { gatsbyImageData(width: 460, aspectRatio: 0.8) }
    }
  }
`
