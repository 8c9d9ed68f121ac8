import * as React from "react"
import { graphql, type PageProps } from "gatsby"
import type { WebStoriesFile } from "../../gatsby/content/content-schema"
import styled from "styled-components"
import { ClosingCta } from "../components/closing-cta"
import { PageOpening } from "../components/page-opening"
import { Pagination } from "../components/pagination"
import { StoryCard } from "../components/story-card"
import { Container } from "../shell/container"
import { media } from "../theme/media"
import { pageSuffix, type ListPageContext } from "../lib/paging"
import { storyListPath, storyPath } from "../stories/story"

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

/** /stories/, /stories/page/2/ ...: stories newest first, a page at a time like the blog. */
const StoriesPage: React.FC<PageProps<StoriesData, Pick<ListPageContext, "currentPage" | "pageCount">>> = ({ data, pageContext }) => {
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
  query StoriesPage($skip: Int!, $limit: Int!) {
    webStoriesYaml {
      page { ...PageCopyFields }
    }
    allStory(sort: { publishedDate: DESC }, skip: $skip, limit: $limit) {
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
