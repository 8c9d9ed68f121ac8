import { STORIES_PATH, storyPath } from "../../contract/routes"
import type { StudioStory } from "../../contract/studio-stories-api"
import type { DraftListKind } from "../editing/studio-draft-list"

/** The coach's stories as their list names them (StudioDraftList draws it). */
export const STORY_LIST: DraftListKind<StudioStory> = {
  noun: "story",
  heading: "Web stories",
  listLabel: "Your stories",
  empty: "No stories yet. A story is three to twenty short pages: start one and the checklist guides you.",
  rowOf: (story) => ({ ...story, id: story.storyId, title: story.draft.title, takenFrom: story.fromFile ? storyPath(story.fromFile) : undefined }),
}

/** A file story's id, from its address (/stories/<id>/) as the site's files list it. */
export const fileStoryIdOf = (address: string): string => address.slice(STORIES_PATH.length).replace(/\/$/, "")
