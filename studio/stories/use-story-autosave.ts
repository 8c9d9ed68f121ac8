import { useCallback } from "react"
import type { SaveDraftRequest, SaveDraftResult, StoryDraft, StudioStory } from "../../contract/studio-stories-api"
import { storyCallProblem } from "../callables/callable-problems"
import { storyDrafts } from "./story-drafts"
import { useAutosave, type AutosaveStart } from "../editing/use-autosave"

export type StoryAutosaveStart = AutosaveStart<StoryDraft, StudioStory>

/** A story's draft saved as it is written (useAutosave), through the story save callable. */
export const useStoryAutosave = ({ storyId, start, save }: { storyId: string; start: StoryAutosaveStart; save: (request: SaveDraftRequest) => Promise<SaveDraftResult> }) =>
  useAutosave<StoryDraft, StudioStory>({
    id: storyId,
    start,
    send: useCallback((baseRevision: number, draft: StoryDraft) => save({ storyId, baseRevision, draft }), [save, storyId]),
    device: storyDrafts,
    describeFailure: storyCallProblem,
  })
