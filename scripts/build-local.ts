/**
 * `npm run build:local`: the production build, pointed at a local backend on the ports named in
 * firebase.json (as `npm run develop` runs it) instead of a Firebase project. The browser tests run
 * against this build; their global setup starts the backend and routes the browser's calls to it.
 * Firestore is not passed on: the build reads stories from the files only.
 */
import { spawnSync } from "node:child_process"
import { join } from "node:path"
import { defaultPorts } from "./local-backend/ports"
import { siteEnv } from "./local-backend/site-env"
import { projectRoot } from "./project-root"
import { typeScriptNode } from "../tooling/typescript-node"

const { FIRESTORE_EMULATOR_HOST: _firestore, ...env } = siteEnv(defaultPorts())
// build-site.ts: gatsby build, after taking the coach's published settings (none here: no Firestore).
const result = spawnSync(process.execPath, typeScriptNode([join(projectRoot, "scripts", "build-site.ts"), ...process.argv.slice(2)]), {
  cwd: projectRoot,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
})
process.exit(result.status ?? 1)
