/**
 * Runs as Gatsby creates each node: checks every file of content/ the coach edits and gives each
 * blog post its address. A problem fails the build with the file and the field named.
 */
import { readFileSync } from "node:fs"
import type { CreateNodeArgs, Node } from "gatsby"
import { isDataFileName, postSlug, validateDataFile, validatePost } from "./validate-content"
import { yamlTypeName } from "./yaml-type-name"
import { STUDIO_POSTS_SOURCE } from "../posts/studio-posts-folder"

/** The gatsby-source-filesystem instance that reads content/. */
export const CONTENT_SOURCE = "content"

interface FileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  absolutePath: string
  name: string
}

const isContentFile = (node: Node | undefined): node is FileNode =>
  node?.internal.type === "File" && (node as FileNode).sourceInstanceName === CONTENT_SOURCE

/** A post published from the studio, written by the build as <slug>/index.md (gatsby/posts/). */
const isStudioPostFile = (node: Node | undefined): node is FileNode =>
  node?.internal.type === "File" && (node as FileNode).sourceInstanceName === STUDIO_POSTS_SOURCE

export const checkContentNode = ({ node, getNode, actions, reporter }: CreateNodeArgs): void => {
  const parent = node.parent ? getNode(node.parent) : undefined
  if (node.internal.type === "MarkdownRemark" && isStudioPostFile(parent)) {
    // Checked with the post schema before it was written (gatsby/posts/load-posts.ts); its folder is its slug.
    actions.createNodeField({ node, name: "slug", value: parent.relativeDirectory })
    return
  }
  if (!isContentFile(parent)) return
  const file = `content/${parent.relativePath}`
  let problems: string[] = []

  if (node.internal.type === "MarkdownRemark") {
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    problems = validatePost(file, frontmatter, readFileSync(parent.absolutePath, "utf8"))
    const slug = postSlug(parent.relativePath.replace(/^blog\//, ""), frontmatter.slug)
    actions.createNodeField({ node, name: "slug", value: slug })
  } else if (
    parent.relativeDirectory === "" &&
    isDataFileName(parent.name) &&
    node.internal.type === yamlTypeName(parent.name)
  ) {
    problems = validateDataFile(parent.name, file, node)
  }

  if (problems.length > 0) {
    reporter.panicOnBuild(`The content in ${file} needs fixing before the site can be built:\n  ${problems.join("\n  ")}`)
  }
}
