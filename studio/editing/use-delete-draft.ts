import { useCallback } from "react"
import type { DeleteDraftResult } from "../../contract/studio-api"
import { callErrorKind } from "../../src/firebase/call-errors"
import type { DraftNoun } from "../callables/callable-problems"
import type { DeviceDrafts } from "./device-drafts"
import { conflictIn } from "./use-autosave"

interface DeleteDraftOptions<Draft, Saved> {
  id: string
  noun: DraftNoun
  autosave: { sendNow: () => Promise<boolean>; currentRevision: () => number; clash: (theirs: Saved) => void }
  /** The delete callable, for the revision the coach sees. */
  call: (revision: number) => Promise<DeleteDraftResult>
  device: DeviceDrafts<Draft>
  /** Deletes one of its photos from photo storage (only its own folder's: a photo reused from another stays). */
  discard: (src: string) => void
}

/** Why a delete did not happen, in the coach's words. */
const deleteProblem = (error: unknown, noun: DraftNoun): string => {
  // Not in the visitors' catalogue of errors: only this call answers it.
  if ((error as { code?: unknown } | null)?.code === "functions/failed-precondition") return `This ${noun} is on the site: unpublish it first, then delete it.`
  return callErrorKind(error) === "network"
    ? `You are offline, so the ${noun} was not deleted. Try again when you are back online.`
    : `The ${noun} could not be deleted just now. Nothing was lost; try again in a moment.`
}

/**
 * Deleting a draft: the latest words go to the server first, so the revision named is the one the
 * coach sees (a clash with another device goes to the clash banner instead); then this device's
 * copy and the photos nothing else shows go too. Resolves to null once deleted, or to the words
 * saying why not.
 */
export const useDeleteDraft = <Draft, Saved>({ id, noun, autosave, call, device, discard }: DeleteDraftOptions<Draft, Saved>) => {
  const { sendNow, currentRevision, clash } = autosave
  return useCallback(async (): Promise<string | null> => {
    if (!(await sendNow())) return `Your latest changes could not be saved, so the ${noun} was not deleted. Please try again.`
    try {
      const { unusedPhotos } = await call(currentRevision())
      device.forget(id)
      for (const src of unusedPhotos) discard(src)
      return null
    } catch (error) {
      const theirs = conflictIn<Saved>(error)
      if (theirs) {
        clash(theirs)
        return `This ${noun} was changed on another device, so it was not deleted: choose which version to keep first.`
      }
      return deleteProblem(error, noun)
    }
  }, [call, clash, currentRevision, device, discard, id, noun, sendNow])
}
