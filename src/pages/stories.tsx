import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { WebStoriesFile } from "../../gatsby/content/content-schema"
import styled from "styled-components"
import { ClosingCta } from "../components/closing-cta"
import { PageOpening } from "../components/page-opening"
import { StoryCard } from "../components/story-card"
import { Container } from "../shell/container"
import { media } from "../theme/media"
import { storyPath } from "../stories/story"

const StyledGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1rem;
  margin: 0 0 5rem;
  padding: 0;

  ${media.up("tablet")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 2.5rem 1.5rem;
  }

  ${media.up("wide")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

/* Written out rather than taken from the generated query types, so the typecheck runs on a clean clone. */
export interface StoriesData {
  webStoriesYaml: WebStoriesFile
  allStory: {
    nodes: Array<{
      storyId: string
      title: string
      publishedDate: string
      displayDate: string
      poster: { url: string; width: number; height: number; alt: string }
    }>
  }
}

const StoriesPage: React.FC<PageProps<StoriesData>> = ({ data }) => (
  <>
    <PageOpening page={data.webStoriesYaml.page} path="/stories/" />
    <Container>
      <StyledGrid aria-label="All stories">
        {data.allStory.nodes.map((story) => (
          <StoryCard
            key={story.storyId}
            href={storyPath(story.storyId)}
            title={story.title}
            date={story.publishedDate}
            displayDate={story.displayDate}
            poster={story.poster}
          />
        ))}
      </StyledGrid>
    </Container>
    <ClosingCta />
  </>
)

export const query = graphql`
  query StoriesPage {
    webStoriesYaml {
      page { ...PageCopyFields }
    }
    allStory(sort: { publishedDate: DESC }) {
      nodes {
        storyId
        title
        publishedDate
        displayDate: publishedDate(formatString: "D MMMM YYYY", locale: "en-gb")
        poster {
          url
          width
          height
          alt
        }
      }
    }
  }
`

export default StoriesPage
