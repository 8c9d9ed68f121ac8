import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { publishableStory, storyProblems, today } from "../../../contract/story-checklist"
import type { PublishRequest, SaveDraftRequest, SaveDraftResult, StoryDraft, StudioStory } from "../../../contract/studio-api"
import { storyBuildState } from "../../../contract/site-builds"
import type { StoryImageSources } from "../../../contract/story-image-sources"
import { STORIES, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { buildProblems, fileStoryIds } from "./publish-checks"
import { conflict, repeatsUnpublish, requestBuild, saveRevision, type BuildHook, type DraftKind } from "./drafts"
import { iso, recentBuilds } from "./site-build-records"

/** A story's document; its last build's state is added where the studio lists stories. */
const toStudioStory = (doc: DocumentSnapshot): StudioStory => {
  const data = doc.data() ?? {}
  return {
    storyId: doc.id,
    draft: data.draft as StoryDraft,
    revision: typeof data.revision === "number" ? data.revision : 0,
    updatedAt: iso(data.updatedAt),
    published: data.published === true,
    publishedRevision: typeof data.publishedRevision === "number" ? data.publishedRevision : null,
    publishedDate: typeof data.publishedDate === "string" ? data.publishedDate : null,
    lastBuild: null,
  }
}

const STORY: DraftKind<StudioStory> = { noun: "story", toItem: toStudioStory, created: { published: false, publishedRevision: null, publishedDate: null } }

/** Drafts and published stories, the last changed first; a published one with how its last build went. */
export const listStudioStories = async (db: Firestore): Promise<StudioStory[]> => {
  const [snapshot, builds] = await Promise.all([db.collection(STUDIO_STORIES).orderBy("updatedAt", "desc").get(), recentBuilds(db)])
  return snapshot.docs.map((doc) => {
    const story = toStudioStory(doc)
    return { ...story, lastBuild: story.published ? storyBuildState(story.storyId, builds) : null }
  })
}

/**
 * Saves a draft if nobody saved since the revision it was made from; otherwise answers aborted with
 * the newer version, so the studio shows the clash instead of overwriting it.
 */
export const saveDraft = async (db: Firestore, { storyId, baseRevision, draft }: SaveDraftRequest): Promise<SaveDraftResult> => {
  const saved = await saveRevision(db.collection(STUDIO_STORIES).doc(storyId), STORY, baseRevision, draft)
  return { revision: saved.revision, updatedAt: saved.updatedAt, problems: storyProblems(draft, saved.publishedDate ?? today()) }
}

export type { BuildHook }

/** What publishing needs besides the Firestore client: the hook, its hourly allowance, where photos may be. */
export interface PublishSettings {
  hook: BuildHook | null
  buildsPerHour: number
  sources: StoryImageSources
}

/** Publishes the revision the coach checked, if the build accepts it, then asks for a rebuild. */
export const publishStory = async (db: Firestore, { storyId, revision }: PublishRequest, { hook, buildsPerHour, sources }: PublishSettings) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const takenByFiles = await fileStoryIds(db)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw new HttpsError("not-found", "That story no longer exists.")
    const current = toStudioStory(snapshot)
    if (current.revision !== revision) throw conflict("story", current)
    const publishedDate = current.publishedDate ?? today()
    const story = publishableStory(current.draft, publishedDate)
    if (!story) {
      throw new HttpsError("invalid-argument", "The story is not ready to publish.", { problems: storyProblems(current.draft, publishedDate) })
    }
    const problems = buildProblems(storyId, story, takenByFiles, sources)
    if (problems.length) throw new HttpsError("invalid-argument", "The site's build would leave this story out.", { problems })
    // The build reads this document: the story exactly as the schema parsed it, marked published.
    // The revision goes with it, so each build can record which one it carried.
    transaction.set(db.collection(STORIES).doc(storyId), { ...story, published: true, revision, publishedAt: FieldValue.serverTimestamp() })
    transaction.update(ref, { published: true, publishedRevision: revision, publishedDate })
  })
  const build = await requestBuild(ref, { kind: "story", action: "publish", id: storyId }, revision, hook, buildsPerHour)
  return { published: true, build }
}

/**
 * Takes a published story off the site (its document stays, unpublished) and asks for a rebuild.
 * A story that is not published is refused, except the same request again (its answer lost on the
 * way), which is answered as before without asking for another build.
 */
export const unpublishStory = async (db: Firestore, { storyId, revision }: PublishRequest, { hook, buildsPerHour }: PublishSettings) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const repeated = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw new HttpsError("not-found", "That story no longer exists.")
    const current = toStudioStory(snapshot)
    if (current.revision !== revision) throw conflict("story", current)
    if (!current.published) {
      if (repeatsUnpublish(snapshot, revision)) return true
      throw new HttpsError("failed-precondition", "This story is not on the site.")
    }
    transaction.set(db.collection(STORIES).doc(storyId), { published: false }, { merge: true })
    transaction.update(ref, { published: false, publishedRevision: null })
    return false
  })
  if (repeated) return { published: false, build: "already-requested" as const }
  const build = await requestBuild(ref, { kind: "story", action: "unpublish", id: storyId }, revision, hook, buildsPerHour)
  return { published: false, build }
}
