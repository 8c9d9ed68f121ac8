/**
 * Where the build writes the blog posts published from the studio, one folder per post shaped as a
 * file post is (<slug>/index.md beside its cover), so gatsby-source-filesystem and
 * gatsby-transformer-remark make each a MarkdownRemark exactly like content/blog/'s: same page,
 * list, neighbours, feed, sitemap, JSON-LD and reading time. Under .cache/: rewritten by every
 * build, never committed.
 */
import { join } from "node:path"

/** The gatsby-source-filesystem instance that reads the folder (content/ is CONTENT_SOURCE). */
export const STUDIO_POSTS_SOURCE = "studio-posts"

export const studioPostsFolder = (root = process.cwd()): string => join(root, ".cache", STUDIO_POSTS_SOURCE)
