import { useCallback } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { ListRevisionsRequest } from "../../contract/studio-revisions-api"
import { restoreRevision } from "../callables/studio-callables"
import { draftCallProblem } from "../callables/callable-problems"
import type { DeviceDrafts } from "./device-drafts"
import { conflictIn } from "./use-autosave"

interface RestoreOptions<Draft, Saved> {
  setup: FirebaseSetup
  owner: ListRevisionsRequest
  autosave: { sendNow: () => Promise<boolean>; currentRevision: () => number; clash: (theirs: Saved) => void }
  device: DeviceDrafts<Draft>
  /** The server's copy of this story or post, read again after the restore. */
  fetchSaved: () => Promise<Saved | null>
  /** Opens the editor again on it. */
  reopen: (saved: Saved) => void
}

/**
 * Restoring a kept version: the latest words go to the server first (the server keeps them as a
 * version of their own before the restore), then the version becomes the draft and the editor opens
 * again on it. Resolves to null once done, or to the words saying why not.
 */
export const useRestoreVersion = <Draft, Saved>({ setup, owner, autosave, device, fetchSaved, reopen }: RestoreOptions<Draft, Saved>) => {
  const { sendNow, currentRevision, clash } = autosave
  const { kind, id } = owner
  return useCallback(
    async (revision: number): Promise<string | null> => {
      if (!(await sendNow())) return "Your latest changes could not be saved, so nothing was restored. Please try again."
      try {
        await restoreRevision(setup, { kind, id, revision, baseRevision: currentRevision() })
        device.forget(id)
        const saved = await fetchSaved()
        if (saved) reopen(saved)
        return null
      } catch (error) {
        const theirs = conflictIn<Saved>(error)
        if (theirs) clash(theirs)
        return theirs ? `This ${kind} was changed on another device, so nothing was restored: choose which version to keep first.` : draftCallProblem(error, kind)
      }
    },
    [clash, currentRevision, device, fetchSaved, id, kind, reopen, sendNow, setup],
  )
}
