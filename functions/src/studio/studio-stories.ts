import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { publishableStory, storyProblems, today } from "../../../contract/story-checklist"
import type { DeleteDraftResult, DeleteStoryDraftRequest, PublishRequest, SaveDraftRequest, SaveDraftResult, StoryDraft, StudioStory } from "../../../contract/studio-api"
import { storyBuildState } from "../../../contract/site-builds"
import { STORIES, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { buildProblems, fileStoryIds, storyPhotoSizeProblems } from "./publish-checks"
import { draftAtRevision, draftRecord, readRevision, requestBuild, saveRevision, unpublishRevision, type DraftKind, type PublishSettings } from "./drafts"
import { recentBuilds } from "./site-build-records"
import { deleteDraft } from "./delete-drafts"
import { keepVersion } from "./revisions"

const toStudioStory = (doc: DocumentSnapshot): StudioStory => {
  const publishedDate = doc.get("publishedDate")
  return { ...draftRecord(doc, doc.get("draft") as StoryDraft), storyId: doc.id, publishedDate: typeof publishedDate === "string" ? publishedDate : null }
}

export const STORY: DraftKind<StudioStory> & { noun: "story" } = {
  noun: "story",
  toItem: toStudioStory,
  created: { published: false, publishedRevision: null, publishedDate: null },
  live: STORIES,
}

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

/** Publishes the revision the coach checked, if the build accepts it, then asks for a rebuild. */
export const publishStory = async (db: Firestore, { storyId, revision }: PublishRequest, { hook, buildsPerHour, sources, readPhotoHeader }: PublishSettings) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const takenByFiles = await fileStoryIds(db)
  // Its photos' headers are read before the transaction, from the revision's draft once it is a story (the date does not change its photos).
  const draft = await draftAtRevision<StoryDraft>(ref, revision)
  const ready = draft ? publishableStory(draft, today()) : null
  const tooLarge = ready ? await storyPhotoSizeProblems(ready, readPhotoHeader) : []
  await db.runTransaction(async (transaction) => {
    const { current } = await readRevision(transaction, ref, STORY, revision)
    const publishedDate = current.publishedDate ?? today()
    const story = publishableStory(current.draft, publishedDate)
    if (!story) {
      throw new HttpsError("invalid-argument", "The story is not ready to publish.", { problems: storyProblems(current.draft, publishedDate) })
    }
    const problems = [...buildProblems(storyId, story, takenByFiles, sources), ...tooLarge]
    if (problems.length) throw new HttpsError("invalid-argument", "The site's build would leave this story out.", { problems })
    // The build reads this document: the story exactly as the schema parsed it, marked published.
    // The revision goes with it, so each build can record which one it carried.
    transaction.set(db.collection(STORIES).doc(storyId), { ...story, published: true, revision, publishedAt: FieldValue.serverTimestamp() })
    transaction.update(ref, { published: true, publishedRevision: revision, publishedDate })
  })
  // The transaction published this very revision, whose draft is `draft`.
  if (draft) await keepVersion(db, { kind: "story", id: storyId }, revision, draft, "published")
  const build = await requestBuild(ref, { kind: "story", action: "publish", id: storyId }, revision, hook, buildsPerHour)
  return { published: true, build }
}

/** Takes a published story off the site and asks for a rebuild, as drafts.ts's unpublishRevision says. */
export const unpublishStory = async (db: Firestore, { storyId, revision }: PublishRequest, settings: PublishSettings) =>
  unpublishRevision(db.collection(STUDIO_STORIES).doc(storyId), STORY, revision, settings)

/** Deletes a story's draft and answers which of its photos nothing else shows (delete-drafts.ts). */
export const deleteStoryDraft = async (db: Firestore, { storyId, revision }: DeleteStoryDraftRequest): Promise<DeleteDraftResult> =>
  deleteDraft(db.collection(STUDIO_STORIES).doc(storyId), STORY, revision)
