import { useCallback, useEffect, useRef, useState } from "react"
import type { DraftConflict, SavedDraft } from "../../contract/studio-api"
import type { DeviceDrafts } from "./device-drafts"

/** How long typing may pause before the draft goes to the server. */
export const SAVE_DELAY_MS = 1200

export type SaveState =
  | { state: "saved" }
  | { state: "unsaved" }
  | { state: "saving" }
  /** Kept on this device; the server has not got it yet (offline, or it refused). */
  | { state: "failed"; problem: string }

/** Another device's version of the story or post, when a call was refused because it saved first. */
export const conflictIn = <Saved>(error: unknown): Saved | null => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: Partial<DraftConflict<Saved>> }).details : undefined
  return details?.conflict === true && details.current ? details.current : null
}

export interface AutosaveStart<Draft, Saved extends SavedDraft<Draft>> {
  draft: Draft
  /** The server's revision the draft was made from (0: the server has never had it). */
  base: number
  /** This device's copy had changes the server lacked: they are sent at once. */
  restored: boolean
  /** Not on the server yet: kept on the device and sent at once, so every device lists it. */
  isNew: boolean
  /** Another device's version, when it saved after `base`. */
  conflict: Saved | null
}

export interface AutosaveOptions<Draft, Saved extends SavedDraft<Draft>> {
  /** The story's or post's id. */
  id: string
  start: AutosaveStart<Draft, Saved>
  /** Sends a draft made from a revision; refuses with a DraftConflict when another device saved first. */
  send: (baseRevision: number, draft: Draft) => Promise<{ revision: number }>
  /** Where this kind of draft is kept on the device. */
  device: DeviceDrafts<Draft>
  /** What a failed save means to the coach. */
  describeFailure: (error: unknown) => string
}

const OFF_DEVICE =
  "This device would not keep a copy of your changes (private browsing or full storage): they are sent to the server as you type."

/**
 * A draft saved as it is written: every change is kept on the device at once and sent to the server
 * once typing pauses, naming the revision it was made from. When another device saved first, the
 * clash is held (keep mine / take theirs) and nothing is sent until the coach chooses.
 */
export const useAutosave = <Draft, Saved extends SavedDraft<Draft>>({ id, start, send, device, describeFailure }: AutosaveOptions<Draft, Saved>) => {
  const [draft, setDraft] = useState<Draft>(start.draft)
  const [save, setSave] = useState<SaveState>(start.restored ? { state: "unsaved" } : { state: "saved" })
  const [conflict, setConflict] = useState<Saved | null>(start.conflict)
  const [revision, setRevision] = useState(start.base)

  // The latest values for the timer and the calls in flight, which outlive a render.
  const latest = useRef({ draft: start.draft, base: start.base, changes: start.restored || start.isNew ? 1 : 0, confirmed: 0, conflict: start.conflict !== null })
  const dirty = useCallback(() => latest.current.changes !== latest.current.confirmed, [])
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)

  // False once the editor has gone (closed, or the coach signed out, which forgets the device's
  // drafts): a save answered after that must not write its copy back.
  const open = useRef(true)
  const keepLocal = useCallback(
    (unsaved: boolean) => !open.current || device.write({ id, baseRevision: latest.current.base, draft: latest.current.draft, unsaved }),
    [device, id],
  )

  /** Sends the draft as it is now, if the server lacks it; true once the server has this very version. */
  const sendOnce = useCallback(async (): Promise<boolean> => {
    if (latest.current.conflict) return false
    if (!dirty()) return true
    const sent = latest.current.changes
    setSave({ state: "saving" })
    try {
      const result = await send(latest.current.base, latest.current.draft)
      latest.current.base = result.revision
      latest.current.confirmed = sent
      setRevision(result.revision)
      const current = !dirty()
      keepLocal(!current)
      setSave(current ? { state: "saved" } : { state: "unsaved" })
      return current
    } catch (error) {
      const theirs = conflictIn<Saved>(error)
      if (theirs) {
        latest.current.conflict = true
        setConflict(theirs)
        setSave({ state: "unsaved" })
      } else {
        setSave({ state: "failed", problem: describeFailure(error) })
      }
      return false
    }
  }, [describeFailure, dirty, keepLocal, send])

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
    (edit: (current: Draft) => Draft) => {
      const next = edit(latest.current.draft)
      latest.current.draft = next
      latest.current.changes += 1
      setDraft(next)
      setSave(keepLocal(true) ? { state: "unsaved" } : { state: "failed", problem: OFF_DEVICE })
      if (!latest.current.conflict) schedule()
    },
    [keepLocal, schedule],
  )

  useEffect(() => {
    open.current = true
    if (start.isNew) keepLocal(true)
    if (start.restored || start.isNew) void sendNow()
    return () => {
      open.current = false
      if (timer.current) clearTimeout(timer.current)
    }
    // Only when the editor opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  /** A call other than a save (publishing) found that another device saved first. */
  const clash = useCallback((theirs: Saved) => {
    latest.current.conflict = true
    setConflict(theirs)
  }, [])

  /** This device's words go over the other device's version. */
  const keepMine = useCallback(() => {
    if (!conflict) return
    latest.current.base = conflict.revision
    latest.current.conflict = false
    setConflict(null)
    setRevision(conflict.revision)
    void sendNow()
  }, [conflict, sendNow])

  /** The other device's version replaces this device's words; returns it, or null without a clash. */
  const takeTheirs = useCallback((): Saved | null => {
    if (!conflict) return null
    latest.current = { draft: conflict.draft, base: conflict.revision, changes: 0, confirmed: 0, conflict: false }
    setDraft(conflict.draft)
    setConflict(null)
    setRevision(conflict.revision)
    keepLocal(false)
    setSave({ state: "saved" })
    return conflict
  }, [conflict, keepLocal])

  /** Leaving: anything unsent goes now; this device's copy stays until the server has it. */
  const close = useCallback(async () => {
    if (await sendNow()) device.forget(id)
  }, [device, id, sendNow])

  return {
    draft,
    change,
    save,
    retry: () => void sendNow(),
    /** Sends what the server lacks now; true once the server has this very version. */
    sendNow,
    /** The revision the server last confirmed (or the clash's, once chosen). */
    revision,
    /** The same, for a call made after an await, when the state of the render is already old. */
    currentRevision: () => latest.current.base,
    /** True while a clash waits for the coach, read after an await like currentRevision. */
    clashing: () => latest.current.conflict,
    conflict,
    clash,
    keepMine,
    takeTheirs,
    close,
  }
}
