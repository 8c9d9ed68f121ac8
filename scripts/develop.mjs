#!/usr/bin/env node
/**
 * `npm run develop`: the site in development mode with the local backend behind it, so the contact
 * form delivers enquiries on this machine with no cloud account. If the backend cannot start, the
 * site runs in demo mode (no Firebase) and says why, once. With a Firebase project configured in
 * .env.development the site talks to that project instead and no local backend is started.
 */
import { spawn } from "node:child_process"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { developBackend } from "./develop-backend.mjs"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)

const backend = await developBackend({ root })
const gatsby = join(dirname(require.resolve("gatsby/package.json")), "cli.js")
const site = spawn(process.execPath, [gatsby, "develop", "-H", "127.0.0.1", ...process.argv.slice(2)], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...backend.env },
})

let ending = false
const end = async (code) => {
  if (ending) return
  ending = true
  await backend.stop()
  process.exit(code)
}
site.on("exit", (code, signal) => void end(code ?? (signal ? 1 : 0)))
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    // Ctrl-C reaches Gatsby through the terminal as well; SIGTERM may come to this process alone.
    if (site.exitCode === null) site.kill(signal)
  })
}
