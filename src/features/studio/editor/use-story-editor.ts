import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../../firebase/config"
import { storyPath } from "../../../../contract/routes"
import { liveSiteUrl } from "../../../settings"
import { storyProblems, today } from "../../../../contract/story-checklist"
import type { PublishResult, SaveDraftRequest, StoryDraft, StoryProblemLine, StudioStory } from "../../../../contract/studio-api"
import { buildStateLine } from "../stories/build-state-line"
import { publishStory, saveStoryDraft, unpublishStory } from "../calls/studio-calls"
import { readLocalDraft } from "../stories/story-drafts"
import { storyCallProblem } from "../calls/studio-call-problems"
import { discardPhoto } from "../photos/discard-photo"
import { useDiscardedPhotos } from "../photos/use-discarded-photos"
import { conflictIn, useAutosave } from "./use-autosave"

/** What the editor opens: a story the server has, or a new one only this device knows. */
export interface EditorSource {
  storyId: string
  /** Null for a story not yet saved to the server. */
  server: StudioStory | null
  /** The draft to start from when neither the server nor this device has one. */
  fresh?: StoryDraft
}

/** Where the editor starts: this device's unsaved copy wins over the server's, unless the server moved on (a clash). */
const startingPoint = ({ storyId, server, fresh }: EditorSource) => {
  const local = readLocalDraft(storyId)
  const serverRevision = server?.revision ?? 0
  if (local?.unsaved) {
    return { draft: local.draft, base: local.baseRevision, restored: true, conflict: local.baseRevision !== serverRevision ? server : null }
  }
  return { draft: server?.draft ?? fresh ?? local?.draft, base: serverRevision, restored: false, conflict: null }
}

/** The problems a refusal names field by field (the publish callable's invalid-argument details). */
const problemsIn = (error: unknown): StoryProblemLine[] => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: { problems?: unknown } }).details : undefined
  return Array.isArray(details?.problems)
    ? details.problems.filter((line): line is StoryProblemLine => typeof line?.field === "string" && typeof line?.message === "string")
    : []
}

/** What the last build found wrong with this very revision, when it left the story out. */
const leftOutProblems = (server: StudioStory | null): StoryProblemLine[] =>
  server?.lastBuild?.outcome === "left-out" && server.lastBuild.revision === server.revision ? server.lastBuild.problems : []

const liveWhen = (result: PublishResult, storyId: string, published: boolean): string => {
  const where = `${liveSiteUrl}${storyPath(storyId)}`
  if (result.build === "throttled") {
    return `${published ? "Published" : "Unpublished"}. The site has been rebuilt many times this hour, so this change waits for the next rebuild (publishing again in an hour starts one); then it is ${published ? "live at" : "gone from"} ${where}.`
  }
  if (!published) {
    return result.build === "no-hook"
      ? `Unpublished. It leaves ${where} with the site's next build.`
      : `Unpublished. The site is rebuilding: ${where} is gone in a few minutes.`
  }
  return result.build === "no-hook"
    ? `Published. It goes live at ${where} with the site's next build.`
    : `Published. The site is rebuilding: the story will be live at ${where} in a few minutes.`
}

/**
 * One story being written: its draft saved as it is written (useAutosave), the checklist, and
 * publishing. Publishing sends the latest words first and names the revision the coach checked.
 */
export const useStoryEditor = (setup: FirebaseSetup, source: EditorSource) => {
  const start = useMemo(() => startingPoint(source), [source])
  const { storyId } = source
  const send = useCallback((request: SaveDraftRequest) => saveStoryDraft(setup, request), [setup])
  const autosave = useAutosave({
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
  const { draft, revision, sendNow, currentRevision, clashing, clash } = autosave
  const [published, setPublished] = useState(source.server?.published ?? false)
  const [publishedRevision, setPublishedRevision] = useState(source.server?.publishedRevision ?? null)
  const [publishing, setPublishing] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(start.restored ? "Your unsaved changes from this device are back." : buildStateLine(source.server?.published ? source.server.lastBuild : null))
  /** What the server or the last build found that the checklist cannot see (an address, a photo's storage); cleared by any change. */
  const [serverProblems, setServerProblems] = useState<StoryProblemLine[]>(() => (start.restored ? [] : leftOutProblems(source.server)))

  const autosaveChange = autosave.change
  const change = useCallback(
    (edit: (current: StoryDraft) => StoryDraft) => {
      setOutcome(null)
      setServerProblems([])
      autosaveChange(edit)
    },
    [autosaveChange],
  )

  const autosaveTakeTheirs = autosave.takeTheirs
  const takeTheirs = useCallback(() => {
    const theirs = autosaveTakeTheirs()
    if (!theirs) return
    setPublished(theirs.published)
    setPublishedRevision(theirs.publishedRevision)
  }, [autosaveTakeTheirs])

  const discard = useCallback((src: string) => discardPhoto(setup, storyId, src), [setup, storyId])
  useDiscardedPhotos(draft, published, publishedRevision, discard)

  const publishedDate = source.server?.publishedDate ?? today()
  const problems = useMemo(() => {
    const local = storyProblems(draft, publishedDate)
    const known = new Set(local.map((line) => `${line.field}:${line.message}`))
    return [...local, ...serverProblems.filter((line) => !known.has(`${line.field}:${line.message}`))]
  }, [draft, publishedDate, serverProblems])

  const publishAs = useCallback(
    async (publish: boolean) => {
      setPublishing(true)
      setOutcome(null)
      try {
        // The server publishes the revision it has, so the latest words go first.
        if (!(await sendNow())) {
          if (!clashing()) setOutcome("Your latest changes could not be saved, so nothing was published. Please try again.")
          return
        }
        const request = { storyId, revision: currentRevision() }
        const result = publish ? await publishStory(setup, request) : await unpublishStory(setup, request)
        setPublished(result.published)
        setPublishedRevision(result.published ? request.revision : null)
        setOutcome(liveWhen(result, storyId, result.published))
      } catch (error) {
        const theirs = conflictIn(error)
        const refused = problemsIn(error)
        if (theirs) clash(theirs)
        else if (refused.length) {
          // Shown in the checklist at their fields, like its own lines.
          setServerProblems(refused)
          setOutcome("The site's build would leave this story out as it is: the checklist says what to change.")
        } else setOutcome(storyCallProblem(error))
      } finally {
        setPublishing(false)
      }
    },
    [clash, clashing, currentRevision, sendNow, setup, storyId],
  )

  return {
    storyId,
    draft,
    change,
    save: autosave.save,
    retrySave: autosave.retry,
    conflict: autosave.conflict,
    keepMine: autosave.keepMine,
    takeTheirs,
    problems,
    published,
    /** True while the live version is older than the draft. */
    changedSincePublished: published && publishedRevision !== revision,
    publishing,
    publish: () => void publishAs(true),
    unpublish: () => void publishAs(false),
    outcome,
    /** Leaving the editor: anything unsent goes now; this device's copy stays until the server has it. */
    close: autosave.close,
  }
}
