import { spawn } from "node:child_process"
import { join } from "node:path"
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App as AdminApp } from "firebase-admin/app"
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app"
import { connectFunctionsEmulator, getFunctions, httpsCallable, type HttpsCallable } from "firebase/functions"
import { SUBMIT_ENQUIRY, type EnquiryInput, type SubmitEnquiryResult } from "../../contract/enquiry-schema"
import { typeScriptNode } from "../../tooling/typescript-node"
import { splitHost } from "../../src/firebase/config"

export interface LocalBackendProcess {
  env: Record<string, string>
  /** Ends the backend and everything it started (SIGTERM, or SIGINT as Ctrl-C); resolves once its process has exited. */
  stop: (signal?: "SIGTERM" | "SIGINT") => Promise<void>
  /** Stops or restarts the Auth and Functions emulators alone; Firestore keeps its data. */
  emulators: (action: "stop" | "start") => Promise<void>
  /** What the backend has printed so far (its terminal, as `npm run develop` shows it). */
  output: () => string
  /** With a data folder: the line that says how to sign in to the studio. */
  signInNote?: string
}

const ALL_PORTS_FREE = { firestore: 0, storage: 0, auth: 0, functions: 0, hub: 0, logging: 0, eventarc: 0, tasks: 0 }

/**
 * Runs scripts/local-backend's startLocalBackend() in a child Node process (it watches its own
 * process and exits with it, which a jest worker must not), on ports the OS picks, and hands back
 * its `env`. The child stops the backend on SIGTERM and also when this process disappears.
 */
export const startLocalBackendProcess = ({
  quiet = true,
  dataFolder,
  env = {},
}: {
  quiet?: boolean
  dataFolder?: string
  /** Added to the child's environment. */
  env?: Record<string, string>
} = {}): Promise<LocalBackendProcess> => {
  const script = join(__dirname, "..", "..", "scripts", "local-backend")
  const code = `(async () => {
    const { startLocalBackend, signInNote } = require(${JSON.stringify(script)})
    const backend = await startLocalBackend({ ports: ${JSON.stringify(ALL_PORTS_FREE)}, quiet: ${quiet}, dataFolder: ${JSON.stringify(dataFolder)} })
    if (backend.demoCoach) console.log("LOCAL_BACKEND_SIGN_IN " + signInNote(backend.demoCoach, 8000))
    console.log("LOCAL_BACKEND_ENV " + JSON.stringify(backend.env))
    let ending = false
    const end = async () => { if (ending) return; ending = true; await backend.stop(); process.exit(0) }
    process.on("SIGTERM", end)
    process.on("SIGINT", end)
    const parent = ${process.pid}
    setInterval(() => { try { process.kill(parent, 0) } catch { end() } }, 1000)
    process.on("message", async (action) => {
      try { await backend.emulators[action](); process.send({ done: action }) }
      catch (error) { process.send({ done: action, error: String(error) }) }
    })
  })()`
  const child = spawn(process.execPath, typeScriptNode(["-e", code]), { stdio: ["ignore", "pipe", "pipe", "ipc"], env: { ...process.env, ...env } })
  let output = ""
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const stop = async (signal: "SIGTERM" | "SIGINT" = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill(signal)
    // Later than the backend's own last resort (scripts/local-backend/emulators.ts gives the CLI 20 s,
    // then kills its process group): killed before that, it leaves the function workers running.
    const timer = setTimeout(() => child.kill("SIGKILL"), 30_000)
    await exited
    clearTimeout(timer)
  }
  const emulators = (action: "stop" | "start") =>
    new Promise<void>((resolve, reject) => {
      child.once("message", (reply: { done: string; error?: string }) => (reply.error ? reject(new Error(reply.error)) : resolve()))
      child.send(action)
    })
  return new Promise((resolve, reject) => {
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split("\n").find((text) => text.startsWith("LOCAL_BACKEND_ENV "))
      const signIn = output.split("\n").find((text) => text.startsWith("LOCAL_BACKEND_SIGN_IN "))
      if (line) {
        resolve({
          env: JSON.parse(line.slice("LOCAL_BACKEND_ENV ".length)) as Record<string, string>,
          stop,
          emulators,
          output: () => output,
          signInNote: signIn?.slice("LOCAL_BACKEND_SIGN_IN ".length),
        })
      }
    })
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once("exit", (code) => reject(new Error(`the local backend exited (${code}) before it was ready:\n${output}`)))
  })
}

/** The variable jest's global setup hands every suite the shared backend's `env` in (JSON). */
export const SHARED_BACKEND_VARIABLE = "SHARED_LOCAL_BACKEND_ENV"

/** A backend a suite may reach but not stop, restart or read the terminal of: the run's shared one. */
export interface SharedLocalBackend {
  env: Record<string, string>
  /** Stops the suite's own backend; the shared one is left to the global teardown. */
  stop: () => Promise<void>
}

/**
 * The run's shared local backend when jest's global setup started one (`shared-backend-setup.ts`),
 * else one of the suite's own, as `npx jest <file>` alone may have none. A suite that takes it keeps
 * its data apart by its own ids and addresses: the others' documents and accounts are there too.
 */
export const sharedLocalBackend = async (): Promise<SharedLocalBackend> => {
  const shared = process.env[SHARED_BACKEND_VARIABLE]
  if (shared) return { env: JSON.parse(shared) as Record<string, string>, stop: async () => undefined }
  const own = await startLocalBackendProcess()
  return { env: own.env, stop: () => own.stop() }
}

export interface LocalBackendFixture<Backend extends SharedLocalBackend = LocalBackendProcess> {
  /** The backend's process (its output, its emulators, stop), or the shared backend's env alone. */
  backend: () => Backend
  /** What the backend hands the site (GATSBY_FIREBASE_* and the emulator hosts). */
  env: () => Record<string, string>
  /** firebase-admin, pointed at the backend's Firestore and Auth emulator. */
  adminApp: () => AdminApp
  /** The browser SDK's app, as the site makes it. */
  browserApp: () => FirebaseApp
  /** The contact form's callable, as the site calls it. */
  submitEnquiry: () => HttpsCallable<EnquiryInput, SubmitEnquiryResult>
}

/**
 * A local backend for the whole test file, taken before its first test and let go after its last,
 * with the apps a test reaches it through: the browser SDK's (as the site) and firebase-admin's
 * (to read what was stored). `name` names both apps, so two files never share one.
 */
const backendForFile = <Backend extends SharedLocalBackend>(name: string, start: () => Promise<Backend>): LocalBackendFixture<Backend> => {
  let backend: Backend | undefined
  let browser: FirebaseApp | undefined
  let admin: AdminApp | undefined

  beforeAll(async () => {
    backend = await start()
    const { env } = backend
    process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST
    process.env.FIREBASE_AUTH_EMULATOR_HOST = env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST
    // firebase-admin would otherwise look for Google's metadata server, which is not there.
    process.env.METADATA_SERVER_DETECTION = "none"
    admin = initializeAdminApp({ projectId: env.GATSBY_FIREBASE_PROJECT_ID }, name)
    browser = initializeApp({ apiKey: env.GATSBY_FIREBASE_API_KEY, projectId: env.GATSBY_FIREBASE_PROJECT_ID, appId: env.GATSBY_FIREBASE_APP_ID }, name)
  }, 240_000)

  afterAll(async () => {
    await backend?.stop()
    if (browser) await deleteApp(browser)
    if (admin) await deleteAdminApp(admin)
  }, 60_000)

  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error("the local backend did not start")
    return value
  }
  const env = () => started(backend).env

  return {
    backend: () => started(backend),
    env,
    adminApp: () => started(admin),
    browserApp: () => started(browser),
    submitEnquiry: () => {
      const functions = getFunctions(started(browser), env().GATSBY_FIREBASE_FUNCTIONS_REGION)
      const { host, port } = splitHost(env().GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST)
      connectFunctionsEmulator(functions, host, port)
      return httpsCallable<EnquiryInput, SubmitEnquiryResult>(functions, SUBMIT_ENQUIRY)
    },
  }
}

/** A backend of the file's own: for a file that reads its terminal, stops or restarts it. */
export const localBackendForFile = (name: string, { quiet = true }: { quiet?: boolean } = {}): LocalBackendFixture =>
  backendForFile(name, () => startLocalBackendProcess({ quiet }))

/** The run's shared backend (`sharedLocalBackend`), for a file whose tests keep to their own ids. */
export const sharedLocalBackendForFile = (name: string): LocalBackendFixture<SharedLocalBackend> => backendForFile(name, sharedLocalBackend)
