import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import type { FirebaseSetup } from "../../../firebase/config"
import { storyPath } from "../../../../contract/story"
import { liveSiteUrl } from "../../../settings"
import { storyProblems, today } from "../../../../contract/story-checklist"
import type { DraftConflict, PublishResult, StoryDraft, StoryProblemLine, StudioStory } from "../../../../contract/studio-api"
import { buildStateLine } from "../stories/build-state-line"
import { publishStory, saveStoryDraft, unpublishStory } from "../calls/studio-calls"
import { forgetLocalDraft, readLocalDraft, writeLocalDraft } from "../stories/story-drafts"
import { storyCallProblem } from "../calls/studio-call-problems"
import { discardPhoto } from "../photos/discard-photo"
import { useDiscardedPhotos } from "../photos/use-discarded-photos"

/** How long typing may pause before the draft goes to the server. */
export const SAVE_DELAY_MS = 1200

export type SaveState =
  | { state: "saved" }
  | { state: "unsaved" }
  | { state: "saving" }
  /** Kept on this device; the server has not got it yet (offline, or it refused). */
  | { state: "failed"; problem: string }

/** What the editor opens: a story the server has, or a new one only this device knows. */
export interface EditorSource {
  storyId: string
  /** Null for a story not yet saved to the server. */
  server: StudioStory | null
  /** The draft to start from when neither the server nor this device has one. */
  fresh?: StoryDraft
}

const conflictIn = (error: unknown): StudioStory | null => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: Partial<DraftConflict> }).details : undefined
  return details?.conflict === true && details.current ? details.current : null
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
 * One story being written. Every change is kept on the device at once and sent to the server once
 * typing pauses, naming the revision it was made from; when another device saved first, the clash
 * is shown (keep mine / take theirs) and nothing is overwritten until the coach chooses.
 */
export const useStoryEditor = (setup: FirebaseSetup, source: EditorSource) => {
  const start = useMemo(() => startingPoint(source), [source])
  const { storyId } = source
  const [draft, setDraftState] = useState<StoryDraft>(() => start.draft ?? { title: "", description: "", pages: [] })
  const [save, setSave] = useState<SaveState>(start.restored ? { state: "unsaved" } : { state: "saved" })
  const [conflict, setConflict] = useState<StudioStory | null>(start.conflict)
  const [published, setPublished] = useState(source.server?.published ?? false)
  const [publishedRevision, setPublishedRevision] = useState(source.server?.publishedRevision ?? null)
  const [revision, setRevision] = useState(start.base)
  const [publishing, setPublishing] = useState(false)
  const [outcome, setOutcome] = useState<string | null>(start.restored ? "Your unsaved changes from this device are back." : buildStateLine(source.server?.published ? source.server.lastBuild : null))
  /** What the server or the last build found that the checklist cannot see (an address, a photo's storage); cleared by any change. */
  const [serverProblems, setServerProblems] = useState<StoryProblemLine[]>(() => (start.restored ? [] : leftOutProblems(source.server)))

  // The latest values for the timer and the calls in flight, which outlive a render.
  const latest = useRef({ draft, base: start.base, changes: start.restored || !source.server ? 1 : 0, confirmed: 0, conflict: start.conflict !== null })
  const dirty = useCallback(() => latest.current.changes !== latest.current.confirmed, [])
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // False once the editor has gone (closed, or the coach signed out, which forgets the device's
  // drafts): a save answered after that must not write its copy back.
  const open = useRef(true)
  const keepLocal = useCallback(
    (unsaved: boolean) => !open.current || writeLocalDraft({ storyId, baseRevision: latest.current.base, draft: latest.current.draft, unsaved }),
    [storyId],
  )

  /** Sends the draft as it is now, if the server lacks it; true once the server has this very version. */
  const sendOnce = useCallback(async (): Promise<boolean> => {
    if (latest.current.conflict) return false
    if (!dirty()) return true
    const sent = latest.current.changes
    setSave({ state: "saving" })
    try {
      const result = await saveStoryDraft(setup, { storyId, baseRevision: latest.current.base, draft: latest.current.draft })
      latest.current.base = result.revision
      latest.current.confirmed = sent
      setRevision(result.revision)
      const current = !dirty()
      keepLocal(!current)
      setSave(current ? { state: "saved" } : { state: "unsaved" })
      return current
    } catch (error) {
      const theirs = conflictIn(error)
      if (theirs) {
        latest.current.conflict = true
        setConflict(theirs)
        setSave({ state: "unsaved" })
      } else {
        setSave({ state: "failed", problem: storyCallProblem(error) })
      }
      return false
    }
  }, [dirty, keepLocal, setup, storyId])

  // One save at a time, each naming the revision the one before it made: two at once would clash with each other.
  const queue = useRef<Promise<boolean>>(Promise.resolve(true))
  const sendNow = useCallback((): Promise<boolean> => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = null
    const run = queue.current.then(sendOnce, sendOnce)
    queue.current = run
    return run
  }, [sendOnce])

  const schedule = useCallback(() => {
    if (timer.current) clearTimeout(timer.current)
    timer.current = setTimeout(() => void sendNow(), SAVE_DELAY_MS)
  }, [sendNow])

  const change = useCallback(
    (edit: (current: StoryDraft) => StoryDraft) => {
      const next = edit(latest.current.draft)
      latest.current.draft = next
      latest.current.changes += 1
      setDraftState(next)
      setOutcome(null)
      setServerProblems([])
      if (!keepLocal(true)) setSave({ state: "failed", problem: "This device would not keep a copy of your changes (private browsing or full storage): they are sent to the server as you type." })
      else setSave({ state: "unsaved" })
      if (!latest.current.conflict) schedule()
    },
    [keepLocal, schedule],
  )

  // A new story goes to the server straight away, so it is in the list on every device; so does a restored copy.
  useEffect(() => {
    open.current = true
    if (!source.server) keepLocal(true)
    if (start.restored || !source.server) void sendNow()
    return () => {
      open.current = false
      if (timer.current) clearTimeout(timer.current)
    }
    // Only when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  const keepMine = useCallback(() => {
    if (!conflict) return
    latest.current.base = conflict.revision
    latest.current.conflict = false
    setConflict(null)
    setRevision(conflict.revision)
    void sendNow()
  }, [conflict, sendNow])

  const takeTheirs = useCallback(() => {
    if (!conflict) return
    latest.current = { draft: conflict.draft, base: conflict.revision, changes: 0, confirmed: 0, conflict: false }
    setDraftState(conflict.draft)
    setConflict(null)
    setRevision(conflict.revision)
    setPublished(conflict.published)
    setPublishedRevision(conflict.publishedRevision)
    keepLocal(false)
    setSave({ state: "saved" })
  }, [conflict, keepLocal])

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
          if (!latest.current.conflict) setOutcome("Your latest changes could not be saved, so nothing was published. Please try again.")
          return
        }
        const request = { storyId, revision: latest.current.base }
        const result = publish ? await publishStory(setup, request) : await unpublishStory(setup, request)
        setPublished(result.published)
        setPublishedRevision(result.published ? request.revision : null)
        setOutcome(liveWhen(result, storyId, result.published))
      } catch (error) {
        const theirs = conflictIn(error)
        const refused = problemsIn(error)
        if (theirs) {
          latest.current.conflict = true
          setConflict(theirs)
        } else if (refused.length) {
          // Shown in the checklist at their fields, like its own lines.
          setServerProblems(refused)
          setOutcome("The site's build would leave this story out as it is: the checklist says what to change.")
        } else setOutcome(storyCallProblem(error))
      } finally {
        setPublishing(false)
      }
    },
    [sendNow, setup, storyId],
  )

  /** Leaving the editor: anything unsent goes now; this device's copy stays until the server has it. */
  const close = useCallback(async () => {
    if (await sendNow()) forgetLocalDraft(storyId)
  }, [sendNow, storyId])

  return {
    storyId,
    draft,
    change,
    save,
    retrySave: () => void sendNow(),
    conflict,
    keepMine,
    takeTheirs,
    problems,
    published,
    /** True while the live version is older than the draft. */
    changedSincePublished: published && publishedRevision !== revision,
    publishing,
    publish: () => void publishAs(true),
    unpublish: () => void publishAs(false),
    outcome,
    close,
  }
}
