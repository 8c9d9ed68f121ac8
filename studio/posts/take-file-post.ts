/**
 * "Edit in the studio" on a post written as a file: its words are read from the copy the build
 * publishes beside the studio (contract/site-files.ts), its cover is uploaded to the copy's own
 * photo folder as any photo she picks is (resized and re-encoded in this browser), and the copy is
 * made on the server (studioTakeFilePost), keeping the file's address. Browser only; loaded when
 * she first takes one (use-studio-posts.ts), with the photo code, which the studio's entry file leaves out.
 */
import type { FirebaseSetup } from "../../src/firebase/config"
import { filePostCopyAddress, filePostCopySchema, type FilePostCopy } from "../../contract/site-files"
import { filePostCopyId, type StudioPost } from "../../contract/studio-posts-api"
import type { PostDraft } from "../../contract/post-input"
import { callErrorKind } from "../../src/firebase/call-errors"
import { takeFilePost } from "../callables/studio-callables"
import { photoPath, postOwner } from "../photos/photo-files"
import { resizePhoto } from "../photos/resize-photo"
import { uploadPhoto } from "../photos/upload-photo"

/** The site holds no copy of the file's words or cover (a site built before copies were published, or a file since removed). */
class CopyUnreadable extends Error {}

const fetched = async (address: string): Promise<Response> => {
  const response = await fetch(address, { cache: "no-cache" })
  if (!response.ok) throw new CopyUnreadable(`The site has no copy of its words to take (HTTP ${response.status}): try again once the site has been rebuilt.`)
  return response
}

/** What a failed take means to the coach; nothing of hers is lost, as the file is still on the site. */
export const takeProblem = (error: unknown): string => {
  if (error instanceof CopyUnreadable) return error.message
  switch (callErrorKind(error)) {
    case "network":
      return "You are offline: try again once you are back online."
    case "unauthenticated":
    case "permission-denied":
      return "The studio could not confirm it is you: sign in again, then try again."
    case "not-found":
      return "The site's newest build does not list it among its files yet: try again once the site has been rebuilt."
    default:
      return "The server could not be reached just now: try again in a moment. The post is still on the site as it was."
  }
}

/** The copy's cover, uploaded: the file's photo as the site has it, sent as her own photos are. */
const uploadCover = async (setup: FirebaseSetup, postId: string, address: string): Promise<string> => {
  const blob = await (await fetched(address)).blob()
  const resized = await resizePhoto(new File([blob], address.split("/").pop() ?? "cover.jpg", { type: blob.type }), new AbortController().signal, () => undefined)
  return uploadPhoto(setup, photoPath(postOwner(postId), crypto.randomUUID()), resized.blob, () => undefined).done
}

/** The file's words as the copy's first draft, its cover the uploaded one. */
export const copyDraft = ({ slug, title, date, description, tags, body, coverAlt }: FilePostCopy, cover: string | null): PostDraft => ({
  slug,
  title,
  date,
  description,
  tags,
  body,
  ...(cover ? { cover, coverAlt } : {}),
})

/** Takes the file post at /blog/<slug>/ into the studio: the copy, which the editor opens, or what went wrong in her words. */
export const takeFilePostIntoStudio = async (setup: FirebaseSetup, slug: string): Promise<{ copy: StudioPost } | { problem: string }> => {
  try {
    const words = filePostCopySchema.parse(await (await fetched(filePostCopyAddress(slug))).json())
    const cover = words.cover ? await uploadCover(setup, filePostCopyId(slug), words.cover) : null
    return { copy: await takeFilePost(setup, { fromFile: slug, draft: copyDraft(words, cover) }) }
  } catch (error) {
    return { problem: takeProblem(error) }
  }
}
