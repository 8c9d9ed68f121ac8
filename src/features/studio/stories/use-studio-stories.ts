import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../../firebase/config"
import { newDraft, storyIdFor } from "./new-story"
import type { StudioStory } from "../../../../contract/studio-api"
import { readLocalDraft, readOpenStory, writeOpenStory } from "./story-drafts"
import type { EditorSource } from "../editor/use-story-editor"
import { useStudioStoryList } from "./use-studio-story-list"

/** The story this device had open before a reload, once the list says what the server has. */
const reopened = (stories: StudioStory[] | null): EditorSource | null => {
  const id = stories && readOpenStory()
  if (!stories || !id) return null
  const server = stories.find((story) => story.storyId === id) ?? null
  return server || readLocalDraft(id) ? { storyId: id, server } : null
}

/**
 * The stories screen: the list, and which story is open in the editor. The open story is kept on
 * the device, so a reload goes back to it (with its unsaved words, which the editor restores).
 */
export const useStudioStories = (setup: FirebaseSetup) => {
  const list = useStudioStoryList(setup)
  // undefined: the coach has not chosen since the page loaded, so the device's choice stands.
  const [chosen, setChosen] = useState<EditorSource | null | undefined>(undefined)
  const restored = useMemo(() => reopened(list.stories), [list.stories])
  const open = chosen === undefined ? restored : chosen

  const openStory = useCallback((story: StudioStory) => {
    writeOpenStory(story.storyId)
    setChosen({ storyId: story.storyId, server: story })
  }, [])

  const create = useCallback(
    (title: string) => {
      const storyId = storyIdFor(title, new Set(list.stories?.map((story) => story.storyId)))
      writeOpenStory(storyId)
      setChosen({ storyId, server: null, fresh: newDraft(title) })
    },
    [list.stories],
  )

  const { reload } = list
  const close = useCallback(() => {
    writeOpenStory(null)
    setChosen(null)
    void reload()
  }, [reload])

  return { stories: list.stories, problem: list.problem, open, openStory, create, close }
}
