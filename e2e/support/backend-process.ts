/**
 * The local backend for the browser tests, in its own process (global-setup.ts starts it with
 * tsx, so the backend's child processes and exit handlers are its own, not the test runner's).
 * Starts it on free ports, prints one JSON line with
 * its variables, firebase.json's ports (the ones the build names; Storage's is one of them, see
 * below) and the address of a small
 * control server on 127.0.0.1 (POST /emulators/stop and /emulators/start end and restart the Auth
 * and Functions emulators while the stored enquiries stay; POST /emulators/hold and /emulators/release
 * keep them running through a test that needs them throughout, such as booking a call, so a stop
 * asked for meanwhile waits for its end), and stops everything on SIGTERM.
 *
 * It also runs the local build hook the functions call on publish, held: the publish test lets it
 * build once, after the other tests (POST /build-hook/resume), so the build never competes with
 * them for the CPU and every publish of the run is answered by that one build.
 */
import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import { defaultPorts, LOCAL_PROJECT_ID, startLocalBackend, type Ports } from "../../scripts/local-backend"

/**
 * Free ports, so a run never meets `npm run develop` or another run, except Storage's: a photo's
 * download address, which the studio stores in the draft and the build downloads from, carries
 * the port the SDK was pointed at, and that is the build's (firebase.json's). Forwarding the
 * browser's calls, as for the other services, would leave the build and the publish callables
 * with an address where nothing listens.
 */
const free: Ports = { firestore: 0, auth: 0, functions: 0, hub: 0, logging: 0, eventarc: 0, tasks: 0, liveSite: 0, buildHook: 0, storage: defaultPorts().storage }
// stdout carries the one JSON line the global setup reads; the hook's lines go to the terminal.
const toTerminal = (line: string) => void process.stderr.write(`${line}\n`)

const main = async () => {
  // The site under test (global-setup.ts serves it) uploads photos to the Storage stand-in from its pages.
  const siteOrigins = process.env.E2E_SITE_ORIGIN ? [process.env.E2E_SITE_ORIGIN] : []
  const backend = await startLocalBackend({
    ports: free,
    quiet: true,
    siteOrigins,
    buildHook: { paused: true, say: toTerminal, warn: toTerminal },
    // One run publishes more often than the hour's allowance of rebuilds (10), which would answer
    // its last publishes "waits its turn". The allowance is tested in __tests__/pending-builds.test.ts.
    functionSettings: { BUILD_HOOKS_PER_HOUR: "100" },
  })
  // Tests running beside each other: one may stop the emulators while another needs them.
  let holders = 0
  let stopping = false
  const waiters = new Set<() => void>()
  const wake = () => waiters.forEach((waiter) => waiter())
  const until = async (ready: () => boolean) => {
    while (!ready()) await new Promise<void>((woken) => waiters.add(function waiter() {
      waiters.delete(waiter)
      woken()
    }))
  }
  const actions: Record<string, () => Promise<void>> = {
    "/emulators/stop": async () => {
      await until(() => !stopping)
      stopping = true
      await until(() => holders === 0)
      await backend.emulators.stop()
    },
    "/emulators/start": async () => {
      await backend.emulators.start()
      stopping = false
      wake()
    },
    "/emulators/hold": async () => {
      await until(() => !stopping)
      holders += 1
    },
    "/emulators/release": async () => {
      holders = Math.max(0, holders - 1)
      wake()
    },
    "/build-hook/resume": async () => backend.buildHook?.resume(),
  }
  const control = createServer((req, res) => {
    const action = req.method === "POST" ? actions[req.url ?? ""] : undefined
    if (!action) return void res.writeHead(404).end()
    action().then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    )
  })
  await new Promise<void>((ready) => control.listen(0, "127.0.0.1", ready))
  const controlUrl = `http://127.0.0.1:${(control.address() as AddressInfo).port}`
  process.stdout.write(`${JSON.stringify({ env: backend.env, built: defaultPorts(), projectId: LOCAL_PROJECT_ID, controlUrl, buildHookUrl: backend.buildHook?.url ?? "" })}\n`)
  process.once("SIGTERM", () => {
    control.close()
    void backend.stop().then(() => process.exit(0))
  })
}

main().catch((error: unknown) => {
  process.stderr.write(`The local backend could not start: ${error instanceof Error ? error.message : String(error)}\n`)
  process.exit(1)
})
