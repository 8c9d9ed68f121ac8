import * as React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { ResponsiveImage } from "../../components/responsive-image"
import { Section } from "../../components/section"
import { media } from "../../theme/media"

const StyledLifeStory = styled.div`
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

interface LifeStorySectionProps {
  title: string
  paragraphs: readonly string[]
  /** The photograph (content/images/portrait.jpg) and what it shows. */
  portrait?: IGatsbyImageData
  portraitAlt: string
}

/** The coach's life story beside her portrait. */
export const LifeStorySection: React.FC<LifeStorySectionProps> = ({ title, paragraphs, portrait, portraitAlt }) => (
  <Section id="story" title={title}>
    <StyledLifeStory>
      {portrait && <StyledPortrait image={portrait} alt={portraitAlt} priority />}
      <div>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </StyledLifeStory>
  </Section>
)
