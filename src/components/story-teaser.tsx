import * as React from "react"
import { storyPath } from "../../contract/routes"
import { CardGrid } from "./card-grid"
import { Section } from "./section"
import type { StoryCardNode } from "./fragments"
import { StoryCard } from "./story-card"

/** The latest web stories as poster cards on the home page. Renders nothing when there are none. */
export const StoryTeaser: React.FC<{ title: string; stories: readonly StoryCardNode[] }> = ({ title, stories }) => {
  if (stories.length === 0) return null
  return (
    <Section id="stories" title={title}>
      <CardGrid $columns={3}>
        {stories.map(({ storyId, ...story }) => (
          <StoryCard key={storyId} href={storyPath(storyId)} headingLevel={3} {...story} />
        ))}
      </CardGrid>
    </Section>
  )
}
