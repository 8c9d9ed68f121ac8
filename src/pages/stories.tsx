import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { WebStoriesFile } from "../../shared/content-schema"
import styled from "styled-components"
import { ClosingCta } from "../components/closing-cta"
import { PageOpening } from "../components/page-opening"
import type { StoryCardNode } from "../components/fragments"
import { StoryCard } from "../components/story-card"
import { Container } from "../shell/container"
import { media } from "../theme/media"
import { storyPath } from "../../shared/story"
import { listReset } from "../theme/mixins"

const StyledGrid = styled.ul`
  ${listReset}
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 2rem 1rem;
  margin-bottom: 5rem;

  ${media.up("tablet")} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 2.5rem 1.5rem;
  }

  ${media.up("wide")} {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`

export interface StoriesData {
  webStoriesYaml: WebStoriesFile
  allStory: { nodes: StoryCardNode[] }
}

const StoriesPage: React.FC<PageProps<StoriesData>> = ({ data }) => (
  <>
    <PageOpening page={data.webStoriesYaml.page} path="/stories/" />
    <Container>
      <StyledGrid aria-label="All stories">
        {data.allStory.nodes.map(({ storyId, ...story }) => (
          <StoryCard key={storyId} href={storyPath(storyId)} {...story} />
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
      nodes { ...StoryCardFields }
    }
  }
`

export default StoriesPage
