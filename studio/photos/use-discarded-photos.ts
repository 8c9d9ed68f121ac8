import { useEffect, useRef } from "react"

/** The stored photos a draft shows, by address. */
export interface DraftPhotos {
  /** Every one: a story's poster and backgrounds, a post's cover and the images in its text. */
  all: ReadonlySet<string>
  /**
   * Those written in text the coach types (a post's Markdown). Cut to be pasted elsewhere, or
   * deleted and brought back with Undo, such a photo comes back, so it is deleted only when the
   * editor closes without it.
   */
  inText: ReadonlySet<string>
}

/**
 * Deletes from Cloud Storage the photos the draft lets go of (replaced, removed, or on a page or in
 * text that went), so the bucket does not fill with photos nobody sees. A photo the live version
 * may still show stays: of a published story or post, only photos that were in none of the drafts
 * published while the editor was open (nor in the draft it opened) are deleted; the build
 * downloads the live version's photos again on every build, from the revision that was published.
 * `photos` is null while they cannot be told yet (a post's Markdown pipeline is still loading);
 * the first it gives are the starting point.
 */
export const useDiscardedPhotos = (photos: DraftPhotos | null, published: boolean, publishedRevision: number | null, discard: (src: string) => void) => {
  const previous = useRef<DraftPhotos | null>(null)
  const mayBeLive = useRef(new Set<string>())
  // Photos gone from the text: deleted when the editor closes, unless they come back first.
  const goneFromText = useRef(new Set<string>())
  // Which revision is live, if any (a key: it changes with every publish).
  const live = published ? String(publishedRevision) : null
  const lastLive = useRef<string | null>(null)

  useEffect(() => {
    if (!photos) return
    const before = previous.current
    previous.current = photos
    // Opened published, or published just now: every photo in the draft may be on the live site.
    if (live !== lastLive.current || !before) {
      lastLive.current = live
      if (live !== null) for (const src of [...(before?.all ?? []), ...photos.all]) mayBeLive.current.add(src)
    }
    if (!before) return
    for (const src of photos.all) goneFromText.current.delete(src)
    for (const src of before.all) {
      if (photos.all.has(src) || (live !== null && mayBeLive.current.has(src))) continue
      if (before.inText.has(src)) goneFromText.current.add(src)
      else discard(src)
    }
  }, [photos, live, discard])

  // Closing the editor, not a new `discard`, lets go of the photos gone from the text.
  const discardOnClose = useRef(discard)
  useEffect(() => {
    discardOnClose.current = discard
  }, [discard])
  useEffect(() => {
    const gone = goneFromText.current
    return () => {
      for (const src of gone) discardOnClose.current(src)
      gone.clear()
    }
  }, [])
}
