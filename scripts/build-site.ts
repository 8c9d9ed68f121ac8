/**
 * `gatsby build` with the step it needs first, for every way the site is built (npm run build,
 * build:local, the local build hook, npm run deploy): the coach's published settings are taken from
 * Firestore and handed to the build in its environment, for gatsby-config, which Gatsby reads before
 * the build's own steps run (gatsby/pages/pull-settings.ts). Her settings that the schema refuses
 * are left out with a warning naming each field, and the file's are built. Arguments go to `gatsby build`.
 */
import { spawnSync } from "node:child_process"
import { dirname, join } from "node:path"
import { pullSiteSettings } from "../gatsby/pages/pull-settings"
import { PUBLISHED_SETTINGS_VARIABLE } from "../gatsby/published/settings-files"

const main = async (): Promise<number> => {
  let pulled: Awaited<ReturnType<typeof pullSiteSettings>>
  try {
    pulled = await pullSiteSettings()
  } catch (error) {
    console.error(`The site's settings could not be read from Firestore, so the site was not built: ${error instanceof Error ? error.message : String(error)}`)
    return 1
  }
  for (const warning of pulled.warnings) console.warn(`warn ${warning}`)
  // Only this build's settings: none inherited from whatever started it.
  const { [PUBLISHED_SETTINGS_VARIABLE]: _inherited, ...env } = process.env
  const gatsby = join(dirname(require.resolve("gatsby/package.json")), "cli.js")
  return spawnSync(process.execPath, [gatsby, "build", ...process.argv.slice(2)], { stdio: "inherit", env: { ...env, ...pulled.env } }).status ?? 1
}

void main().then((status) => process.exit(status))
