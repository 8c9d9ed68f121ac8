/**
 * sourceNodes: her published pages are read from Firestore (when the build is given a project and a
 * way in, as for stories and posts), checked by each page's schema, and made nodes with their
 * photos (page-nodes.ts, page-photos.ts), and the site's settings with hers over the file's are
 * made a node (settings-node.ts). Always run, so no page of an earlier build lingers.
 */
import type { Reporter, SourceNodesArgs } from "gatsby"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { placePagePhotos, type PagePhoto } from "./page-photos"
import { builtSettings, siteFile } from "../published/settings-files"
import { deployedSettings } from "../../src/settings"
import { SETTINGS_PAGE } from "../../contract/site-pages"
import { createSiteSettingsNode } from "./settings-node"
import { createPagePhotoNodes, createStudioPageNodes } from "./page-nodes"
import { choosePages, readPublishedPages, type ChosenPages, type RawPage } from "./published-pages"

/** The pages this build takes from the studio, each one's photos chosen (hers, or the file's). */
export const loadStudioPages = async (reporter: Pick<Reporter, "info" | "warn">, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<ChosenPages & { photos: PagePhoto[] }> => {
  const firestore = firestoreEnv(env)
  let published: RawPage[] = []
  if (firestore) {
    reporter.info(`Reading the site's pages from Firestore (project ${firestore.projectId})`)
    published = await readPublishedPages(await openFirestore(firestore))
  }
  const checked = choosePages(published)
  // Her pages' photos are downloaded (or the files' taken) for the pages' queries to find.
  const photos = await placePagePhotos(checked.pages, projectImageSite(root, env), root)
  const chosen = { pages: photos.pages, warnings: [...checked.warnings, ...photos.warnings], photos: photos.photos }
  for (const warning of chosen.warnings) reporter.warn(warning)
  return chosen
}

export const sourcePages = async (args: SourceNodesArgs, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<void> => {
  const { pages, photos } = await loadStudioPages(args.reporter, root, env)
  createStudioPageNodes(args, pages)
  createSiteSettingsNode(args, deployedSettings(builtSettings(siteFile(root), pages[SETTINGS_PAGE])))
  await createPagePhotoNodes(args, photos)
}
