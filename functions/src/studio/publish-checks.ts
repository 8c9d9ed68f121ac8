/**
 * What the build would refuse beyond the story schema the checklist runs: an address under
 * /stories/ the site keeps for itself or a story file already has, and a photo from anywhere but
 * the project's own photo storage. The publish callable refuses these, field by field, so a story
 * the studio published is one the build carries.
 */
import type { Firestore } from "firebase-admin/firestore"
import { RESERVED_STORY_IDS } from "../../../contract/story"
import { storyPath } from "../../../contract/routes"
import type { StoryInput } from "../../../contract/story-input"
import { STORY_IMAGE_SOURCE_RULE, storyImageObject, storyImageSources, type StoryImageSources } from "../../../contract/story-image-sources"
import { SITE_BUILDS } from "../../../contract/firebase-settings"
import type { StoryProblemLine } from "../../../contract/studio-api"

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
export const fileStoryIds = async (db: Firestore): Promise<string[]> => {
  const newest = await db.collection(SITE_BUILDS).orderBy("startedAt", "desc").limit(1).get()
  const ids: unknown = newest.docs[0]?.get("fileStoryIds")
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : []
}

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
