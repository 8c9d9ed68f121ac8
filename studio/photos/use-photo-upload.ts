import { useCallback, useEffect, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { discardPhoto } from "./discard-photo"
import type { ResizedPhoto } from "./resize-photo"
import { photoPath, uploadProblem, wasCancelled, type PhotoOwner, type UploadedPhoto } from "./photo-files"

export type PhotoUploadStatus =
  | { state: "idle" }
  | { state: "preparing"; percent: number }
  | { state: "uploading"; percent: number }
  | { state: "done" }
  /** Stopped by the coach; `canRetry` when the prepared photo is still at hand. */
  | { state: "cancelled"; canRetry: boolean }
  | { state: "failed"; problem: string; canRetry: boolean }

const UNREADABLE = "This file could not be read as a photo. Please choose a JPEG, PNG or WebP image."

/**
 * One photo slot of the editor (a page's background, the poster, a post's cover or an image in its body): the chosen file is resized
 * here, then uploaded with its progress shown; Cancel stops either step, and Retry sends the
 * already-resized photo again. The draft changes only when a photo is stored, through `onUploaded`,
 * so whatever the coach types meanwhile stays. An upload carries on while the coach looks at the
 * preview: its photo lands in the draft when it is stored.
 */
export const usePhotoUpload = (setup: FirebaseSetup, owner: PhotoOwner, onUploaded: (photo: UploadedPhoto) => void) => {
  // By its parts, so a caller's fresh object with the same owner keeps the callbacks below.
  const { folder, id } = owner
  const [status, setStatus] = useState<PhotoUploadStatus>({ state: "idle" })
  // The latest callback: it closes over the draft as it is when the upload ends, not when it began.
  const whenUploaded = useRef(onUploaded)
  useEffect(() => {
    whenUploaded.current = onUploaded
  })
  const prepared = useRef<ResizedPhoto | null>(null)
  const stop = useRef<(() => void) | null>(null)

  const upload = useCallback(
    async (photo: ResizedPhoto) => {
      let cancelled = false
      let path: string | null = null
      stop.current = () => {
        cancelled = true
      }
      setStatus({ state: "uploading", percent: 0 })
      try {
        // The Storage SDK arrives with the first photo, not with the studio.
        const { uploadPhoto } = await import("./upload-photo")
        if (cancelled) throw Object.assign(new Error("cancelled"), { name: "AbortError" })
        path = photoPath({ folder, id }, crypto.randomUUID())
        const run = uploadPhoto(setup, path, photo.blob, (percent) => setStatus({ state: "uploading", percent: Math.round(percent) }))
        stop.current = run.cancel
        const src = await run.done
        prepared.current = null
        whenUploaded.current({ src, width: photo.width, height: photo.height })
        setStatus({ state: "done" })
      } catch (error) {
        const stopped = wasCancelled(error)
        // Stopped as its last bytes went, it may be stored all the same: nothing will show it.
        if (stopped && path) discardPhoto(setup, { folder, id }, path)
        setStatus(stopped ? { state: "cancelled", canRetry: true } : { state: "failed", problem: uploadProblem(error), canRetry: true })
      } finally {
        stop.current = null
      }
    },
    [folder, id, setup],
  )

  const choose = useCallback(
    async (file: File) => {
      stop.current?.()
      prepared.current = null
      const controller = new AbortController()
      stop.current = () => controller.abort()
      setStatus({ state: "preparing", percent: 0 })
      let photo: ResizedPhoto
      try {
        // The resizing library is loaded in its own chunk when the coach first picks a photo.
        const { resizePhoto } = await import("./resize-photo")
        photo = await resizePhoto(file, controller.signal, (percent) => setStatus({ state: "preparing", percent: Math.round(percent) }))
        if (controller.signal.aborted) throw controller.signal.reason
      } catch (error) {
        stop.current = null
        setStatus(controller.signal.aborted || wasCancelled(error) ? { state: "cancelled", canRetry: false } : { state: "failed", problem: UNREADABLE, canRetry: false })
        return
      }
      prepared.current = photo
      await upload(photo)
    },
    [upload],
  )

  const retry = useCallback(() => {
    if (prepared.current) void upload(prepared.current)
  }, [upload])

  const cancel = useCallback(() => stop.current?.(), [])

  return { status, choose: (file: File) => void choose(file), cancel, retry }
}
