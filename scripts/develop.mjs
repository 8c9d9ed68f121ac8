#!/usr/bin/env node
/**
 * `npm run develop`: the site in development mode with the local backend behind it, so the contact
 * form delivers enquiries on this machine with no cloud account. If the backend cannot start, the
 * site runs in demo mode (no Firebase) and says why, once. With a Firebase project configured in
 * .env.development the site talks to that project instead and no local backend is started.
 */
import { spawn } from "node:child_process"
import { existsSync, readFileSync } from "node:fs"
import { createRequire } from "node:module"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { startLocalBackend } from "./local-backend.mjs"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)

/** A project named in .env.development (or the shell) means "use that project", not the local one. */
const configuredProject = () => {
  if (process.env.GATSBY_FIREBASE_PROJECT_ID) return process.env.GATSBY_FIREBASE_PROJECT_ID
  const file = join(root, ".env.development")
  if (!existsSync(file)) return undefined
  return readFileSync(file, "utf8").match(/^\s*GATSBY_FIREBASE_PROJECT_ID\s*=\s*["']?([^"'\s#]+)/m)?.[1]
}

const backendFor = async () => {
  const project = configuredProject()
  if (project) {
    console.log(`Using the Firebase project "${project}" from your settings; the local backend is not started.`)
    return { env: {}, stop: async () => {} }
  }
  console.log("Starting the local backend (Firestore stand-in, Auth and Functions emulators)...")
  try {
    const backend = await startLocalBackend()
    console.log(
      `Local backend ready: enquiries from the contact form are stored on this machine and printed here; ` +
        `npm run enquiries lists them.`,
    )
    return backend
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    console.warn(
      `The local backend could not start, so the site runs in demo mode: the contact form opens the ` +
        `visitor's e-mail program instead of sending.\nWhy: ${reason}`,
    )
    return { env: {}, stop: async () => {} }
  }
}

const backend = await backendFor()
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
