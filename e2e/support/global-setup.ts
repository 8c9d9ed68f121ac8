import { spawn, type ChildProcess } from "node:child_process"
import { existsSync, readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { createInterface } from "node:readline"
import { startHostingEmulator } from "../../hosting/hosting-emulator"
import { freePort } from "../../tooling/free-port"
import { typeScriptNode } from "../../tooling/typescript-node"

interface BackendInfo {
  env: Record<string, string>
  /** firebase.json's ports: the ones `npm run build:local` put into the build. */
  built: { auth: number; functions: number; storage: number }
  projectId: string
  /** Stops and restarts the Auth and Functions emulators for a test (backend-process.ts). */
  controlUrl: string
  /** The local build hook the functions call on publish; GET answers its state. */
  buildHookUrl: string
}

/** Starts backend-process.ts and waits for the line that says the backend answers; `siteOrigin` is the site under test's. */
const startBackend = (siteOrigin: string): Promise<{ info: BackendInfo; child: ChildProcess }> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, typeScriptNode([join(__dirname, "backend-process.ts")]), {
      stdio: ["ignore", "pipe", "inherit"],
      env: { ...process.env, E2E_SITE_ORIGIN: siteOrigin },
    })
    child.once("exit", (code) => reject(new Error(`the local backend exited (${code}) before it was ready`)))
    createInterface({ input: child.stdout! }).once("line", (line) => resolve({ info: JSON.parse(line) as BackendInfo, child }))
  })

const stopBackend = (child: ChildProcess): Promise<void> =>
  new Promise((done) => {
    if (child.exitCode !== null) return done()
    child.once("exit", () => done())
    child.kill("SIGTERM")
  })

/**
 * Serves the production build with the Firebase Hosting emulator (exactly firebase.json's headers,
 * its Content-Security-Policy computed for the addresses the build names) and starts the local
 * backend (Firestore and Storage stand-ins, Auth and Functions emulators) on free ports (Storage on
 * firebase.json's, backend-process.ts says why); both stop afterwards. The build (`npm run build:local`) names
 * firebase.json's ports; the tests' fixture routes the browser's calls to this run's ports.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync("public/index.html")) {
    throw new Error("No production build in public/: run `npm run build:local` before `npm run test:e2e`.")
  }
  // The site's port is chosen first: the Storage stand-in answers CORS for the site's own pages alone.
  const sitePort = await freePort()
  const { info, child } = await startBackend(`http://127.0.0.1:${sitePort}`)
  const functionsHost = `127.0.0.1:${info.built.functions}`
  const scripts = readdirSync("public")
    .filter((file) => file.endsWith(".js"))
    .map((file) => readFileSync(join("public", file), "utf8"))
  // A build from before the local backend had Storage would send the studio's uploads to the cloud.
  const names = (host: string) => scripts.some((text) => text.includes(host))
  if (!names(functionsHost) || !names(`127.0.0.1:${info.built.storage}`)) {
    await stopBackend(child)
    throw new Error(
      "The build in public/ is not pointed at the local backend (its Functions and Storage), so the contact form and the studio cannot be tested: " +
        "run `npm run build:local` before `npm run test:e2e`.",
    )
  }
  // The addresses the build names, so the hosting headers allow exactly what the pages call.
  const builtEnv = {
    ...info.env,
    GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: functionsHost,
    GATSBY_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${info.built.auth}`,
    GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${info.built.storage}`,
  }
  const hosting = await startHostingEmulator({ env: builtEnv, port: sitePort }).catch(async (error: unknown) => {
    await stopBackend(child)
    throw error
  })
  process.env.E2E_BASE_URL = hosting.url
  process.env.E2E_BUILT_ENV = JSON.stringify(builtEnv)
  process.env.E2E_FIRESTORE_HOST = info.env.FIRESTORE_EMULATOR_HOST
  process.env.E2E_PROJECT_ID = info.projectId
  process.env.E2E_BACKEND_CONTROL = info.controlUrl
  process.env.E2E_BUILD_HOOK = info.buildHookUrl
  process.env.E2E_BACKEND_ROUTES = JSON.stringify({
    [functionsHost]: info.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST,
    [`127.0.0.1:${info.built.auth}`]: info.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST,
    // The same port in this run (backend-process.ts says why); listed so the fixture lets the calls through.
    [builtEnv.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST]: info.env.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST,
  })
  return async () => {
    await hosting.stop()
    await stopBackend(child)
  }
}
