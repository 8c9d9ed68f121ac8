/** onCreateNode: each post's field `slug`, its page's and links' address, is the one its source node was made with (post-nodes.ts). */
import type { CreateNodeArgs } from "gatsby"
import { isPostSource } from "./post-nodes"

export const addPostSlug = ({ node, actions, getNode }: Pick<CreateNodeArgs, "node" | "actions" | "getNode">): void => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const source = getNode(node.parent)
  if (isPostSource(source)) actions.createNodeField({ node, name: "slug", value: source.slug })
}
