import * as React from "react"
import type { PageProps } from "gatsby"
import { storyPath } from "../../contract/routes"
import type { StoryPageContext } from "../../contract/story"
import { Seo } from "../head/seo"
import { AmpStory } from "../stories/amp-story"
import { storyCss } from "../stories/story-css"

/**
 * A story page. The built site replaces this page's whole document with a standalone AMP story
 * (src/stories/amp-ssr.tsx, which also drops these Seo tags for its own); this render is what
 * `gatsby develop` shows: the same title, markup and stylesheet, read as the story looks without
 * the AMP runtime.
 */
const StoryTemplate: React.FC<PageProps<object, StoryPageContext>> = ({ pageContext: { story } }) => (
  <>
    <Seo title={story.title} description={story.description} pathname={storyPath(story.storyId)} image={story.poster.url} type="article" />
    <style dangerouslySetInnerHTML={{ __html: storyCss(story) }} />
    <AmpStory story={story} />
  </>
)

export default StoryTemplate
