/**
 * createResolvers: a post's `cover` is the File its frontmatter names, read from its source node's
 * folder (`dir`, post-nodes.ts): beside the Markdown for a file post, the site's copy of the photo
 * for a studio post. Gatsby's own @fileByRelativePath looks for a File among the node's ancestors,
 * which a post made from a node of our own has not.
 */
import { resolve } from "node:path"
import type { CreateResolversArgs, Node } from "gatsby"
import { isPostSource } from "./post-nodes"

interface NodeModel {
  findRootNodeAncestor: (source: unknown, predicate: (node: Node) => boolean) => Node | null
  findOne: (query: { type: string; query: { filter: Record<string, unknown> } }) => Promise<unknown>
}

export const coverFile = async (source: { cover?: unknown }, nodeModel: NodeModel): Promise<unknown> => {
  if (typeof source.cover !== "string" || !source.cover) return null
  const post = nodeModel.findRootNodeAncestor(source, isPostSource)
  if (!isPostSource(post)) return null
  return nodeModel.findOne({ type: "File", query: { filter: { absolutePath: { eq: resolve(post.dir, source.cover) } } } })
}

export const createPostCoverResolver = ({ createResolvers }: Pick<CreateResolversArgs, "createResolvers">): void => {
  createResolvers({
    PostFrontmatter: {
      cover: { resolve: (source: { cover?: unknown }, _args: unknown, context: { nodeModel: NodeModel }) => coverFile(source, context.nodeModel) },
    },
  })
}
