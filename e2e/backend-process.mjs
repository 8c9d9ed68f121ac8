/**
 * The local backend for the browser tests, in its own process (the test runner's module loader
 * cannot load scripts/local-backend.mjs itself). Starts it on free ports, prints one JSON line with
 * its variables and firebase.json's ports (the ones the build names), and stops it on SIGTERM.
 */
import { defaultPorts, LOCAL_PROJECT_ID, startLocalBackend } from "../scripts/local-backend.mjs"

const free = { firestore: 0, auth: 0, functions: 0, hub: 0, logging: 0, eventarc: 0, tasks: 0 }

try {
  const backend = await startLocalBackend({ ports: free, quiet: true })
  process.stdout.write(`${JSON.stringify({ env: backend.env, built: defaultPorts(), projectId: LOCAL_PROJECT_ID })}\n`)
  process.once("SIGTERM", () => void backend.stop().then(() => process.exit(0)))
} catch (error) {
  process.stderr.write(`The local backend could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
}
