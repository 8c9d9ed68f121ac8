/**
 * What the build would refuse beyond the schema the checklist runs: for a story, an address under
 * /stories/ the site keeps for itself or a story file already has; for a story or a post, a photo
 * from anywhere but the project's own photo storage (its own folder there), or one whose header
 * claims more pixels than a photo may have. The publish callables refuse these, field by field, so
 * what the studio published is what the build carries.
 */
import type { Firestore } from "firebase-admin/firestore"
import { RESERVED_STORY_IDS } from "../../../contract/story"
import { storyPath } from "../../../contract/routes"
import type { StoryInput } from "../../../contract/story-input"
import {
  isDemoProject,
  postImageObject,
  STORY_IMAGE_SOURCE_RULE,
  storyImageObject,
  storyImageSources,
  type StoryImageSources,
} from "../../../contract/story-image-sources"
import { PHOTO_HEADER_BYTES, photoHeaderSize, photoPixelsProblem } from "../../../contract/photo-size"
import type { StoryProblemLine } from "../../../contract/studio-api"
import type { PostInput } from "../../../contract/post-input"
import { postBodyImages } from "../../../contract/post-checklist"
import { newestBuild } from "./site-build-records"

/** The project's id and bucket from the runtime's FIREBASE_CONFIG (set by Cloud Functions and its emulator). */
const projectConfig = (env: NodeJS.ProcessEnv): { projectId?: string; storageBucket?: string } => {
  let config: { projectId?: string; storageBucket?: string } = {}
  try {
    config = JSON.parse(env.FIREBASE_CONFIG ?? "{}") as typeof config
  } catch {
    // No configuration: no bucket, so every photo is refused rather than any accepted.
  }
  return { ...config, projectId: config.projectId ?? env.GCLOUD_PROJECT }
}

/** Where this project's photos may be, from the runtime's configuration. */
export const projectImageSources = (env: NodeJS.ProcessEnv = process.env): StoryImageSources => {
  const config = projectConfig(env)
  return storyImageSources({
    GATSBY_FIREBASE_PROJECT_ID: config.projectId,
    STORIES_STORAGE_BUCKET: config.storageBucket,
    FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
  })
}

/** The first bytes of a photo, or null when they could not be read. */
export type PhotoHeaderReader = (src: string) => Promise<Uint8Array | null>

/** How long reading one photo's header may take before publishing goes on without it. */
const HEADER_TIMEOUT_MS = 5_000

/**
 * Reads at most PHOTO_HEADER_BYTES of a photo in the project's photo storage (any other address is
 * never asked), by its download address as the build fetches it. A `demo` project exists only in
 * the emulators, so only the local Storage's photos can be read there. A photo that cannot be read
 * now is not refused for it: the build reads it again and leaves out what it cannot use.
 */
export const photoHeaderReader =
  (sources: StoryImageSources, demo = sources.emulatorHost !== null): PhotoHeaderReader =>
  async (src) => {
    if (storyImageObject(src, sources) === null && postImageObject(src, sources) === null) return null
    if (demo && new URL(src).host !== sources.emulatorHost) return null
    const signal = AbortSignal.timeout(HEADER_TIMEOUT_MS)
    let reader: ReadableStreamDefaultReader<Uint8Array> | undefined
    try {
      const response = await fetch(src, { signal, redirect: "manual", headers: { range: `bytes=0-${PHOTO_HEADER_BYTES - 1}` } })
      reader = response.body?.getReader()
      if (!response.ok || !reader) return null
      const chunks: Uint8Array[] = []
      let received = 0
      // A server that ignores the range is read no further than the header, then cut off.
      while (received < PHOTO_HEADER_BYTES) {
        const { done, value } = await reader.read()
        if (done || !value) break
        chunks.push(value.subarray(0, PHOTO_HEADER_BYTES - received))
        received += value.byteLength
      }
      return Buffer.concat(chunks)
    } catch {
      return null
    } finally {
      await reader?.cancel().catch(() => undefined)
    }
  }

/** This project's reader, from the runtime's configuration. */
export const projectPhotoHeaders = (env: NodeJS.ProcessEnv = process.env): PhotoHeaderReader =>
  photoHeaderReader(projectImageSources(env), isDemoProject(projectConfig(env).projectId))

/** The ids of content/stories/ as the newest recorded build read them. */
export const fileStoryIds = async (db: Firestore): Promise<string[]> => (await newestBuild(db))?.fileStoryIds ?? []

const NEW_STORY = "start a new story with another title (a story's address cannot change)"

/** A photo a story or post shows: the field a problem names, the words before the problem, its address. */
interface PhotoField {
  field: string
  /** "image 2 of the post " for a photo in a post's body, which has no field of its own. */
  before: string
  src: string
}

/** The photos of a story: its poster, its publisher's logo, each page's background. */
const storyPhotos = (story: StoryInput): PhotoField[] => [
  ...(story.poster.src !== undefined ? [{ field: "poster.src", before: "", src: story.poster.src }] : []),
  ...(story.publisherLogo?.src !== undefined ? [{ field: "publisherLogo.src", before: "", src: story.publisherLogo.src }] : []),
  ...story.pages.flatMap((page, index) => (page.background.image ? [{ field: `pages[${index}].background.image.src`, before: "", src: page.background.image.src }] : [])),
]

/** The photos of a post: its cover, and each image of its body, named by its place (the address is not repeated). */
const postPhotos = (post: PostInput): PhotoField[] => [
  ...(post.cover !== undefined ? [{ field: "cover", before: "", src: post.cover }] : []),
  ...postBodyImages(post.body).map((src, index) => ({ field: "body", before: `image ${index + 1} of the post `, src })),
]

export const buildProblems = (storyId: string, story: StoryInput, takenByFiles: readonly string[], sources: StoryImageSources): StoryProblemLine[] => {
  const problems: StoryProblemLine[] = []
  if (RESERVED_STORY_IDS.includes(storyId)) {
    problems.push({ field: "id", message: `is ${storyPath(storyId)}, an address the site keeps for itself: ${NEW_STORY}` })
  } else if (takenByFiles.includes(storyId)) {
    problems.push({ field: "id", message: `is ${storyPath(storyId)}, which a story in the site's files already has: ${NEW_STORY}` })
  }
  for (const { field, src } of storyPhotos(story)) {
    if (storyImageObject(src, sources) === null) problems.push({ field, message: STORY_IMAGE_SOURCE_RULE })
  }
  return problems
}

/** A post's photos that are not the studio's uploads for posts: its cover, and each image of its body. */
export const postPhotoProblems = (post: PostInput, sources: StoryImageSources): StoryProblemLine[] =>
  postPhotos(post).flatMap(({ field, before, src }) => (postImageObject(src, sources) === null ? [{ field, message: `${before}${STORY_IMAGE_SOURCE_RULE}` }] : []))

/** The photos whose headers claim more pixels than a photo may have, each read once. */
const sizeProblems = async (photos: PhotoField[], read: PhotoHeaderReader): Promise<StoryProblemLine[]> => {
  const headers = new Map<string, Promise<Uint8Array | null>>()
  const problems = await Promise.all(
    photos.map(async ({ field, before, src }) => {
      const header = headers.get(src) ?? read(src)
      headers.set(src, header)
      const bytes = await header
      const size = bytes && photoHeaderSize(bytes)
      const problem = size && photoPixelsProblem(size.width, size.height)
      return problem ? [{ field, message: `${before}${problem}` }] : []
    }),
  )
  return problems.flat()
}

/** A story's photos too large to publish, read from their headers. */
export const storyPhotoSizeProblems = (story: StoryInput, read: PhotoHeaderReader): Promise<StoryProblemLine[]> => sizeProblems(storyPhotos(story), read)

/** A post's photos too large to publish, read from their headers. */
export const postPhotoSizeProblems = (post: PostInput, read: PhotoHeaderReader): Promise<StoryProblemLine[]> => sizeProblems(postPhotos(post), read)
