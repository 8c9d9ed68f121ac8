/**
 * A photo the build took for published content (a studio post's cover, a page's photo) as a File
 * node, made by gatsby-source-filesystem's own maker and owned by it, as createRemoteFileNode's
 * are: the image plugins then treat it as any photo of content/, with no copy of it written for a
 * filesystem source to read back.
 */
import { dirname, extname } from "node:path"
import type { Node, SourceNodesArgs } from "gatsby"

type FileNodeMaker = (path: string, createNodeId: (seed: string) => string, options: { name: string; path: string }) => Promise<Node>

/** `source` is the File's sourceInstanceName; `name`, when given, the name queries find it by (its extension kept). */
export const createImageFileNode = async (
  { actions, createNodeId }: Pick<SourceNodesArgs, "actions" | "createNodeId">,
  file: string,
  source: string,
  name?: string,
): Promise<void> => {
  // A plain CommonJS module of gatsby-source-filesystem without types.
  const { createFileNode } = require("gatsby-source-filesystem/create-file-node") as { createFileNode: FileNodeMaker } // eslint-disable-line @typescript-eslint/no-require-imports -- as above
  const made = await createFileNode(file, createNodeId, { name: source, path: dirname(file) })
  const named = name ? { ...made, id: createNodeId(`${source}-${name}`), name, base: `${name}${extname(file)}`, relativePath: `${name}${extname(file)}` } : made
  await actions.createNode({ ...named, sourceInstanceName: source }, { name: "gatsby-source-filesystem" })
}
