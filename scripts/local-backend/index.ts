/**
 * The local backend: everything the contact form and the studio talk to, offline, with no cloud account.
 *
 * - Firestore: `@firestore-emulator/server` (firestore-stand-in.ts), with transactions that
 *   isolate and the document events that run the Firestore-triggered functions.
 * - Cloud Storage: a stand-in for the Storage emulator (storage-stand-in.ts), which the studio
 *   uploads photos to and the build downloads a published story's or post's photos from.
 * - Auth and Functions: the official emulators from firebase-tools (emulators.ts), running
 *   `functions/` (built first: functions-build.ts) against that Firestore, with App Check off,
 *   on the ports of a copy of firebase.json (emulator-config.ts, ports.ts).
 * - With `buildHook`, the local build hook that the functions' BUILD_HOOK_URL points at
 *   (publishing.ts): a publish in the studio rebuilds the site against this backend.
 *
 * - With `dataFolder` (local-data.ts), all three keep what they hold there between runs, and the
 *   demo coach's account is made on the first run (demo-coach.ts).
 *
 * `npm run backend` (cli.ts) runs it in the foreground until Ctrl-C. Everything started here stops
 * on `stop()`, Ctrl-C, SIGTERM, or when the process that started it ends (supervise.ts).
 */
import type { BuildHook } from "../local-build-hook"
import { writeEmulatorConfig } from "./emulator-config"
import { launchEmulators, type RunningEmulators } from "./emulators"
import { startFirestore } from "./firestore-stand-in"
import { startStorage } from "./storage-stand-in"
import { buildFunctions } from "./functions-build"
import { ensureDemoCoach, type DemoCoach } from "./demo-coach"
import { dataFiles } from "./local-data"
import { choosePorts, type Ports } from "./ports"
import { startPublishing, type PublishingOptions } from "./publishing"
import { localSiteOrigins, siteEnv } from "./site-env"
import { emulatorOutput } from "./supervise"

export { LOCAL_BUILD_HOOK_TOKEN } from "./emulator-config"
export { submitEnquiryUrl } from "./emulators"
export { BUILD_HOOK_PORT, defaultPorts, type Ports } from "./ports"
export { publishingNote } from "./publishing"
export { signInNote, type DemoCoach } from "./demo-coach"
export { defaultDataFolder } from "./local-data"
export { DEVELOP_SERVER_PORT, LOCAL_MEASUREMENT_ID, LOCAL_PROJECT_ID, siteEnv } from "./site-env"

export interface LocalBackendOptions {
  /** Overrides firebase.json's ports (0 = any free port), so a test can run one beside another. */
  ports?: Partial<Ports>
  /** Prints nothing of the emulators' output. */
  quiet?: boolean
  /** Prints all of it. */
  verbose?: boolean
  /** Runs the local build hook too, with these options. */
  buildHook?: PublishingOptions
  /** The develop server's port, when it is not Gatsby's default: its pages may upload photos. */
  developPort?: number
  /** Other pages that may call the Storage stand-in from a browser (the browser tests' site server). */
  siteOrigins?: string[]
  /**
   * Keeps the accounts, documents and photos in this folder between runs and makes the demo
   * coach's account on the first (`npm run develop`, `npm run backend`). None: everything starts
   * empty and is forgotten on stop, as the tests want.
   */
  dataFolder?: string
  /** Functions parameters for this run (name to value), over functions/'s own `.env` files. */
  functionSettings?: Record<string, string>
}

export interface LocalBackend {
  /** What a site built or run against it needs (GATSBY_FIREBASE_*, FIRESTORE_EMULATOR_HOST and FIREBASE_STORAGE_EMULATOR_HOST). */
  env: Record<string, string>
  ports: Ports
  stop: () => Promise<void>
  /** Ends and restarts the Auth and Functions emulators alone (the stored enquiries stay). */
  emulators: { stop: () => Promise<void>; start: () => Promise<void> }
  buildHook: BuildHook | null
  /** The demo coach's account, with a `dataFolder`. */
  demoCoach: DemoCoach | null
}

/**
 * Starts the local backend. Resolves once Firestore, Storage, Auth and the submitEnquiry callable answer.
 * `emulators.stop()` and `emulators.start()` let a test try what the site does while its backend is away.
 */
export const startLocalBackend = async ({
  ports: wanted = {},
  quiet = false,
  verbose = false,
  buildHook,
  developPort,
  siteOrigins = [],
  dataFolder,
  functionSettings = {},
}: LocalBackendOptions = {}): Promise<LocalBackend> => {
  const ports = await choosePorts(wanted)
  const data = dataFolder ? dataFiles(dataFolder) : undefined

  buildFunctions()
  const firestore = await startFirestore(ports.firestore, { file: data?.firestore })
  const firestoreHost = `127.0.0.1:${firestore.port}`
  ports.firestore = firestore.port
  // Its document events go to the Functions emulator, which registers its triggers with it.
  firestore.sendEventsTo(`127.0.0.1:${ports.functions}`)
  const storage = await startStorage({
    port: ports.storage,
    authHost: `127.0.0.1:${ports.auth}`,
    siteOrigins: [...localSiteOrigins(ports, developPort), ...siteOrigins],
    folder: data?.storage,
  }).catch((error: unknown) => {
    firestore.stop()
    throw error
  })
  const storageHost = `127.0.0.1:${storage.port}`
  ports.storage = storage.port
  // Without its hook the backend still works: publishing then waits for the next build.
  const publishing = buildHook
    ? await startPublishing(ports, buildHook).catch((error: unknown) => {
        const warn = buildHook.warn ?? console.warn
        warn(`The local build hook could not start, so a publish does not rebuild the site: ${error instanceof Error ? error.message : String(error)}`)
        return null
      })
    : null
  const config = writeEmulatorConfig(ports, publishing?.hook.url, functionSettings)
  const output = emulatorOutput({ quiet, verbose })

  let emulators: RunningEmulators | undefined
  const stopNow = () => {
    emulators?.stopNow()
    publishing?.stopNow()
    storage.stopNow()
    firestore.stop()
    config.remove()
  }
  process.once("exit", stopNow)
  const launch = async () => {
    emulators = await launchEmulators({ config, ports, firestoreHost, storageHost, output, authFolder: data?.auth })
  }

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      process.off("exit", stopNow)
      await emulators?.stop()
      await publishing?.stop()
      await storage.stop()
      firestore.stop()
      config.remove()
    })()
    return stopped
  }

  let demoCoach: DemoCoach | null = null
  try {
    await launch()
    if (data) demoCoach = await ensureDemoCoach(`127.0.0.1:${ports.auth}`, data.demoCoach)
  } catch (error) {
    await stop()
    throw error
  }

  const emulatorControl = {
    stop: async () => {
      await emulators?.stop()
      emulators = undefined
    },
    start: async () => {
      if (stopped) throw new Error("the local backend has been stopped")
      if (!emulators) await launch()
    },
  }
  return { env: siteEnv(ports), ports: { ...ports }, stop, emulators: emulatorControl, buildHook: publishing?.hook ?? null, demoCoach }
}
