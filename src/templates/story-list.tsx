import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { WebStoriesFile } from "../../contract/content-schema"
import styled from "styled-components"
import { ClosingCta } from "../components/closing-cta"
import { PageOpening } from "../components/page-opening"
import { Pagination } from "../components/pagination"
import type { StoryCardNode } from "../components/fragments"
import { StoryCard } from "../components/story-card"
import { Container } from "../shell/container"
import { media } from "../theme/media"
import { listReset } from "../theme/mixins"
import { pageSuffix, type ListPagePosition } from "../../contract/paging"
import { storyListPath, storyPath } from "../../contract/routes"

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

/** /stories/, /stories/page/2/ ...: stories newest first, a page at a time like the blog. */
const StoriesPage: React.FC<PageProps<StoriesData, ListPagePosition>> = ({ data, pageContext }) => {
  const { currentPage, pageCount } = pageContext
  const copy = data.webStoriesYaml.page
  // Later pages say which page they are, so each has its own title in search results.
  const suffix = pageSuffix(currentPage, pageCount)
  const page = { ...copy, title: `${copy.title}${suffix}`, heading: `${copy.heading}${suffix}`, description: `${copy.description}${suffix}` }
  return (
  <>
    <PageOpening page={page} path={storyListPath(currentPage)} />
    <Container>
      <StyledGrid aria-label="All stories">
        {data.allStory.nodes.map(({ storyId, ...story }) => (
          <StoryCard key={storyId} href={storyPath(storyId)} {...story} />
        ))}
      </StyledGrid>
      <Pagination
        currentPage={currentPage}
        pageCount={pageCount}
        pathFor={storyListPath}
        label="Story pages"
        newer="Newer stories"
        older="Older stories"
      />
    </Container>
    <ClosingCta />
  </>
  )
}

export const query = graphql`
  query StoriesPage($ids: [String!]!) {
    webStoriesYaml {
      page { ...PageCopyFields }
    }
    allStory(filter: { storyId: { in: $ids } }, sort: [{ publishedDate: DESC }, { storyId: ASC }]) {
      nodes { ...StoryCardFields }
    }
  }
`

export default StoriesPage
