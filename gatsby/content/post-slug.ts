/** Each blog post's address, made as Gatsby reads the post: the field `slug` its page and links use. */
import type { CreateNodeArgs } from "gatsby"
import { STUDIO_POSTS_SOURCE } from "../published/studio-posts-folder"
import { contentFileOf, sourceFileOf } from "./content-file"

/** A post's address: its frontmatter slug, or else the name of its folder (blog/<slug>/index.md) or file. */
export const postSlug = (relativePath: string, frontmatterSlug?: unknown): string => {
  if (typeof frontmatterSlug === "string" && frontmatterSlug.trim()) return frontmatterSlug.trim()
  const parts = relativePath.replace(/\\/g, "/").split("/")
  const last = parts[parts.length - 1].replace(/\.mdx?$/, "")
  return last === "index" && parts.length > 1 ? parts[parts.length - 2] : last
}

/** onCreateNode: gives each post of content/blog/, and each published from the studio, its address. */
export const addPostSlug = (args: CreateNodeArgs): void => {
  const { node, actions } = args
  if (node.internal.type !== "MarkdownRemark") return
  // Checked with the post schema before the build wrote it (gatsby/posts/load-posts.ts); its folder is its slug.
  const studioPost = sourceFileOf(args, STUDIO_POSTS_SOURCE)
  if (studioPost) {
    actions.createNodeField({ node, name: "slug", value: studioPost.relativeDirectory })
    return
  }
  const file = contentFileOf(args)
  if (!file) return
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
  actions.createNodeField({ node, name: "slug", value: postSlug(file.relativePath.replace(/^blog\//, ""), frontmatter.slug) })
}
