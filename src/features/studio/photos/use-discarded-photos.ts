import { useEffect, useRef } from "react"
import type { StoryDraft } from "../../../../contract/studio-api"
import { photosIn } from "../editor/draft-edits"

/**
 * Deletes from Cloud Storage the photos the draft lets go of (replaced, removed, or on a page that
 * went), so the bucket does not fill with photos nobody sees. A photo the live story may still show
 * stays: of a published story only the photos added since it was last published are deleted (the
 * build downloads the live story's photos again on every build, from the revision that was published).
 */
export const useDiscardedPhotos = (draft: StoryDraft, published: boolean, publishedRevision: number | null, discard: (src: string) => void) => {
  const previous = useRef(photosIn(draft))
  const addedSincePublished = useRef(new Set<string>())
  // Which revision is live, if any (a key: it changes with every publish).
  const live = published ? String(publishedRevision) : null
  const lastLive = useRef(live)

  useEffect(() => {
    // Published just now: every photo in the draft may be on the live site.
    if (live !== lastLive.current) {
      lastLive.current = live
      if (live !== null) addedSincePublished.current.clear()
    }
    const now = photosIn(draft)
    for (const src of now) if (!previous.current.has(src)) addedSincePublished.current.add(src)
    for (const src of previous.current) {
      if (now.has(src) || (live !== null && !addedSincePublished.current.has(src))) continue
      addedSincePublished.current.delete(src)
      discard(src)
    }
    previous.current = now
  }, [draft, live, discard])
}
