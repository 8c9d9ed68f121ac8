import { FieldValue, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { publishableStory, storyProblems, today } from "../../../contract/story-checklist"
import type { DeleteDraftResult, PublishResult } from "../../../contract/studio-api"
import type { DeleteStoryDraftRequest, PublishRequest, SaveDraftRequest, SaveDraftResult, StoryDraft, StudioStory, TakeFileStoryRequest } from "../../../contract/studio-stories-api"
import { storyPath } from "../../../contract/routes"
import { storyBuildState } from "../../../contract/site-builds"
import { STORIES, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { buildProblems, fileStoryIds, storyPhotoSizeProblems } from "./publish-checks"
import { draftAtRevision, draftRecord, readRevision, saveRevision, unpublishRevision, type DraftKind, type PublishSettings } from "./drafts"
import { requestBuild } from "./site-rebuilds"
import { recentBuilds } from "./site-build-records"
import { deleteDraft } from "./delete-drafts"
import { keepVersion } from "./revisions"
import { cancelSchedule, schedule, waitsForItsDay, type ScheduledKind } from "./scheduled-publishing"

const toStudioStory = (doc: DocumentSnapshot): StudioStory => {
  const publishedDate = doc.get("publishedDate")
  const fromFile = doc.get("fromFile")
  const record = draftRecord(doc, doc.get("draft") as StoryDraft)
  const scheduledFor = doc.get("scheduled") === true && !record.published ? (record.draft.publishOn ?? null) : null
  return {
    ...record,
    scheduledFor,
    storyId: doc.id,
    publishedDate: typeof publishedDate === "string" ? publishedDate : null,
    fromFile: typeof fromFile === "string" ? fromFile : null,
  }
}

export const STORY: DraftKind<StudioStory> & { noun: "story" } = {
  noun: "story",
  toItem: toStudioStory,
  created: { published: false, publishedRevision: null, publishedDate: null, fromFile: null },
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

/**
 * Takes a story written as a file into the studio: its copy, under the file's id (so its address),
 * starts at revision 1 with the file's words and pages (the studio uploaded its photos) and the
 * file's date, marked with the file it stands for. Asked again for the same file, it answers the
 * copy there is rather than a second one; a story she began herself under that id is left alone.
 */
export const takeFileStory = async (db: Firestore, { fromFile, publishedDate, draft }: TakeFileStoryRequest): Promise<StudioStory> => {
  if (!(await fileStoryIds(db)).includes(fromFile)) throw new HttpsError("not-found", `The site has no story written as a file at ${storyPath(fromFile)}.`)
  const ref = db.collection(STUDIO_STORIES).doc(fromFile)
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref)
    if (existing.get("fromFile") === fromFile) return
    // A story she began in the studio under the same title has the address: hers is never overwritten.
    if (existing.exists) throw new HttpsError("aborted", `A story in the studio already has the address ${storyPath(fromFile)}.`)
    transaction.create(ref, { ...STORY.created, fromFile, publishedDate, draft, revision: 1, updatedAt: FieldValue.serverTimestamp() })
  })
  return toStudioStory(await ref.get())
}

/**
 * Publishes the revision the coach checked, if the build accepts it, then asks for a rebuild; one to
 * be published on a later day is checked the same way and marked scheduled instead (scheduled-publishing.ts).
 */
export const publishStory = async (
  db: Firestore,
  { storyId, revision }: PublishRequest,
  { hook, buildsPerHour, sources, readPhotoHeader }: PublishSettings,
  now = new Date(),
): Promise<PublishResult> => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const takenByFiles = await fileStoryIds(db)
  // Its photos' headers are read before the transaction, from the revision's draft once it is a story (the date does not change its photos).
  const draft = await draftAtRevision<StoryDraft>(ref, revision)
  const ready = draft ? publishableStory(draft, today()) : null
  const tooLarge = ready ? await storyPhotoSizeProblems(ready, readPhotoHeader) : []
  const scheduledFor = await db.runTransaction(async (transaction) => {
    const { current } = await readRevision(transaction, ref, STORY, revision)
    // Its first publication is dated the day she chose for it, when she chose one, or today.
    const publishedDate = current.publishedDate ?? current.draft.publishOn ?? today(now)
    const story = publishableStory(current.draft, publishedDate)
    if (!story) {
      throw new HttpsError("invalid-argument", "The story is not ready to publish.", { problems: storyProblems(current.draft, publishedDate) })
    }
    // A file story's own copy has the file's id: that address is its own.
    const problems = [...buildProblems(storyId, story, takenByFiles.filter((id) => id !== current.fromFile), sources), ...tooLarge]
    if (problems.length) throw new HttpsError("invalid-argument", "The site's build would leave this story out.", { problems })
    if (waitsForItsDay(current.draft.publishOn, current.published, now)) {
      schedule(transaction, ref)
      return current.draft.publishOn
    }
    // The build reads this document: the story exactly as the schema parsed it, marked published.
    // The revision goes with it, so each build can record which one it carried, and, for a file
    // story's copy, the file it is built instead of (gatsby/stories/load-stories.ts).
    transaction.set(db.collection(STORIES).doc(storyId), { ...story, published: true, revision, publishedAt: FieldValue.serverTimestamp(), replacesFile: current.fromFile })
    transaction.update(ref, { published: true, publishedRevision: revision, publishedDate, scheduled: false })
    return null
  })
  if (scheduledFor) return { published: false, build: "no-hook", scheduledFor }
  // The transaction published this very revision, whose draft is `draft`.
  if (draft) await keepVersion(db, { kind: "story", id: storyId }, revision, draft, "published")
  const build = await requestBuild(ref, { kind: "story", action: "publish", id: storyId }, revision, hook, buildsPerHour)
  return { published: true, build }
}

/** Takes a published story off the site and asks for a rebuild, as drafts.ts's unpublishRevision says; one only scheduled has its schedule cancelled. */
export const unpublishStory = async (db: Firestore, { storyId, revision }: PublishRequest, settings: PublishSettings): Promise<PublishResult> =>
  (await cancelSchedule(db.collection(STUDIO_STORIES).doc(storyId))) ?? unpublishRevision(db.collection(STUDIO_STORIES).doc(storyId), STORY, revision, settings)

/** Deletes a story's draft and answers which of its photos nothing else shows (delete-drafts.ts). */
export const deleteStoryDraft = async (db: Firestore, { storyId, revision }: DeleteStoryDraftRequest): Promise<DeleteDraftResult> =>
  deleteDraft(db.collection(STUDIO_STORIES).doc(storyId), STORY, revision)

/** Stories for the daily run (scheduled-publishing.ts): a story's day is its publish-on day. */
export const scheduledStories = (db: Firestore): ScheduledKind => ({
  kind: "story",
  collection: STUDIO_STORIES,
  dayField: "draft.publishOn",
  publish: (storyId, revision, withoutHook, at) => publishStory(db, { storyId, revision }, withoutHook, at),
})
