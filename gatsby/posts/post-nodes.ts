/**
 * The blog's posts as Gatsby nodes, one type per source behind one interface, `BlogPostSource`:
 * `FilePost` for each Markdown file of content/blog/, `StudioPost` for each post published from the
 * studio. Each holds its Markdown (frontmatter and body) as its content with the media type
 * text/markdown, so gatsby-transformer-remark makes a MarkdownRemark child of either exactly as it
 * would of a file: every reader of the blog (its pages, their newer and older links, the list, the
 * feed, the sitemap, the home page's latest posts) reads MarkdownRemark and sees both alike.
 *
 * `builtFilePosts` is the one rule for which wins at an address: a file post whose studio copy this
 * build carries (load-posts.ts, `replacedFiles`) gets no node, so the copy is the only post there;
 * once the copy is unpublished the file is the post again.
 */
import { readFileSync } from "node:fs"
import { dirname, join, relative } from "node:path"
import type { Node, SourceNodesArgs } from "gatsby"
import { createImageFileNode } from "../published/image-file-nodes"
import type { FilePost } from "./file-posts"
import type { CarriedPost } from "./load-posts"

export const POST_SOURCE_INTERFACE = "BlogPostSource"
export const FILE_POST_TYPE = "FilePost"
export const STUDIO_POST_TYPE = "StudioPost"
/** The gatsby-source-filesystem name a studio post's cover File is made under. */
export const STUDIO_COVER_SOURCE = "studio-post-covers"

/** `dir` is where the frontmatter's relative paths (the cover) are read from. */
export const postNodeTypeDefs = `
  interface ${POST_SOURCE_INTERFACE} implements Node { id: ID! slug: String! origin: String! dir: String! }
  type ${FILE_POST_TYPE} implements Node & ${POST_SOURCE_INTERFACE} @dontInfer { slug: String! origin: String! dir: String! relativePath: String! absolutePath: String! }
  type ${STUDIO_POST_TYPE} implements Node & ${POST_SOURCE_INTERFACE} @dontInfer { slug: String! origin: String! dir: String! postId: String! revision: Int }
`

export interface PostSourceNode extends Node {
  slug: string
  /** How messages name it: "content/blog/<slug>/index.md", or "Firestore posts/<id>". */
  origin: string
  dir: string
}

export interface FilePostNode extends PostSourceNode {
  /** Under content/, as the content checks name the file. */
  relativePath: string
  absolutePath: string
}

export const isPostSource = (node: Node | null | undefined): node is PostSourceNode =>
  node?.internal.type === FILE_POST_TYPE || node?.internal.type === STUDIO_POST_TYPE

export const isFilePost = (node: Node | null | undefined): node is FilePostNode => node?.internal.type === FILE_POST_TYPE

/** The file posts this build shows: every one but those whose studio copy it carries. */
export const builtFilePosts = (files: readonly FilePost[], replacedFiles: readonly string[]): FilePost[] => files.filter((post) => !replacedFiles.includes(post.slug))

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">

const markdownNode = ({ actions, createNodeId, createContentDigest }: NodeArgs, type: string, key: string, fields: Record<string, unknown>, markdown: string): void => {
  actions.createNode({
    ...fields,
    id: createNodeId(`${type}-${key}`),
    internal: { type, mediaType: "text/markdown", content: markdown, contentDigest: createContentDigest({ fields, markdown }) },
  })
}

/** One FilePost per file post shown; `root` is the project's folder. A file that cannot be read fails the build, naming it. */
export const createFilePostNodes = (args: NodeArgs, posts: readonly FilePost[], root: string): void => {
  for (const post of posts) {
    const relativePath = relative(join(root, "content"), post.file).replace(/\\/g, "/")
    markdownNode(args, FILE_POST_TYPE, relativePath, { slug: post.slug, origin: `content/${relativePath}`, dir: dirname(post.file), relativePath, absolutePath: post.file }, readFileSync(post.file, "utf8"))
  }
}

/** One StudioPost per published post carried, and its cover as a File beside it, as a file post's cover is one. */
export const createStudioPostNodes = async (args: NodeArgs, posts: readonly CarriedPost[], imagesDir: string): Promise<void> => {
  for (const { raw, slug, markdown, coverFile } of posts) {
    if (coverFile) await createImageFileNode(args, coverFile, STUDIO_COVER_SOURCE)
    markdownNode(args, STUDIO_POST_TYPE, raw.postId, { slug, origin: raw.origin, dir: imagesDir, postId: raw.postId, revision: raw.revision }, markdown)
  }
}
