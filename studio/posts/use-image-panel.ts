import { useCallback, useEffect, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { discardPhoto } from "../photos/discard-photo"
import { postOwner, type UploadedPhoto } from "../photos/photo-files"
import { usePhotoUpload } from "../photos/use-photo-upload"

/**
 * The "Add an image" panel of a post's text: the photo is uploaded as any photo of the post is, and
 * described, then added to the text. Until it is added no draft holds it, so nothing else would
 * ever delete it: a photo removed or replaced in the panel is deleted from Storage at once, and
 * one the panel closes without (Cancel, Escape, or the editor left) when it closes, with any upload
 * still running stopped.
 */
export const useImagePanel = (setup: FirebaseSetup, postId: string, onAdd: (alt: string, src: string) => void) => {
  const [photo, setPhoto] = useState<(UploadedPhoto & { alt: string }) | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The photo stored for the panel and not in the text yet, and whether the panel has closed: refs,
  // as the panel's closing and an upload ending after it read them.
  const held = useRef<string | null>(null)
  const closed = useRef(false)
  const letGo = useCallback(() => {
    if (held.current) discardPhoto(setup, postOwner(postId), held.current)
    held.current = null
  }, [postId, setup])

  const upload = usePhotoUpload(setup, postOwner(postId), (uploaded) => {
    letGo()
    held.current = uploaded.src
    // Stored just as the panel closed, too late to be stopped.
    if (closed.current) letGo()
    else setPhoto((current) => ({ ...uploaded, alt: current?.alt ?? "" }))
  })

  // Closing the panel, not a new `letGo`, lets go of what it holds.
  const onClose = useRef({ letGo, stop: upload.cancel })
  useEffect(() => {
    onClose.current = { letGo, stop: upload.cancel }
  }, [letGo, upload.cancel])
  useEffect(() => {
    closed.current = false
    return () => {
      closed.current = true
      onClose.current.stop()
      onClose.current.letGo()
    }
  }, [])

  return {
    photo,
    problem,
    upload,
    describe: (alt: string) => setPhoto((current) => current && { ...current, alt }),
    remove: () => {
      letGo()
      setPhoto(null)
    },
    add: () => {
      if (!photo) setProblem("Choose a photo first.")
      else if (!photo.alt.trim()) setProblem("Describe the photo first, for readers who cannot see it.")
      else {
        // In the text now: the draft's photos decide from here whether it is deleted.
        held.current = null
        onAdd(photo.alt, photo.src)
      }
    },
  }
}
