#!/usr/bin/env node
/**
 * `npm run build:local`: the production build wired to the local backend at the ports firebase.json
 * names (the browser tests answer those addresses from a backend they start on free ports).
 * The emulators need not run while it builds.
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { browserEnv, defaultPorts } from "./local-backend.mjs"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)
const ports = defaultPorts()
const env = browserEnv(`127.0.0.1:${ports.auth}`, `127.0.0.1:${ports.functions}`)
const gatsby = join(dirname(require.resolve("gatsby/package.json")), "cli.js")
const build = spawn(process.execPath, [gatsby, "build", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env },
})
build.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
