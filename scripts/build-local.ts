/**
 * `npm run build:local`: the production build, pointed at a local backend on the ports named in
 * firebase.json (as `npm run develop` runs it) instead of a Firebase project. The browser tests run
 * against this build; their global setup starts the backend and routes the browser's calls to it.
 * Firestore is not passed on: the build reads stories from the files only.
 */
import { spawnSync } from "node:child_process"
import { dirname, join } from "node:path"
import { defaultPorts } from "./local-backend/ports"
import { siteEnv } from "./local-backend/site-env"
import { projectRoot } from "./project-root"

const { FIRESTORE_EMULATOR_HOST: _firestore, ...env } = siteEnv(defaultPorts())
const gatsby = join(dirname(require.resolve("gatsby/package.json")), "cli.js")
const result = spawnSync(process.execPath, [gatsby, "build", ...process.argv.slice(2)], {
  cwd: projectRoot,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
})
process.exit(result.status ?? 1)
