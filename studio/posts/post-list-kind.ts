import { BLOG_PATH, postPath } from "../../contract/routes"
import type { StudioPost } from "../../contract/studio-posts-api"
import type { DraftListKind } from "../editing/studio-draft-list"

/** The coach's blog posts as their list names them (StudioDraftList draws it), each published one with its address. */
export const POST_LIST: DraftListKind<StudioPost> = {
  noun: "post",
  heading: "Blog posts",
  listLabel: "Your posts",
  empty: "No posts written here yet. Start one: the checklist says what the blog needs before it can be published.",
  rowOf: (post) => ({
    ...post,
    id: post.postId,
    title: post.draft.title,
    address: post.publishedSlug ? postPath(post.publishedSlug) : undefined,
    takenFrom: post.fromFile ? postPath(post.fromFile) : undefined,
  }),
}

/** A file post's slug, from its address (/blog/<slug>/) as the site's files list it. */
export const fileSlugOf = (address: string): string => address.slice(BLOG_PATH.length).replace(/\/$/, "")
