/**
 * Her published pages as Gatsby nodes, one per page, made while sourcing from what onPreBootstrap
 * took (page-files.ts). The data files' resolvers look them up through Gatsby's node model, so a
 * page's query depends on them: when she publishes, changes or resets a page, the node is made,
 * changed or left out (and so removed), and Gatsby runs the queries that read it again instead of
 * keeping their last results.
 */
import type { SourceNodesArgs } from "gatsby"
import type { PageContent, PageId } from "../../contract/site-pages"
import { readPagesForBuild } from "./page-files"

export const STUDIO_PAGE_TYPE = "StudioPage"

/** The page's content as JSON text: one value, whatever the page's shape. */
export const studioPageTypeDefs = `type ${STUDIO_PAGE_TYPE} implements Node @dontInfer { pageId: String! json: String! }`

export interface StudioPageNode {
  pageId: PageId
  json: string
}

export const createStudioPageNodes = ({ actions, createNodeId, createContentDigest }: Pick<SourceNodesArgs, "actions" | "createNodeId" | "createContentDigest">, root = process.cwd()): void => {
  for (const [pageId, content] of Object.entries(readPagesForBuild(root))) {
    const json = JSON.stringify(content)
    actions.createNode({ id: createNodeId(`studio-page-${pageId}`), pageId, json, internal: { type: STUDIO_PAGE_TYPE, contentDigest: createContentDigest(json) } })
  }
}

export const contentOf = (node: StudioPageNode | null | undefined): PageContent | undefined => (node ? (JSON.parse(node.json) as PageContent) : undefined)
