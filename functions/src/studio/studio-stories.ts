import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { STORIES_COLLECTION } from "../../../gatsby/stories/firestore-source"
import { publishableStory, storyProblems, today } from "../../../src/features/studio/story-checklist"
import type {
  DraftConflict,
  PublishRequest,
  SaveDraftRequest,
  SaveDraftResult,
  StoryDraft,
  StudioStory,
} from "../../../src/features/studio/studio-api"
import { STUDIO_STORIES } from "./collections"

const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())

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
  }
}

const conflict = (current: StudioStory) =>
  new HttpsError("aborted", "This story was changed on another device.", { conflict: true, current } satisfies DraftConflict)

/** Drafts and published stories, the last changed first. */
export const listStudioStories = async (db: Firestore): Promise<StudioStory[]> => {
  const snapshot = await db.collection(STUDIO_STORIES).orderBy("updatedAt", "desc").get()
  return snapshot.docs.map(toStudioStory)
}

/**
 * Saves a draft if nobody saved since the revision it was made from; otherwise answers aborted with
 * the newer version, so the studio shows the clash instead of overwriting it.
 */
export const saveDraft = async (db: Firestore, { storyId, baseRevision, draft }: SaveDraftRequest): Promise<SaveDraftResult> => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const revision = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    const current = snapshot.exists ? toStudioStory(snapshot) : null
    if ((current?.revision ?? 0) !== baseRevision) {
      if (current) throw conflict(current)
      throw new HttpsError("not-found", "That story no longer exists.")
    }
    const next = baseRevision + 1
    const fields = { draft, revision: next, updatedAt: FieldValue.serverTimestamp() }
    // A create fails if another device made the same story meanwhile, even where transactions do not isolate.
    if (current) transaction.update(ref, fields)
    else transaction.create(ref, { ...fields, published: false, publishedRevision: null, publishedDate: null })
    return next
  })
  const saved = toStudioStory(await ref.get())
  return { revision, updatedAt: saved.updatedAt, problems: storyProblems(draft, saved.publishedDate ?? today()) }
}

export type BuildHook = (action: "publish" | "unpublish", storyId: string) => Promise<void>

/**
 * Asks for one rebuild per change: the transaction claims the request for this revision and action,
 * so a retried call (the answer lost on the way) does not ask again. If the hook fails, the claim is
 * released and the error returned, so the next try asks again.
 */
const requestBuild = async (db: Firestore, storyId: string, key: string, action: "publish" | "unpublish", hook: BuildHook | null) => {
  if (!hook) return "no-hook" as const
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const claimed = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (snapshot.get("buildRequestedFor") === key) return false
    transaction.update(ref, { buildRequestedFor: key })
    return true
  })
  if (!claimed) return "already-requested" as const
  try {
    await hook(action, storyId)
  } catch {
    // null rather than FieldValue.delete(), which the Firestore stand-in left in place.
    await ref.update({ buildRequestedFor: null })
    throw new HttpsError("unavailable", "The story is marked published but the site rebuild could not be started. Please publish again.")
  }
  return "requested" as const
}

/** Publishes the revision the coach checked, if the build's schema accepts it, then asks for a rebuild. */
export const publishStory = async (db: Firestore, { storyId, revision }: PublishRequest, hook: BuildHook | null) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw new HttpsError("not-found", "That story no longer exists.")
    const current = toStudioStory(snapshot)
    if (current.revision !== revision) throw conflict(current)
    const publishedDate = current.publishedDate ?? today()
    const story = publishableStory(current.draft, publishedDate)
    if (!story) {
      throw new HttpsError("invalid-argument", "The story is not ready to publish.", { problems: storyProblems(current.draft, publishedDate) })
    }
    // The build reads this document: the story exactly as the schema parsed it, marked published.
    transaction.set(db.collection(STORIES_COLLECTION).doc(storyId), { ...story, published: true, publishedAt: FieldValue.serverTimestamp() })
    transaction.update(ref, { published: true, publishedRevision: revision, publishedDate })
  })
  const build = await requestBuild(db, storyId, `publish:${revision}`, "publish", hook)
  return { published: true, build }
}

/** Takes a story off the site (its document stays, unpublished) and asks for a rebuild. */
export const unpublishStory = async (db: Firestore, { storyId, revision }: PublishRequest, hook: BuildHook | null) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw new HttpsError("not-found", "That story no longer exists.")
    transaction.set(db.collection(STORIES_COLLECTION).doc(storyId), { published: false }, { merge: true })
    transaction.update(ref, { published: false, publishedRevision: null })
  })
  const build = await requestBuild(db, storyId, `unpublish:${revision}`, "unpublish", hook)
  return { published: false, build }
}
