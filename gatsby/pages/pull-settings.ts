/**
 * The step before every build (scripts/build-site.ts): her published settings are read from
 * Firestore (when the build is given a project and a way in) and checked by the settings' schema,
 * for `gatsby build`'s environment, where gatsby-config and the rest of the build's Node side read
 * them (gatsby/published/node-settings.ts). A document the schema refuses is left out with a
 * warning naming each field, and the file's settings are built. Nothing is written: each build
 * takes them afresh, so no settings of an earlier build linger.
 */
import { PAGES } from "../../contract/firebase-settings"
import { SETTINGS_PAGE } from "../../contract/site-pages"
import { firestoreEnv, openFirestore } from "../published/open-firestore"
import { readPublishedOne } from "../published/published-documents"
import { PUBLISHED_SETTINGS_VARIABLE } from "../published/settings-files"
import { choosePages, toRawPage, type RawPage } from "./published-pages"

export interface PulledSettings {
  /** The variables to give `gatsby build`: her settings, when she has published settings the schema takes. */
  env: Record<string, string>
  warnings: string[]
}

export const pullSiteSettings = async (env: NodeJS.ProcessEnv = process.env): Promise<PulledSettings> => {
  const firestore = firestoreEnv(env)
  const published: RawPage[] = []
  if (firestore) {
    const settings = await readPublishedOne(await openFirestore(firestore), PAGES, SETTINGS_PAGE)
    if (settings) published.push(toRawPage(settings))
  }
  const { pages, warnings } = choosePages(published)
  const settings = pages[SETTINGS_PAGE]
  return { env: settings ? { [PUBLISHED_SETTINGS_VARIABLE]: JSON.stringify(settings) } : {}, warnings }
}
