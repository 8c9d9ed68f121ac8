import * as React from "react"
import type { PageProps } from "gatsby"
import { AmpStory } from "../stories/amp-story"
import { storyCss } from "../stories/story-css"
import type { StoryPageContext } from "../../shared/story"

/**
 * A story page. The built site replaces this page's whole document with a standalone AMP story
 * (src/stories/amp-ssr.tsx); this render is what `gatsby develop` shows: the same markup and
 * stylesheet, read as the story looks without the AMP runtime.
 */
const StoryTemplate: React.FC<PageProps<object, StoryPageContext>> = ({ pageContext }) => (
  <>
    <style dangerouslySetInnerHTML={{ __html: storyCss(pageContext.story) }} />
    <AmpStory story={pageContext.story} />
  </>
)

export default StoryTemplate
