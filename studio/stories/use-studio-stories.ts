import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { newDraft, storyIdFor } from "./new-story"
import type { StudioStory } from "../../contract/studio-stories-api"
import { storyDrafts } from "./story-drafts"
import type { EditorSource } from "./use-story-editor"
import { useOpenDraft } from "../editing/use-open-draft"
import { useStudioStoryList } from "./use-studio-story-list"
import { useBuildProgress } from "../editing/use-build-progress"

const storyIdOf = (story: StudioStory) => story.storyId

/**
 * The stories screen: the list, and which story is open in the editor (kept on the device, so a
 * reload goes back to it).
 */
export const useStudioStories = (setup: FirebaseSetup) => {
  const list = useStudioStoryList(setup)
  const editing = useOpenDraft({ items: list.stories, idOf: storyIdOf, device: storyDrafts, reload: list.reload })
  const { current, start } = editing
  const open = useMemo((): EditorSource | null => current && {
        storyId: current.id,
        server: current.server,
        fresh: current.fresh,
        otherDrafts: (list.stories ?? []).filter((story) => story.storyId !== current.id).map((story) => story.draft),
      },
    [current, list.stories],
  )
  useBuildProgress(list.stories, !current, list.reload)

  const create = useCallback(
    (title: string) => start(storyIdFor(title, new Set(list.stories?.map(storyIdOf))), newDraft(title)),
    [list.stories, start],
  )

  return { stories: list.stories, problem: list.problem, open, openStory: editing.open, create, close: editing.close }
}
