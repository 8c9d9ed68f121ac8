import { useCallback, useState } from "react"
import type { PublishResult, SavedDraft, StudioDraftRecord } from "../../contract/studio-api"
import type { DeviceDrafts } from "./device-drafts"
import { buildStateLine } from "./build-state-line"
import { refusedProblems, type RefusedProblem } from "./publish-outcome"
import { conflictIn } from "./use-autosave"

/** Where an editor starts: this device's unsaved copy wins over the server's, unless the server moved on (a clash). */
export const startingPoint = <Draft, Saved extends SavedDraft<Draft>>(id: string, server: Saved | null, fresh: Draft | undefined, device: DeviceDrafts<Draft>) => {
  const local = device.read(id)
  const serverRevision = server?.revision ?? 0
  if (local?.unsaved) {
    return { draft: local.draft, base: local.baseRevision, restored: true, conflict: local.baseRevision !== serverRevision ? server : null }
  }
  return { draft: server?.draft ?? fresh ?? local?.draft, base: serverRevision, restored: false, conflict: null }
}

/** What the last build found wrong with this very revision, when it left the story or post out. */
const leftOutProblems = <Draft>(server: StudioDraftRecord<Draft> | null): RefusedProblem[] =>
  server?.lastBuild?.outcome === "left-out" && server.lastBuild.revision === server.revision ? server.lastBuild.problems : []

interface PublishingOptions<Draft, Saved extends StudioDraftRecord<Draft>, Result extends PublishResult> {
  server: Saved | null
  /** The editor started from this device's unsaved words (they are said to be back). */
  restored: boolean
  /** From the editor's autosave: send what the server lacks, whether a clash waits, the confirmed revision, report a clash, change the draft, take the other device's version. */
  autosave: {
    sendNow: () => Promise<boolean>
    clashing: () => boolean
    currentRevision: () => number
    clash: (theirs: Saved) => void
    change: (edit: (current: Draft) => Draft) => void
    takeTheirs: () => Saved | null
  }
  /** Calls the publish (true) or unpublish (false) callable for a revision. */
  call: (publish: boolean, revision: number) => Promise<Result>
  /** What the coach is told once it is done. */
  outcomeOf: (result: Result) => string
  /** A refusal the checklist shows at its fields: in the coach's words. */
  refusedWords: string
  describeFailure: (error: unknown) => string
}

/**
 * Publishing and unpublishing a story or post: the latest words are sent first, the revision the
 * coach checked is named, a clash goes to the clash banner, and problems the callable names by field
 * go to the checklist.
 */
export const usePublishing = <Draft, Saved extends StudioDraftRecord<Draft>, Result extends PublishResult>({
  server,
  restored,
  autosave,
  call,
  outcomeOf,
  refusedWords,
  describeFailure,
}: PublishingOptions<Draft, Saved, Result>) => {
  const [published, setPublished] = useState(server?.published ?? false)
  const [publishedRevision, setPublishedRevision] = useState(server?.publishedRevision ?? null)
  const [scheduledFor, setScheduledFor] = useState(server?.scheduledFor ?? null)
  const [publishing, setPublishing] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(restored ? "Your unsaved changes from this device are back." : buildStateLine(server?.published ? server.lastBuild : null))
  /** What the server or the last build found that the checklist cannot see (an address, a photo's storage); cleared by any change. */
  const [serverProblems, setServerProblems] = useState<RefusedProblem[]>(() => (restored ? [] : leftOutProblems(server)))
  const [lastResult, setLastResult] = useState<Result | null>(null)

  const { sendNow, clashing, currentRevision, clash } = autosave
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
        const revision = currentRevision()
        const result = await call(publish, revision)
        setPublished(result.published)
        setPublishedRevision(result.published ? revision : null)
        setScheduledFor(result.scheduledFor ?? null)
        setLastResult(result)
        setOutcome(outcomeOf(result))
      } catch (error) {
        const theirs = conflictIn<Saved>(error)
        const refused = refusedProblems(error)
        if (theirs) clash(theirs)
        else if (refused.length) {
          // Shown in the checklist at their fields, like its own lines.
          setServerProblems(refused)
          setOutcome(refusedWords)
        } else setOutcome(describeFailure(error))
      } finally {
        setPublishing(false)
      }
    },
    [call, clash, clashing, currentRevision, describeFailure, outcomeOf, refusedWords, sendNow],
  )

  /** Any change to the draft: the last outcome and the server's problems are about the words before it. */
  const autosaveChange = autosave.change
  const change = useCallback(
    (edit: (current: Draft) => Draft) => {
      setOutcome(null)
      setServerProblems([])
      autosaveChange(edit)
    },
    [autosaveChange],
  )

  /** The other device's version is taken: whether it is live comes with it. */
  const autosaveTakeTheirs = autosave.takeTheirs
  const takeTheirs = useCallback(() => {
    const theirs = autosaveTakeTheirs()
    if (!theirs) return
    setPublished(theirs.published)
    setPublishedRevision(theirs.publishedRevision)
    setScheduledFor(theirs.scheduledFor ?? null)
  }, [autosaveTakeTheirs])

  return {
    published,
    publishedRevision,
    /** The day it is to be published on, while it waits for it. */
    scheduledFor,
    publishing,
    outcome,
    serverProblems,
    /** The last answer of the publish or unpublish callable, since the editor opened. */
    lastResult,
    change,
    takeTheirs,
    publish: () => void publishAs(true),
    unpublish: () => void publishAs(false),
  }
}
