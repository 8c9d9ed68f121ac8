/**
 * In `gatsby develop`, a file post the coach saves, adds or deletes under content/blog/ is sourced
 * again at once, as gatsby-source-filesystem does for the files it reads: the posts' own source
 * (post-nodes.ts) reads them only when sourcing, so without this an edit would wait for a restart.
 * The studio copies this run's sourcing carried still win over their files.
 */
import { join } from "node:path"
import type { SourceNodesArgs } from "gatsby"
import { readFilePosts } from "./file-posts"
import { builtFilePosts, createFilePostNodes, FILE_POST_TYPE } from "./post-nodes"

// Gatsby's own file watcher (a dependency of gatsby and gatsby-source-filesystem); a CommonJS module used untyped here.
export interface Watcher {
  on: (event: "all", listener: () => void) => Watcher
  close: () => Promise<void>
}
type Watch = (path: string, options: { ignoreInitial: boolean }) => Watcher

/** The watcher, in `gatsby develop`; none otherwise. */
export const watchFilePosts = (args: SourceNodesArgs, replacedFiles: readonly string[], root: string, command = process.env.gatsby_executing_command): Watcher | null => {
  if (command !== "develop") return null
  const { watch } = require("chokidar") as { watch: Watch } // eslint-disable-line @typescript-eslint/no-require-imports -- as above
  const blogDir = join(root, "content", "blog")
  return watch(blogDir, { ignoreInitial: true }).on("all", () => {
    const shown = builtFilePosts(readFilePosts(blogDir).posts, replacedFiles)
    const before = new Set(args.getNodesByType(FILE_POST_TYPE).map((node) => node.id))
    const made: string[] = []
    // The same node made again with the same content changes nothing; a changed file's node is replaced.
    createFilePostNodes({ ...args, actions: { ...args.actions, createNode: (node) => (made.push(node.id), args.actions.createNode(node)) } }, shown, root)
    for (const id of before) if (!made.includes(id)) args.actions.deleteNode(args.getNode(id)!)
  })
}
