import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { storyPath } from "../../contract/routes"
import { liveSiteUrl } from "../../src/settings"
import { storyProblems, today } from "../../contract/story-checklist"
import type { PublishResult } from "../../contract/studio-api"
import type { SaveDraftRequest, StoryDraft, StudioStory } from "../../contract/studio-stories-api"
import { deleteStoryDraft, fetchStories, publishStory, saveStoryDraft, unpublishStory } from "../callables/studio-callables"
import { storyDrafts } from "./story-drafts"
import { storyCallProblem } from "../callables/callable-problems"
import { discardPhoto } from "../photos/discard-photo"
import { storyOwner } from "../photos/photo-files"
import { shownElsewhere } from "../photos/shown-elsewhere"
import { useDiscardedPhotos } from "../photos/use-discarded-photos"
import { storyPhotos } from "./story-edits"
import { editorControls } from "../editing/editor-controls"
import { publishOutcome, withRefusedProblems } from "../editing/publish-outcome"
import { startingPoint, usePublishing } from "../editing/use-publishing"
import { useDeleteDraft } from "../editing/use-delete-draft"
import { useRestoreVersion } from "../editing/use-restore-version"
import { useStoryAutosave } from "./use-story-autosave"

/** What the editor opens: a story the server has, or a new one only this device knows. */
export interface EditorSource {
  storyId: string
  /** Null for a story not yet saved to the server. */
  server: StudioStory | null
  /** The draft to start from when neither the server nor this device has one. */
  fresh?: StoryDraft
  /** The other stories' drafts: a photo one of them shows (reused from the library) is never deleted from this one. */
  otherDrafts?: readonly StoryDraft[]
}

/**
 * One story being written: its draft saved as it is written (useAutosave), the checklist, and
 * publishing (usePublishing). Publishing sends the latest words first and names the revision the coach checked.
 */
export const useStoryEditor = (setup: FirebaseSetup, source: EditorSource, reopen: (saved: StudioStory) => void = () => undefined) => {
  const start = useMemo(() => startingPoint(source.storyId, source.server, source.fresh, storyDrafts), [source])
  const { storyId } = source
  const send = useCallback((request: SaveDraftRequest) => saveStoryDraft(setup, request), [setup])
  const autosave = useStoryAutosave({
    storyId,
    save: send,
    start: {
      draft: start.draft ?? { title: "", description: "", pages: [] },
      base: start.base,
      restored: start.restored,
      isNew: !source.server,
      conflict: start.conflict,
    },
  })
  const { draft } = autosave
  const publishing = usePublishing<StoryDraft, StudioStory, PublishResult>({
    server: source.server,
    restored: start.restored,
    autosave,
    call: useCallback(
      (publish: boolean, revision: number) => (publish ? publishStory : unpublishStory)(setup, { storyId, revision }),
      [setup, storyId],
    ),
    outcomeOf: useCallback((result: PublishResult) => publishOutcome(result, `${liveSiteUrl}${storyPath(storyId)}`, "story"), [storyId]),
    refusedWords: "The site's build would leave this story out as it is: the checklist says what to change.",
    describeFailure: storyCallProblem,
  })
  const { published, publishedRevision, serverProblems } = publishing

  const { otherDrafts } = source
  const discard = useCallback((src: string) => shownElsewhere(src, otherDrafts) || discardPhoto(setup, storyOwner(storyId), src), [otherDrafts, setup, storyId])
  useDiscardedPhotos(useMemo(() => storyPhotos(draft), [draft]), published, publishedRevision, discard)
  const remove = useDeleteDraft({
    id: storyId,
    noun: "story",
    autosave,
    call: useCallback((revision: number) => deleteStoryDraft(setup, { storyId, revision }), [setup, storyId]),
    device: storyDrafts,
    discard,
  })
  const restore = useRestoreVersion({
    setup,
    owner: useMemo(() => ({ kind: "story" as const, id: storyId }), [storyId]),
    autosave,
    device: storyDrafts,
    fetchSaved: useCallback(async () => (await fetchStories(setup)).find((story) => story.storyId === storyId) ?? null, [setup, storyId]),
    reopen,
  })

  const publishedDate = source.server?.publishedDate ?? today()
  const problems = useMemo(() => withRefusedProblems(storyProblems(draft, publishedDate), serverProblems, (line) => line), [draft, publishedDate, serverProblems])

  return {
    ...editorControls(autosave, publishing),
    storyId,
    remove,
    restore,
    problems,
  }
}
