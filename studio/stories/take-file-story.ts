/**
 * "Edit in the studio" on a story written as a file: its words and pages are read from the copy the
 * build publishes beside the studio (contract/site-files.ts), each of its photos is uploaded to the
 * copy's own photo folder as any photo she picks is (upload-site-photo.ts), and the copy is made on
 * the server (studioTakeFileStory) under the file's id and date. Browser only; loaded when she first
 * takes one (use-studio-stories.ts), with the photo code, which the studio's entry file leaves out.
 */
import type { FirebaseSetup } from "../../src/firebase/config"
import { fileStoryCopyAddress, fileStoryCopySchema } from "../../contract/site-files"
import type { StoryDraft, StudioStory } from "../../contract/studio-stories-api"
import { takeFileStory } from "../callables/studio-callables"
import { fetchFromSite, takeProblem } from "../editing/take-problem"
import { storyOwner } from "../photos/photo-files"
import { uploadSitePhoto } from "../photos/upload-site-photo"

type Photo = { src?: string; width?: number; height?: number }

/** Each photo of the draft uploaded (one at a time, as she would pick them), the rest as the file has it. */
const uploadedPhotos = async (setup: FirebaseSetup, storyId: string, draft: StoryDraft): Promise<StoryDraft> => {
  const upload = async <P extends Photo>(photo: P): Promise<P> => {
    if (!photo.src) return photo
    const { src, width, height } = await uploadSitePhoto(setup, storyOwner(storyId), photo.src)
    return { ...photo, src, width, height }
  }
  const poster = draft.poster ? await upload(draft.poster) : undefined
  const publisherLogo = draft.publisherLogo ? await upload(draft.publisherLogo) : undefined
  const pages: StoryDraft["pages"] = []
  for (const page of draft.pages) {
    const image = page.background.image
    pages.push(image ? { ...page, background: { ...page.background, image: await upload(image) } } : page)
  }
  return { ...draft, ...(poster ? { poster } : {}), ...(publisherLogo ? { publisherLogo } : {}), pages }
}

/** Takes the file story at /stories/<id>/ into the studio: the copy, which the editor opens, or what went wrong in her words. */
export const takeFileStoryIntoStudio = async (setup: FirebaseSetup, id: string): Promise<{ copy: StudioStory } | { problem: string }> => {
  try {
    const words = fileStoryCopySchema.parse(await (await fetchFromSite(fileStoryCopyAddress(id))).json())
    const draft = await uploadedPhotos(setup, id, words.draft)
    return { copy: await takeFileStory(setup, { fromFile: id, publishedDate: words.publishedDate, draft }) }
  } catch (error) {
    return { problem: takeProblem(error) }
  }
}
