/**
 * createPages: one bare page per Story node at /stories/<storyId>/ (the page context carries the
 * whole story; gatsby-ssr turns it into a standalone AMP document, see src/stories/amp-ssr.tsx),
 * and the list of stories paged like the blog at /stories/, /stories/page/2/ ...
 */
import { resolve } from "node:path"
import type { CreatePagesArgs } from "gatsby"
import { listPages } from "../../contract/paging"
import { STORIES_PATH, storyPath } from "../../contract/routes"
import { STORIES_PER_PAGE, type Story, type StoryPageContext } from "../../contract/story"
import { storySchema } from "../../contract/story-schema"
import { selectionFor } from "../graphql-from-zod"

/* Resolved from the project root: gatsby-node is compiled into .cache, so __dirname would mislead. */
export const STORY_TEMPLATE = resolve("src/templates/story.tsx")
const LIST_TEMPLATE = resolve("src/templates/story-list.tsx")

/** Every field of the story, as declared in its schema. */
export const ALL_STORIES_QUERY = `
  query AllStoriesForPages {
    allStory(sort: [{ publishedDate: DESC }, { storyId: ASC }]) {
      nodes { ${selectionFor(storySchema)} }
    }
  }
`

interface AllStories {
  allStory: { nodes: Story[] }
}

export const createStoryPages = async ({ graphql, actions, reporter }: CreatePagesArgs): Promise<void> => {
  const result = await graphql<AllStories>(ALL_STORIES_QUERY)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not load stories for their pages", result.errors)
    return
  }
  for (const story of result.data.allStory.nodes) {
    const context: StoryPageContext = { bare: true, story }
    actions.createPage({ path: storyPath(story.storyId), component: STORY_TEMPLATE, context })
  }
  for (const { path, context } of listPages(
    STORIES_PATH,
    result.data.allStory.nodes.map((story) => story.storyId),
    STORIES_PER_PAGE,
  )) {
    actions.createPage({ path, component: LIST_TEMPLATE, context })
  }
}
