/**
 * onPreBootstrap: before Gatsby sources anything, the blog posts published from the studio are read
 * from Firestore (when the build is given a project and a way in, as for stories), checked, their
 * photos downloaded, and each written as a file post into the studio posts' folder, which a
 * gatsby-source-filesystem instance then reads beside content/blog/. A post the build cannot use is
 * left out with a warning naming it and each field, and recorded for the studio (build-record.ts).
 */
import { join } from "node:path"
import type { Reporter } from "gatsby"
import { fieldLine } from "../../contract/field-messages"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { notePostsForRecord } from "../published/build-record"
import { readFilePosts } from "./file-posts"
import { readFirestorePosts, type RawPost } from "./firestore-posts"
import { loadPosts, type LoadedPosts, type SkippedPost } from "./load-posts"
import { studioPostsFolder } from "../published/studio-posts-folder"
import { writeReplacedFilePosts } from "./replaced-file-posts"
import { publishFilePostCopies } from "./file-post-copies"

/** Loud, so whoever watches the build sees it; the studio also shows the coach (siteBuilds). */
export const skippedPostWarning = ({ raw, problems }: SkippedPost): string =>
  `Blog post ${raw.origin} is published in the studio but was LEFT OUT of this build; the rest of the site is built:\n${problems
    .map((problem) => `  - ${raw.origin}: ${fieldLine(problem, "(the whole post)")}`)
    .join("\n")}`

export const sourceStudioPosts = async (reporter: Reporter, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<LoadedPosts> => {
  const files = readFilePosts(join(root, "content", "blog"))
  const firestore = firestoreEnv(env)
  const db = firestore ? await openFirestore(firestore) : null
  let published: RawPost[] = []
  if (firestore && db) {
    reporter.info(`Reading blog posts from Firestore (project ${firestore.projectId})`)
    published = await readFirestorePosts(db)
  }
  // Always run, so the folder exists (empty without Firestore) and no post of an earlier build lingers.
  const site = projectImageSite(root, env)
  const loaded = await loadPosts({ published, fileSlugs: files.slugs, folder: studioPostsFolder(root) }, site)
  for (const post of loaded.skipped) reporter.warn(skippedPostWarning(post))
  // The files whose studio copy is built instead are left unread (gatsby-config.ts); every file's words are published for the studio to take.
  writeReplacedFilePosts(files.posts.filter((post) => loaded.replacedFiles.includes(post.slug)).map((post) => post.file), root)
  publishFilePostCopies(files.posts, site.publicDir)
  if (db) notePostsForRecord({ ...loaded, files })
  return loaded
}
