/**
 * Her published pages as Gatsby nodes, one per page, made while sourcing (source-pages.ts), and
 * their photos as File nodes under the names the pages' queries find them by (page-photos.ts).
 * The data files' resolvers look them up through Gatsby's node model, so a
 * page's query depends on them: when she publishes, changes or resets a page, the node is made,
 * changed or left out (and so removed), and Gatsby runs the queries that read it again instead of
 * keeping their last results.
 */
import type { SourceNodesArgs } from "gatsby"
import type { PageContent, PageId } from "../../contract/site-pages"
import { createImageFileNode } from "../published/image-file-nodes"
import type { PagePhoto } from "./page-photos"
import type { PublishedPages } from "./published-pages"

/** The sourceInstanceName the pages' queries find their photos by (src/pages/). */
export const PAGE_PHOTOS_SOURCE = "page-photos"

export const STUDIO_PAGE_TYPE = "StudioPage"

/** The page's content as JSON text: one value, whatever the page's shape. */
export const studioPageTypeDefs = `type ${STUDIO_PAGE_TYPE} implements Node @dontInfer { pageId: String! json: String! }`

export interface StudioPageNode {
  pageId: PageId
  json: string
}

type NodeArgs = Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">

export const createStudioPageNodes = ({ actions, createNodeId, createContentDigest }: NodeArgs, pages: PublishedPages): void => {
  for (const [pageId, content] of Object.entries(pages)) {
    const json = JSON.stringify(content)
    actions.createNode({ id: createNodeId(`studio-page-${pageId}`), pageId, json, internal: { type: STUDIO_PAGE_TYPE, contentDigest: createContentDigest(json) } })
  }
}

export const createPagePhotoNodes = async (args: NodeArgs, photos: readonly PagePhoto[]): Promise<void> => {
  for (const { name, file } of photos) await createImageFileNode(args, file, PAGE_PHOTOS_SOURCE, name)
}

export const contentOf = (node: StudioPageNode | null | undefined): PageContent | undefined => (node ? (JSON.parse(node.json) as PageContent) : undefined)
