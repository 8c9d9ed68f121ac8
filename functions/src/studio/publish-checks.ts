/**
 * What the build would refuse beyond the schema the checklist runs: for a story, an address under
 * /stories/ the site keeps for itself or a story file already has; for a story or a post, a photo
 * from anywhere but the project's own photo storage (its own folder there). The publish callables
 * refuse these, field by field, so what the studio published is what the build carries.
 */
import type { Firestore } from "firebase-admin/firestore"
import { RESERVED_STORY_IDS } from "../../../contract/story"
import { storyPath } from "../../../contract/routes"
import type { StoryInput } from "../../../contract/story-input"
import { postImageObject, STORY_IMAGE_SOURCE_RULE, storyImageObject, storyImageSources, type StoryImageSources } from "../../../contract/story-image-sources"
import type { StoryProblemLine } from "../../../contract/studio-api"
import type { PostInput } from "../../../contract/post-input"
import { postBodyImages } from "../../../contract/post-checklist"
import { newestBuild } from "./site-build-records"

/** The project's bucket from the runtime's FIREBASE_CONFIG (set by Cloud Functions and its emulator). */
export const projectImageSources = (env: NodeJS.ProcessEnv = process.env): StoryImageSources => {
  let config: { projectId?: string; storageBucket?: string } = {}
  try {
    config = JSON.parse(env.FIREBASE_CONFIG ?? "{}") as typeof config
  } catch {
    // No configuration: no bucket, so every photo is refused rather than any accepted.
  }
  return storyImageSources({
    GATSBY_FIREBASE_PROJECT_ID: config.projectId ?? env.GCLOUD_PROJECT,
    STORIES_STORAGE_BUCKET: config.storageBucket,
    FIREBASE_STORAGE_EMULATOR_HOST: env.FIREBASE_STORAGE_EMULATOR_HOST,
  })
}

/** The ids of content/stories/ as the newest recorded build read them. */
export const fileStoryIds = async (db: Firestore): Promise<string[]> => (await newestBuild(db))?.fileStoryIds ?? []

const NEW_STORY = "start a new story with another title (a story's address cannot change)"

export const buildProblems = (storyId: string, story: StoryInput, takenByFiles: readonly string[], sources: StoryImageSources): StoryProblemLine[] => {
  const problems: StoryProblemLine[] = []
  if (RESERVED_STORY_IDS.includes(storyId)) {
    problems.push({ field: "id", message: `is ${storyPath(storyId)}, an address the site keeps for itself: ${NEW_STORY}` })
  } else if (takenByFiles.includes(storyId)) {
    problems.push({ field: "id", message: `is ${storyPath(storyId)}, which a story in the site's files already has: ${NEW_STORY}` })
  }
  const photo = (field: string, src: string | undefined) => {
    if (src !== undefined && storyImageObject(src, sources) === null) problems.push({ field, message: STORY_IMAGE_SOURCE_RULE })
  }
  photo("poster.src", story.poster.src)
  photo("publisherLogo.src", story.publisherLogo?.src)
  story.pages.forEach((page, index) => photo(`pages[${index}].background.image.src`, page.background.image?.src))
  return problems
}

/**
 * A post's photos that are not the studio's uploads for posts: its cover, and each image of its
 * body (field "body", the image named by its place: the address is not repeated).
 */
export const postPhotoProblems = (post: PostInput, sources: StoryImageSources): StoryProblemLine[] => {
  const problems: StoryProblemLine[] = []
  if (post.cover !== undefined && postImageObject(post.cover, sources) === null) problems.push({ field: "cover", message: STORY_IMAGE_SOURCE_RULE })
  postBodyImages(post.body).forEach((src, index) => {
    if (postImageObject(src, sources) === null) problems.push({ field: "body", message: `image ${index + 1} of the post ${STORY_IMAGE_SOURCE_RULE}` })
  })
  return problems
}
