import * as React from "react"
import { StudioDraftList } from "../editing/studio-draft-list"
import type { ScreenProps } from "../common/screen-props"
import { StoryEditor } from "./story-editor"
import { STORY_LIST } from "./story-list-kind"
import { useStudioStories } from "./use-studio-stories"

/** Her web stories, with the site's own beside them; one opened fills the screen (and a reload goes back to it). */
export const StoriesScreen: React.FC<ScreenProps> = ({ setup, siteFiles }) => {
  const stories = useStudioStories(setup)
  if (stories.open) return <StoryEditor key={stories.open.storyId} setup={setup} source={stories.open} onClose={stories.close} />
  return <StudioDraftList kind={STORY_LIST} items={stories.stories} problem={stories.problem} onOpen={stories.openStory} onCreate={stories.create} siteFiles={siteFiles?.stories} />
}
