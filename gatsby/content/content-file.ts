/** Which nodes come from the files of content/ the coach edits, for the hooks that run as Gatsby reads them. */
import type { CreateNodeArgs, Node } from "gatsby"

/** The gatsby-source-filesystem instance that reads content/. */
export const CONTENT_SOURCE = "content"

export interface ContentFileNode extends Node {
  sourceInstanceName: string
  relativePath: string
  relativeDirectory: string
  absolutePath: string
  name: string
}

const isContentFile = (node: Node | undefined): node is ContentFileNode =>
  node?.internal.type === "File" && (node as ContentFileNode).sourceInstanceName === CONTENT_SOURCE

/** The file of content/ a node was made from; undefined for any other node. */
export const contentFileOf = ({ node, getNode }: Pick<CreateNodeArgs, "node" | "getNode">): ContentFileNode | undefined => {
  const parent = node.parent ? getNode(node.parent) : undefined
  return isContentFile(parent) ? parent : undefined
}
