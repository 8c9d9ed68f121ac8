import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { publishableStory, storyProblems, today } from "../../../contract/story-checklist"
import type {
  DraftConflict,
  PublishRequest,
  SaveDraftRequest,
  SaveDraftResult,
  StoryDraft,
  StudioStory,
} from "../../../contract/studio-api"
import { storyBuildState, type SiteBuildRecord } from "../../../contract/site-builds"
import type { StoryImageSources } from "../../../contract/story-image-sources"
import { BUILD_REQUESTS, SITE_BUILDS, STORIES, STUDIO_STORIES } from "../../../contract/firebase-settings"
import { buildProblems, fileStoryIds } from "./publish-checks"

const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())

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

const conflict = (current: StudioStory) =>
  new HttpsError("aborted", "This story was changed on another device.", { conflict: true, current } satisfies DraftConflict)

/** The newest recorded builds, newest first: enough to find the last one that read each story. */
const RECENT_BUILDS = 20

const recentBuilds = async (db: Firestore): Promise<SiteBuildRecord[]> => {
  const snapshot = await db.collection(SITE_BUILDS).orderBy("startedAt", "desc").limit(RECENT_BUILDS).get()
  return snapshot.docs.map((doc) => {
    const data = doc.data()
    return {
      outcome: data.outcome === "succeeded" || data.outcome === "failed" ? data.outcome : "building",
      startedAt: iso(data.startedAt),
      finishedAt: data.finishedAt ? iso(data.finishedAt) : null,
      carried: (data.carried ?? {}) as SiteBuildRecord["carried"],
      skipped: (data.skipped ?? {}) as SiteBuildRecord["skipped"],
      fileStoryIds: Array.isArray(data.fileStoryIds) ? (data.fileStoryIds as string[]) : [],
    }
  })
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
 * so a retried call (the answer lost on the way) does not ask again, and counts it against the
 * hour's allowance (all stories together), so no client can run up builds. If the hook fails, the
 * claim is released and the error returned, so the next try asks again.
 */
const requestBuild = async (db: Firestore, storyId: string, key: string, action: "publish" | "unpublish", hook: BuildHook | null, perHour: number) => {
  if (!hook) return "no-hook" as const
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const log = db.doc(BUILD_REQUESTS)
  const claim = await db.runTransaction(async (transaction) => {
    const [snapshot, requests] = await Promise.all([transaction.get(ref), transaction.get(log)])
    if (snapshot.get("buildRequestedFor") === key) return "already-requested" as const
    const since = Date.now() - 60 * 60 * 1000
    const recent = ((requests.get("times") as unknown[] | undefined) ?? []).filter((time): time is number => typeof time === "number" && time > since)
    if (recent.length >= perHour) return "throttled" as const
    transaction.update(ref, { buildRequestedFor: key })
    transaction.set(log, { times: [...recent, Date.now()] })
    return "claimed" as const
  })
  if (claim !== "claimed") return claim
  try {
    await hook(action, storyId)
  } catch {
    // null rather than FieldValue.delete(), which the Firestore stand-in left in place.
    await ref.update({ buildRequestedFor: null })
    throw new HttpsError("unavailable", "The story is marked published but the site rebuild could not be started. Please publish again.")
  }
  return "requested" as const
}

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
    if (current.revision !== revision) throw conflict(current)
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
  const build = await requestBuild(db, storyId, `publish:${revision}`, "publish", hook, buildsPerHour)
  return { published: true, build }
}

/**
 * Takes a published story off the site (its document stays, unpublished) and asks for a rebuild.
 * A story that is not published is refused, except the same request again (its answer lost on the
 * way), which is answered as before without asking for another build.
 */
export const unpublishStory = async (db: Firestore, { storyId, revision }: PublishRequest, { hook, buildsPerHour }: PublishSettings) => {
  const ref = db.collection(STUDIO_STORIES).doc(storyId)
  const key = `unpublish:${revision}`
  const repeated = await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw new HttpsError("not-found", "That story no longer exists.")
    const current = toStudioStory(snapshot)
    if (current.revision !== revision) throw conflict(current)
    if (!current.published) {
      if (snapshot.get("buildRequestedFor") === key) return true
      throw new HttpsError("failed-precondition", "This story is not on the site.")
    }
    transaction.set(db.collection(STORIES).doc(storyId), { published: false }, { merge: true })
    transaction.update(ref, { published: false, publishedRevision: null })
    return false
  })
  if (repeated) return { published: false, build: "already-requested" as const }
  const build = await requestBuild(db, storyId, key, "unpublish", hook, buildsPerHour)
  return { published: false, build }
}
