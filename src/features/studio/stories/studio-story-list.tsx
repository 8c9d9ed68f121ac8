import * as React from "react"
import type { StudioStory } from "../../../../contract/studio-api"
import { StudioDraftList } from "../common/studio-draft-list"

interface StudioStoryListProps {
  stories: StudioStory[] | null
  problem: string | null
  onOpen: (story: StudioStory) => void
  onCreate: (title: string) => void
}

const rowOf = (story: StudioStory) => ({ ...story, id: story.storyId, title: story.draft.title })

/** The coach's stories, the last changed first, and the way to start a new one. */
export const StudioStoryList: React.FC<StudioStoryListProps> = ({ stories, problem, onOpen, onCreate }) => (
  <StudioDraftList
    noun="story"
    heading="Web stories"
    listLabel="Your stories"
    empty="No stories yet. A story is three to twenty short pages: start one and the checklist guides you."
    rows={stories?.map(rowOf) ?? null}
    problem={problem}
    onOpen={onOpen}
    onCreate={onCreate}
  />
)
