/**
 * sourceNodes: her published pages are read from Firestore (when the build is given a project and a
 * way in, as for stories and posts), checked by each page's schema, and made nodes with their
 * photos (page-nodes.ts, page-photos.ts); the settings she published are written where the site's
 * bundles are given them (page-files.ts). Always run, so no page of an earlier build lingers.
 */
import type { Reporter, SourceNodesArgs } from "gatsby"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { placePagePhotos, type PagePhoto } from "./page-photos"
import { writeSettingsForBuild } from "./page-files"
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
  writeSettingsForBuild(chosen.pages, root)
  return chosen
}

export const sourcePages = async (args: SourceNodesArgs, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<void> => {
  const { pages, photos } = await loadStudioPages(args.reporter, root, env)
  createStudioPageNodes(args, pages)
  await createPagePhotoNodes(args, photos)
}
