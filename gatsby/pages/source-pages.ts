/**
 * onPreBootstrap: her published pages are read from Firestore (when the build is given a project and
 * a way in, as for stories and posts), checked by each page's schema, and written where the rest
 * of the build reads them (page-files.ts), with their photos (page-photos.ts). Always run, so no page of an earlier build lingers.
 */
import type { Reporter } from "gatsby"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { projectImageSite } from "../published/published-images"
import { placePagePhotos } from "./page-photos"
import { writePagesForBuild } from "./page-files"
import { choosePages, readPublishedPages, type ChosenPages, type RawPage } from "./published-pages"

export const sourceStudioPages = async (reporter: Reporter, root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<ChosenPages> => {
  const firestore = firestoreEnv(env)
  let published: RawPage[] = []
  if (firestore) {
    reporter.info(`Reading the site's pages from Firestore (project ${firestore.projectId})`)
    published = await readPublishedPages(await openFirestore(firestore))
  }
  const checked = choosePages(published)
  // Her pages' photos are downloaded (or the files' copied) where the pages' queries find them.
  const photos = await placePagePhotos(checked.pages, projectImageSite(root, env), root)
  const chosen = { pages: photos.pages, warnings: [...checked.warnings, ...photos.warnings] }
  for (const warning of chosen.warnings) reporter.warn(warning)
  writePagesForBuild(chosen.pages, root)
  return chosen
}
