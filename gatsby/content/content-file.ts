/** Which nodes come from the files of content/ the coach edits, for the hooks that run as Gatsby reads them. */
import type { CreateNodeArgs, Node } from "gatsby"

/** The gatsby-source-filesystem instance that reads content/. */
export const CONTENT_SOURCE = "content"

/** The blog's Markdown files, which the posts' own source reads (gatsby/posts/post-nodes.ts), not content/'s. */
export const BLOG_POST_FILES = "**/content/blog/**/*.md"

export interface ContentFileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  absolutePath: string
  name: string
}

/** The file a node was made from, when gatsby-source-filesystem's instance `source` read it; undefined for any other node. */
export const sourceFileOf = ({ node, getNode }: Pick<CreateNodeArgs, "node" | "getNode">, source: string): ContentFileNode | undefined => {
  const parent = node.parent ? getNode(node.parent) : undefined
  return parent?.internal.type === "File" && (parent as ContentFileNode).sourceInstanceName === source ? (parent as ContentFileNode) : undefined
}

/** The file of content/ a node was made from; undefined for any other node. */
export const contentFileOf = (args: Pick<CreateNodeArgs, "node" | "getNode">): ContentFileNode | undefined => sourceFileOf(args, CONTENT_SOURCE)
