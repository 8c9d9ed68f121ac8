/**
 * The coach's blog posts: drafts saved revision by revision in STUDIO_POSTS, and the published
 * post, exactly as the schema parsed it, in POSTS, which the build reads beside content/blog/.
 * Saving, clashes and rebuild requests work as for stories (drafts.ts, site-rebuilds.ts).
 */
import { FieldValue, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { postChecklist, readyToPublish } from "../../../contract/post-checklist"
import { postInputSchema, type PostDraft } from "../../../contract/post-input"
import { copyKeepsItsAddress, takenByPublishedPost, type TakenSlugs } from "../../../contract/post-slug"
import { postPath } from "../../../contract/routes"
import { postBuildState } from "../../../contract/site-builds"
import type { DeleteDraftResult, PublishResult } from "../../../contract/studio-api"
import { filePostCopyId, type DeletePostDraftRequest, type ListPostsResult, type PublishPostRequest, type PublishPostResult, type SavePostDraftRequest, type SavePostDraftResult, type StudioPost, type TakeFilePostRequest } from "../../../contract/studio-posts-api"
import { POSTS, STUDIO_POSTS } from "../../../contract/firebase-settings"
import { localPhotoOrigin, type StoryImageSources } from "../../../contract/story-image-sources"
import { draftAtRevision, draftRecord, readRevision, saveRevision, unpublishRevision, type DraftKind, type PublishSettings } from "./drafts"
import { requestBuild } from "./site-rebuilds"
import { postPhotoProblems, postPhotoSizeProblems } from "./publish-checks"
import { moveSlugClaim } from "./post-slug-claims"
import { newestBuild, recentBuilds } from "./site-build-records"
import { deleteDraft } from "./delete-drafts"
import { keepVersion } from "./revisions"
import { cancelSchedule, schedule, waitsForItsDay, type ScheduledKind } from "./scheduled-publishing"

const toStudioPost = (doc: DocumentSnapshot): StudioPost => {
  const publishedSlug = doc.get("publishedSlug")
  const fromFile = doc.get("fromFile")
  const record = draftRecord(doc, (doc.get("draft") ?? {}) as PostDraft)
  const scheduledFor = doc.get("scheduled") === true && !record.published ? (record.draft.date ?? null) : null
  return { ...record, scheduledFor, postId: doc.id, publishedSlug: typeof publishedSlug === "string" ? publishedSlug : null, fromFile: typeof fromFile === "string" ? fromFile : null }
}

export const POST: DraftKind<StudioPost> & { noun: "post" } = {
  noun: "post",
  toItem: toStudioPost,
  created: { published: false, publishedRevision: null, publishedSlug: null, fromFile: null },
  live: POSTS,
}

/** The published posts as the build reads them: id, slug and tags (in `transaction` when given). */
const publishedPosts = async (db: Firestore, transaction?: Transaction) => {
  const query = db.collection(POSTS).where("published", "==", true)
  return (await (transaction ? transaction.get(query) : query.get())).docs.map((doc) => ({
    postId: doc.id,
    slug: String(doc.get("slug") ?? ""),
    tags: ((doc.get("tags") as unknown[] | undefined) ?? []).filter((tag): tag is string => typeof tag === "string"),
  }))
}

/**
 * The addresses other posts have: the files' slugs as the newest build recorded them (the
 * functions cannot read content/blog/), and every other published post's; and, for a file post's
 * copy, the file's address, which is its own.
 */
const takenSlugs = async (db: Firestore, postId: string, transaction?: Transaction): Promise<TakenSlugs> => {
  const ownRef = db.collection(STUDIO_POSTS).doc(postId)
  const [build, published, own] = await Promise.all([newestBuild(db), publishedPosts(db, transaction), transaction ? transaction.get(ownRef) : ownRef.get()])
  const ownFile: unknown = own.get("fromFile")
  return {
    filePosts: build?.filePostSlugs ?? [],
    publishedPosts: published.filter((post) => post.postId !== postId).map((post) => post.slug),
    ownFile: typeof ownFile === "string" ? ownFile : null,
  }
}

/**
 * Takes a post written as a file into the studio: its copy, under the id filePostCopyId gives it,
 * starts at revision 1 with the file's words (the studio read them from the build's copy of the
 * file and uploaded its cover), marked with the file it stands for. Its address is the file's and
 * stays so (postSlugProblem's ownFile). Asked again for the same file (a second click, another
 * device), it answers the copy there is, words and all, rather than a second one.
 */
export const takeFilePost = async (db: Firestore, { fromFile, draft }: TakeFilePostRequest): Promise<StudioPost> => {
  const build = await newestBuild(db)
  if (!(build?.filePostSlugs ?? []).includes(fromFile)) {
    throw new HttpsError("not-found", `The site has no post written as a file at ${postPath(fromFile)}.`)
  }
  if (draft.slug !== fromFile) throw new HttpsError("invalid-argument", "The copy keeps the file's address.", { problems: [copyKeepsItsAddress(fromFile)] })
  const ref = db.collection(STUDIO_POSTS).doc(filePostCopyId(fromFile))
  await db.runTransaction(async (transaction) => {
    const existing = await transaction.get(ref)
    if (existing.exists) return
    transaction.create(ref, { ...POST.created, fromFile, draft, revision: 1, updatedAt: FieldValue.serverTimestamp() })
  })
  return toStudioPost(await ref.get())
}

/** Drafts and published posts, the last changed first (a published one with how its last build went), the file posts' slugs and the tags in use. */
export const listStudioPosts = async (db: Firestore): Promise<ListPostsResult> => {
  const [snapshot, builds, published] = await Promise.all([db.collection(STUDIO_POSTS).orderBy("updatedAt", "desc").get(), recentBuilds(db), publishedPosts(db)])
  const posts = snapshot.docs.map((doc) => {
    const post = toStudioPost(doc)
    return { ...post, lastBuild: post.published ? postBuildState(post.postId, builds) : null }
  })
  const tags = new Set([...(builds[0]?.filePostTags ?? []), ...published.flatMap((post) => post.tags)])
  return { posts, filePostSlugs: builds[0]?.filePostSlugs ?? [], tags: [...tags].sort((a, b) => a.localeCompare(b)) }
}

/**
 * Saves a draft as a story's is saved, and answers with the checklist as it stands (`sources`: the
 * project's photo storage, whose local emulator's photos count as the studio's, as the studio's own checklist counts them).
 */
export const savePostDraft = async (
  db: Firestore,
  { postId, baseRevision, draft }: SavePostDraftRequest,
  sources: StoryImageSources = { bucket: null, emulatorHost: null },
): Promise<SavePostDraftResult> => {
  const saved = await saveRevision(db.collection(STUDIO_POSTS).doc(postId), POST, baseRevision, draft)
  return { revision: saved.revision, updatedAt: saved.updatedAt, problems: postChecklist(draft, await takenSlugs(db, postId), { localPhotoOrigin: localPhotoOrigin(sources) }) }
}

/**
 * Publishes the revision the coach checked if nothing on the checklist blocks it, its photos are the
 * studio's own and its address is free, then asks for a rebuild. Refusals name the field, as the
 * checklist does.
 */
export const publishPost = async (
  db: Firestore,
  { postId, revision }: PublishPostRequest,
  { hook, buildsPerHour, sources, readPhotoHeader }: PublishSettings,
  now = new Date(),
): Promise<PublishPostResult> => {
  const ref = db.collection(STUDIO_POSTS).doc(postId)
  // Its photos' headers are read before the transaction, from the revision's draft once it is a post.
  const checked = await draftAtRevision<PostDraft>(ref, revision)
  const ready = postInputSchema.safeParse(checked)
  const tooLarge = ready.success ? await postPhotoSizeProblems(ready.data, readPhotoHeader) : []
  // Two checks of the address, both in the transaction, so of two posts published at the same moment
  // under one slug the second is run again and refused: the published posts (which covers those
  // published before claims existed, holding none) and the address's claim (post-slug-claims.ts).
  const publish = async (transaction: Transaction) => {
    const { current } = await readRevision(transaction, ref, POST, revision)
    const taken = await takenSlugs(db, postId, transaction)
    const lines = postChecklist(current.draft, taken, { localPhotoOrigin: localPhotoOrigin(sources) })
    const parsed = postInputSchema.safeParse(current.draft)
    if (!readyToPublish(lines) || !parsed.success) {
      const problems = lines.filter((line) => line.blocking).map(({ field, message }) => ({ field, message }))
      throw new HttpsError("invalid-argument", "The post is not ready to publish.", { problems })
    }
    const post = parsed.data
    const problems = [...postPhotoProblems(post, sources), ...tooLarge]
    if (problems.length) throw new HttpsError("invalid-argument", "The site's build would leave this post out.", { problems })
    if (waitsForItsDay(post.date, current.published, now)) {
      schedule(transaction, ref)
      return { slug: post.slug, scheduledFor: post.date }
    }
    const claim = await moveSlugClaim(transaction, db, postId, current.publishedSlug, post.slug)
    if (claim.taken) throw new HttpsError("invalid-argument", "The post is not ready to publish.", { problems: [takenByPublishedPost(post.slug)] })
    claim.write()
    // The build reads this document: the post exactly as the schema parsed it, marked published,
    // with the revision so each build can record which one it carried, and, for a file post's copy,
    // the file it is built instead of (gatsby/posts/load-posts.ts).
    transaction.set(db.collection(POSTS).doc(postId), { ...post, published: true, revision, publishedAt: FieldValue.serverTimestamp(), replacesFile: current.fromFile })
    transaction.update(ref, { published: true, publishedRevision: revision, publishedSlug: post.slug, scheduled: false })
    return { slug: post.slug, scheduledFor: null }
  }
  const { slug, scheduledFor } = await db.runTransaction(publish)
  if (scheduledFor) return { published: false, build: "no-hook", path: postPath(slug), scheduledFor }
  // The transaction published this very revision, whose draft is `checked`.
  if (checked) await keepVersion(db, { kind: "post", id: postId }, revision, checked, "published")
  const build = await requestBuild(ref, { kind: "post", action: "publish", id: postId }, revision, hook, buildsPerHour)
  return { published: true, build, path: postPath(slug) }
}

/**
 * Takes a published post off the site as a story is taken off (drafts.ts's unpublishRevision), and
 * releases its address.
 */
export const unpublishPost = async (db: Firestore, { postId, revision }: PublishPostRequest, settings: PublishSettings): Promise<PublishResult> =>
  (await cancelSchedule(db.collection(STUDIO_POSTS).doc(postId))) ??
  unpublishRevision(db.collection(STUDIO_POSTS).doc(postId), POST, revision, settings, async (transaction, current) => {
    // The address is free for another post once this one is off the site.
    const claim = await moveSlugClaim(transaction, db, postId, current.publishedSlug, null)
    claim.write()
    return { publishedSlug: null }
  })

/** Deletes a post's draft and answers which of its photos nothing else shows (delete-drafts.ts). */
export const deletePostDraft = async (db: Firestore, { postId, revision }: DeletePostDraftRequest): Promise<DeleteDraftResult> =>
  deleteDraft(db.collection(STUDIO_POSTS).doc(postId), POST, revision)

/** Posts for the daily run (scheduled-publishing.ts): a post's day is its date. */
export const scheduledPosts = (db: Firestore): ScheduledKind => ({
  kind: "post",
  collection: STUDIO_POSTS,
  dayField: "draft.date",
  publish: (postId, revision, withoutHook, at) => publishPost(db, { postId, revision }, withoutHook, at),
})
