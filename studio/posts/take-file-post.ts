/**
 * "Edit in the studio" on a post written as a file: its words are read from the copy the build
 * publishes beside the studio (contract/site-files.ts), its cover is uploaded to the copy's own
 * photo folder as any photo she picks is (upload-site-photo.ts), and the copy is made on the server
 * (studioTakeFilePost), keeping the file's address. Browser only; loaded when she first takes one
 * (use-studio-posts.ts), with the photo code, which the studio's entry file leaves out.
 */
import type { FirebaseSetup } from "../../src/firebase/config"
import { filePostCopyAddress, filePostCopySchema, type FilePostCopy } from "../../contract/site-files"
import { filePostCopyId, type StudioPost } from "../../contract/studio-posts-api"
import type { PostDraft } from "../../contract/post-input"
import { takeFilePost } from "../callables/studio-callables"
import { fetchFromSite, takeProblem } from "../editing/take-problem"
import { postOwner } from "../photos/photo-files"
import { uploadSitePhoto } from "../photos/upload-site-photo"

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
    const words = filePostCopySchema.parse(await (await fetchFromSite(filePostCopyAddress(slug))).json())
    const cover = words.cover ? (await uploadSitePhoto(setup, postOwner(filePostCopyId(slug)), words.cover)).src : null
    return { copy: await takeFilePost(setup, { fromFile: slug, draft: copyDraft(words, cover) }) }
  } catch (error) {
    return { problem: takeProblem(error) }
  }
}
