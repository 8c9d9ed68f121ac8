/**
 * The build's record for the studio (contract/site-builds.ts): when the stories are read, which
 * published stories and blog posts this build carries and which it leaves out (and why), and what
 * the content files hold (their stories' ids, their posts' slugs and tags); at the end, that it
 * succeeded. Written with the same firebase-admin client that read the stories, so only a build
 * that reads Firestore writes one; a write that fails is a warning, never a failed build. The id
 * is SITE_BUILD_ID when whatever runs the build sets it (so it can mark the record failed if the
 * build stops), a fresh one otherwise.
 */
import { randomUUID } from "node:crypto"
import { FieldValue, type Firestore } from "firebase-admin/firestore"
import type { Reporter } from "gatsby"
import { SITE_BUILDS } from "../../contract/firebase-settings"
import type { FieldProblem } from "../../contract/field-messages"
import type { RawStory } from "../../contract/story-input"

/** What the record says of the stories: declared here, so this shared room imports no kind's (gatsby/stories/ passes its own). */
interface StoriesRead {
  carried: readonly RawStory[]
  skipped: readonly { raw: RawStory; problems: readonly FieldProblem[] }[]
  files: readonly RawStory[]
}

interface PostRef {
  postId: string
  revision: number | null
}

/** What the record says of the blog posts (gatsby/posts/ passes its own). */
interface PostsRead {
  carried: readonly { raw: PostRef }[]
  skipped: readonly { raw: PostRef; problems: readonly FieldProblem[] }[]
  files: { slugs: readonly string[]; tags: readonly string[] }
}

let current: { db: Firestore; id: string } | null = null

/** The blog posts read before sourcing (gatsby/posts/source-posts.ts), recorded with the stories. */
let posts: PostsRead | null = null

export const notePostsForRecord = (read: PostsRead): void => {
  posts = read
}

const postFields = (read: PostsRead) => ({
  carriedPosts: Object.fromEntries(read.carried.map(({ raw }) => [raw.postId, raw.revision])),
  skippedPosts: Object.fromEntries(read.skipped.map(({ raw, problems }) => [raw.postId, { revision: raw.revision, problems }])),
  filePostSlugs: read.files.slugs,
  filePostTags: read.files.tags,
})

const warnOf = (reporter: Reporter, what: string) => (error: unknown) =>
  reporter.warn(`Could not record ${what} for the studio (the site is built all the same): ${(error as Error).message}`)

export const recordBuildStart = async (
  db: Firestore,
  { carried, skipped, files }: StoriesRead,
  reporter: Reporter,
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> => {
  const id = env.SITE_BUILD_ID || randomUUID()
  current = { db, id }
  await db
    .collection(SITE_BUILDS)
    .doc(id)
    .set({
      outcome: "building",
      startedAt: FieldValue.serverTimestamp(),
      finishedAt: null,
      carried: Object.fromEntries(carried.map((raw) => [raw.id, raw.revision ?? null])),
      skipped: Object.fromEntries(
        skipped.map(({ raw, problems }) => [raw.id, { revision: raw.revision ?? null, problems: problems.map(({ field, message }) => ({ field, message })) }]),
      ),
      fileStoryIds: files.map((raw) => raw.id),
      ...(posts ? postFields(posts) : {}),
    })
    .catch(warnOf(reporter, "which stories this build carries"))
}

/** At onPostBuild: the build that recorded its start has succeeded. */
export const recordBuildSuccess = async (reporter: Reporter): Promise<void> => {
  if (!current) return
  const { db, id } = current
  current = null
  await db.collection(SITE_BUILDS).doc(id).update({ outcome: "succeeded", finishedAt: FieldValue.serverTimestamp() }).catch(warnOf(reporter, "that this build succeeded"))
}
