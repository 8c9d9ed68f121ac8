/**
 * The step before every build (scripts/pull-settings.ts): her published settings are read from
 * Firestore (when the build is given a project and a way in), checked by the settings' schema, and
 * written over the file's where gatsby-config and the rest of the build's Node side read them
 * (gatsby/published/node-settings.ts). A document the schema refuses is left out with a warning naming each field,
 * and the file's settings are built. Always run, so no settings of an earlier build linger.
 */
import { PAGES } from "../../contract/firebase-settings"
import { SETTINGS_PAGE } from "../../contract/site-pages"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { readPublishedOne } from "../published/published-documents"
import { writeSettingsForBuild } from "./page-files"
import { choosePages, toRawPage, type RawPage } from "./published-pages"

export const pullSiteSettings = async (root = process.cwd(), env: NodeJS.ProcessEnv = process.env): Promise<string[]> => {
  const firestore = firestoreEnv(env)
  const published: RawPage[] = []
  if (firestore) {
    const settings = await readPublishedOne(await openFirestore(firestore), PAGES, SETTINGS_PAGE)
    if (settings) published.push(toRawPage(settings))
  }
  const { pages, warnings } = choosePages(published)
  writeSettingsForBuild(pages, root)
  return warnings
}
