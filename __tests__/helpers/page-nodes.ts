/**
 * The build's sourcing of her pages (gatsby/pages/source-pages.ts) as sourceNodes runs it, against
 * the local backend's Firestore: the pages it builds with, read back from the StudioPage nodes it
 * made, the settings from its SiteSettings node, the photos' File nodes, and what it warned.
 */
import type { Node, Reporter, SourceNodesArgs } from "gatsby"
import type { PageId } from "../../contract/site-pages"
import type { SiteSettings } from "../../contract/site-schema"
import { contentOf, STUDIO_PAGE_TYPE, type StudioPageNode } from "../../gatsby/pages/page-nodes"
import type { PublishedPages } from "../../gatsby/pages/published-pages"
import { sourcePages } from "../../gatsby/pages/source-pages"
import { settingsOfBuild } from "../../gatsby/pages/settings-node"
import { LOCAL_PROJECT_ID } from "../../scripts/local-backend/site-env"

export const sourcedPages = async (root: string): Promise<{ pages: PublishedPages; settings: SiteSettings; photos: Node[]; warnings: string[] }> => {
  const warnings: string[] = []
  const nodes: Node[] = []
  const args = {
    actions: { createNode: (node: Node) => void nodes.push(node) },
    createNodeId: (seed: string) => `id:${seed}`,
    createContentDigest: (value: unknown) => JSON.stringify(value),
    reporter: { info: () => undefined, warn: (line: string) => void warnings.push(line) } as unknown as Reporter,
  } as unknown as SourceNodesArgs
  await sourcePages(args, root, { GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID, FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST })
  const pages: PublishedPages = Object.fromEntries(
    nodes.filter((node) => node.internal.type === STUDIO_PAGE_TYPE).map((node) => [(node as unknown as StudioPageNode).pageId as PageId, contentOf(node as unknown as StudioPageNode)]),
  )
  const settings = settingsOfBuild(((type: string) => nodes.filter((node) => node.internal.type === type)) as Parameters<typeof settingsOfBuild>[0])
  return { pages, settings, photos: nodes.filter((node) => node.internal.type === "File"), warnings }
}
