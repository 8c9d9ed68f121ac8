/**
 * Whether a post may have the address it asks for (/blog/<slug>/). The studio's checklist and the
 * publish callable ask this before a post is published, so a clash is refused there, with the field
 * named, and never fails a build. Pure: the caller gathers the slugs in use.
 */
import type { FieldProblem } from "./field-messages"
import { PAGES_SEGMENT } from "./paging"
import { POST_IMAGES_SEGMENT, postPath, SLUG_MAX_CHARS, SLUG_PATTERN, SLUG_RULE, slugLengthRule } from "./routes"

/**
 * Folders the build itself writes under /blog/: the later pages of the list (/blog/page/2/) and the
 * studio posts' photos (/blog/images/<hash>.jpg). A post named so would have its page inside them.
 */
export const RESERVED_POST_SLUGS: readonly string[] = [PAGES_SEGMENT, POST_IMAGES_SEGMENT]

/** The addresses already taken, apart from the post's own. */
export interface TakenSlugs {
  /** The posts written as files, content/blog/<slug>/index.md (their frontmatter slug or folder name). */
  filePosts: readonly string[]
  /** The other posts published from the studio; the post being checked is left out. */
  publishedPosts: readonly string[]
  /**
   * The file post this post is the studio's copy of (StudioPost.fromFile): its address, and no
   * other, is the copy's, so that the copy replaces the file on the site rather than standing beside it.
   */
  ownFile?: string | null
}

/** A copy of a file post asked to move: the file would come back at its address beside it. */
export const copyKeepsItsAddress = (fileSlug: string): FieldProblem => ({
  field: "slug",
  message: `must stay "${fileSlug}": this post is the studio's copy of the post written as a file at ${postPath(fileSlug)}, and keeps its address`,
})

/**
 * Another published post has the address: the checklist finds it among the published posts, the
 * publish callable also by that post's claim on it (functions/src/studio/post-slug-claims.ts).
 */
export const takenByPublishedPost = (slug: string): FieldProblem => ({ field: "slug", message: `"${slug}" is already the address of another published post; choose another` })

/** What stops `slug` being this post's address, or null when it is free. */
export const postSlugProblem = (slug: string, taken: TakenSlugs): FieldProblem | null => {
  const problem = (message: string): FieldProblem => ({ field: "slug", message })
  if (!SLUG_PATTERN.test(slug)) return problem(`${SLUG_RULE}, e.g. notes-from-an-awayday`)
  if (slug.length > SLUG_MAX_CHARS) return problem(slugLengthRule(slug.length))
  if (RESERVED_POST_SLUGS.includes(slug)) {
    return problem(`"${slug}" is taken by the blog's own addresses (${RESERVED_POST_SLUGS.map(postPath).join(", ")}); choose another`)
  }
  if (taken.ownFile && slug !== taken.ownFile) return copyKeepsItsAddress(taken.ownFile)
  if (taken.filePosts.includes(slug) && slug !== taken.ownFile) return problem(`"${slug}" is already the address of a post written as a file; choose another`)
  if (taken.publishedPosts.includes(slug)) return takenByPublishedPost(slug)
  return null
}
