/**
 * sourceNodes: the blog's posts become nodes (post-nodes.ts). The posts published from the studio
 * are read from Firestore (when the build is given a project and a way in, as for stories),
 * checked and their photos downloaded; the file posts of content/blog/ are read beside them, and
 * each kind becomes its own node type, the files a studio copy replaces left out. A published post
 * the build cannot use is left out with a warning naming it and each field, and recorded for the
 * studio (build-record.ts).
 */
import { join } from "node:path"
import type { Reporter, SourceNodesArgs } from "gatsby"
import { fieldLine } from "../../contract/field-messages"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { notePostsForRecord } from "../published/build-record"
import { readFilePosts, type FilePosts } from "./file-posts"
import { readFirestorePosts, type RawPost } from "./firestore-posts"
import { loadPosts, type LoadedPosts, type SkippedPost } from "./load-posts"
import { publishFilePostCopies } from "./file-post-copies"
import { builtFilePosts, createFilePostNodes, createStudioPostNodes } from "./post-nodes"
import { watchFilePosts } from "./watch-file-posts"
import { POST_IMAGES_DIR } from "../../contract/routes"

/** Loud, so whoever watches the build sees it; the studio also shows the coach (siteBuilds). */
export const skippedPostWarning = ({ raw, problems }: SkippedPost): string =>
  `Blog post ${raw.origin} is published in the studio but was LEFT OUT of this build; the rest of the site is built:\n${problems
    .map((problem) => `  - ${raw.origin}: ${fieldLine(problem, "(the whole post)")}`)
    .join("\n")}`

/** The file posts and the published posts this build can carry, read and checked; every file's words published for the studio to take. */
export const loadStudioPosts = async (reporter: Pick<Reporter, "info" | "warn">, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<LoadedPosts & { files: FilePosts }> => {
  const files = readFilePosts(join(root, "content", "blog"))
  const firestore = firestoreEnv(env)
  const db = firestore ? await openFirestore(firestore) : null
  let published: RawPost[] = []
  if (firestore && db) {
    reporter.info(`Reading blog posts from Firestore (project ${firestore.projectId})`)
    published = await readFirestorePosts(db)
  }
  const site = projectImageSite(root, env)
  const loaded = await loadPosts({ published, fileSlugs: files.slugs }, site)
  for (const post of loaded.skipped) reporter.warn(skippedPostWarning(post))
  publishFilePostCopies(files.posts, site.publicDir)
  if (db) notePostsForRecord({ ...loaded, files })
  return { ...loaded, files }
}

export const sourcePosts = async (args: SourceNodesArgs, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<LoadedPosts> => {
  const loaded = await loadStudioPosts(args.reporter, root, env)
  createFilePostNodes(args, builtFilePosts(loaded.files.posts, loaded.replacedFiles), root)
  await createStudioPostNodes(args, loaded.carried, join(projectImageSite(root, env).publicDir, ...POST_IMAGES_DIR.split("/")))
  watchFilePosts(args, loaded.replacedFiles, root)
  return loaded
}
