import * as React from "react"
import styled from "styled-components"
import { Card, CardGrid } from "./card-grid"
import { Section } from "./section"

export interface StoryTeaserItem {
  storyId: string
  title: string
  /** Display date, e.g. "14 October 2026". */
  published: string
  /** Address of the story's portrait poster image. */
  poster: string
}

const StyledPoster = styled.img`
  width: 100%;
  aspect-ratio: 3 / 4;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
`

const storyPath = (storyId: string): string => `/stories/${encodeURIComponent(storyId)}/`

/**
 * The latest web stories as poster cards. Stories are standalone documents, so links are plain
 * anchors that load the page in full, never client-side navigation. Renders nothing when empty.
 */
export const StoryTeaser: React.FC<{ title: string; stories: readonly StoryTeaserItem[] }> = ({ title, stories }) => {
  if (stories.length === 0) return null
  return (
    <Section id="stories" title={title}>
      <CardGrid $columns={3}>
      {stories.map((story) => (
        <Card key={story.storyId}>
          <a href={storyPath(story.storyId)}>
            <StyledPoster src={story.poster} alt="" loading="lazy" decoding="async" />
            <h3>{story.title}</h3>
          </a>
          <p>{story.published}</p>
        </Card>
      ))}
      </CardGrid>
    </Section>
  )
}
