import * as React from "react"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { Section } from "../../components/section"
import { media } from "../../theme/media"

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

const StyledPortrait = styled(GatsbyImage)`
  border-radius: ${({ theme }) => theme.radius};
  max-width: 460px;
`

interface StorySectionProps {
  title: string
  paragraphs: readonly string[]
  /** The photograph (content/images/portrait.jpg) and what it shows. */
  portrait?: IGatsbyImageData
  portraitAlt: string
}

/** The coach's story beside her portrait. */
export const StorySection: React.FC<StorySectionProps> = ({ title, paragraphs, portrait, portraitAlt }) => (
  <Section id="story" title={title}>
    <StyledStory>
      {portrait && <StyledPortrait image={portrait} alt={portraitAlt} />}
      <div>
        {paragraphs.map((paragraph) => (
          <p key={paragraph.slice(0, 40)}>{paragraph}</p>
        ))}
      </div>
    </StyledStory>
  </Section>
)
