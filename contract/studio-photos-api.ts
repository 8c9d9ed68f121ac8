/** What the studio's photo library and its callable say to each other: whose photos, and each photo with its words and uses. */
import { z } from "zod"
import "./zod-jitless"

/** Whose photos the library lists: a post's photos may be reused in posts, a story's in stories (the build takes each kind from its own folder), and any of hers in a page. */
export const listPhotosSchema = z.strictObject({ kind: z.enum(["post", "story", "page"]) })
export type ListPhotosRequest = z.infer<typeof listPhotosSchema>

/** A photo and the words that describe it for readers who cannot see it. */
export interface DescribedPhoto {
  src: string
  alt: string
}

/** Where a photo of the library is shown: a story's, post's or page's draft or live copy. */
export interface PhotoUse {
  kind: ListPhotosRequest["kind"]
  id: string
  title: string
}

/** A photo the coach uploaded, as her library lists it: its description where it was last used (the last changed draft first) and where it is shown. */
export interface LibraryPhoto extends DescribedPhoto {
  uses: PhotoUse[]
}

export interface ListPhotosResult {
  /** The last changed story's or post's first. */
  photos: LibraryPhoto[]
}
