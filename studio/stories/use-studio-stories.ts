import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { newDraft, storyIdFor } from "./new-story"
import type { StudioStory } from "../../contract/studio-stories-api"
import { storyDrafts } from "./story-drafts"
import type { EditorSource } from "./use-story-editor"
import { useOpenDraft } from "../editing/use-open-draft"
import { useStudioStoryList } from "./use-studio-story-list"
import { useBuildProgress } from "../editing/use-build-progress"
import type { SiteFile } from "../../contract/site-files"
import { fileStoryIdOf } from "./story-list-kind"

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

  const [takeFailure, setTakeFailure] = useState<string | null>(null)
  const { open: openStory } = editing
  const { setStories } = list
  /** "Edit in the studio" on a file story: its copy is made, listed and opened. */
  const take = useCallback(
    async (file: SiteFile) => {
      setTakeFailure(null)
      // With the photo code it needs, loaded on first use: most visits take no file into the studio.
      const taken = await import("./take-file-story").then(
        ({ takeFileStoryIntoStudio }) => takeFileStoryIntoStudio(setup, fileStoryIdOf(file.address)),
        () => ({ problem: "The studio could not load what it needs: check your connection and try again." }),
      )
      if ("problem" in taken) {
        setTakeFailure(`"${file.title}" could not be taken into the studio. ${taken.problem}`)
        return
      }
      const { copy } = taken
      setStories((stories) => stories && [copy, ...stories.filter((story) => story.storyId !== copy.storyId)])
      openStory(copy)
    },
    [setup, setStories, openStory],
  )

  /** A new story with this title, or, given a story written as a file, the studio's copy of it. */
  const create = useCallback(
    (title: string, file?: SiteFile): Promise<void> | undefined => {
      if (file) return take(file)
      start(storyIdFor(title, new Set(list.stories?.map(storyIdOf))), newDraft(title))
      return undefined
    },
    [list.stories, start, take],
  )

  return { stories: list.stories, problem: takeFailure ?? list.problem, open, openStory, create, close: editing.close }
}
