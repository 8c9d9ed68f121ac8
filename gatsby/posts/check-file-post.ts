/**
 * onCreateNode: each post written as a file is checked as Gatsby reads it, and a problem fails the
 * build naming the file and the field. A studio post was checked with the post schema before it
 * became a node (load-posts.ts).
 */
import { readFileSync } from "node:fs"
import type { CreateNodeArgs } from "gatsby"
import { SLUG_MAX_CHARS, slugLengthRule } from "../../contract/routes"
import { contentProblems } from "../content/check-content-node"
import { postSlug } from "../content/post-slug"
import { validatePost } from "../content/validate-content"
import { isFilePost } from "./post-nodes"

export const checkFilePost = ({ node, getNode, reporter }: Pick<CreateNodeArgs, "node" | "getNode" | "reporter">): void => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const post = getNode(node.parent)
  if (!isFilePost(post)) return
  const file = post.origin
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
  const problems = validatePost(file, frontmatter, readFileSync(post.absolutePath, "utf8"))
  // Without a slug in the frontmatter (which the schema checks), the folder's name is the address.
  const folderSlug = postSlug(post.relativePath.replace(/^blog\//, ""))
  if (frontmatter.slug === undefined && folderSlug.length > SLUG_MAX_CHARS) problems.push(`${file}: field "slug" (the folder's name) ${slugLengthRule(folderSlug.length)}`)
  if (problems.length > 0) reporter.panicOnBuild(contentProblems(file, problems))
}
