/** The official Auth and Functions emulators (firebase-tools), run against the Firestore and Storage stand-ins. */
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { dirname, join } from "node:path"
import { projectRoot as root } from "../project-root"
import type { EmulatorConfig } from "./emulator-config"
import type { Ports } from "./ports"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"
import { LOCAL_PROJECT_ID } from "./site-env"
import { killGroup, sleep, waitFor, watchParent, type EmulatorOutput } from "./supervise"

export interface RunningEmulators {
  /** Ends the CLI and its function workers, gracefully first. */
  stop: () => Promise<void>
  /** Ends them at once (on a plain exit there is no time for the graceful path). */
  stopNow: () => void
}

/** Calls the Functions emulator runs at the same time; the rest wait their turn. */
export const FUNCTION_WORKERS = 4

/** The submitEnquiry callable's address in the Functions emulator. */
export const submitEnquiryUrl = (functionsHost: string): string => `http://${functionsHost}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/submitEnquiry`

/** A callable answering INVALID_ARGUMENT to an empty enquiry is loaded and running. */
const callableAnswers = async (url: string): Promise<boolean> => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: '{"data":{}}' })
  const body = (await response.json().catch(() => null)) as { error?: { status?: string } } | null
  return body?.error?.status === "INVALID_ARGUMENT"
}

/**
 * The CLI, run with the local Firestore in its list of running emulators, as if it had started it:
 * the Functions emulator then registers the Firestore triggers with it (and takes its address for
 * the functions' FIRESTORE_EMULATOR_HOST) where it would otherwise ignore them ("the firestore
 * emulator does not exist or is not running"). Nothing else of the CLI changes.
 */
const withLocalFirestore = (firebaseTools: string, firebaseCli: string, firestoreHost: string): string => {
  const [host, port] = firestoreHost.split(":")
  const registry = join(firebaseTools, "lib", "emulator", "registry.js")
  const info = JSON.stringify({ name: "firestore", host, port: Number(port) })
  return `const { EmulatorRegistry } = require(${JSON.stringify(registry)});
EmulatorRegistry.set("firestore", { getName: () => "firestore", getInfo: () => (${info}), start: async () => {}, connect: async () => {}, stop: async () => {} });
require(${JSON.stringify(firebaseCli)});`
}

/**
 * Runs `firebase emulators:start` (Auth and Functions) until its callable answers. Resolves to a
 * handle whose stop() ends the CLI and the function workers it spawned (its own process group).
 */
export const launchEmulators = async ({
  config,
  ports,
  firestoreHost,
  storageHost,
  output,
  authFolder,
}: {
  config: EmulatorConfig
  ports: Ports
  firestoreHost: string
  storageHost: string
  output: EmulatorOutput
  /**
   * Where the Auth emulator keeps its accounts between runs: read on start (the CLI skips a folder
   * not made yet) and written when it stops cleanly (SIGINT, which stop() sends). None: in memory.
   */
  authFolder?: string
}): Promise<RunningEmulators> => {
  const firebaseTools = dirname(require.resolve("firebase-tools/package.json"))
  const firebaseCli = join(firebaseTools, "lib", "bin", "firebase.js")
  // The CLI finds its own running emulators (to export the accounts on exit) through a file named
  // for the project in the temporary folder; another backend of the same project on this machine
  // (a test's, a second checkout's) would write or delete that same file. A folder of its own each.
  const ownTmp = mkdtempSync(join(tmpdir(), "local-backend-"))
  const child = spawn(
    process.execPath,
    [
      "-e",
      withLocalFirestore(firebaseTools, firebaseCli, firestoreHost),
      "firebase",
      "emulators:start",
      "--only",
      "auth,functions",
      "--project",
      LOCAL_PROJECT_ID,
      "--config",
      config.file,
      ...(authFolder ? ["--import", authFolder, "--export-on-exit", authFolder] : []),
    ],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // Passed through to the functions: firebase-admin writes to the stand-in.
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        // So the publish callables accept photos at the Storage stand-in's address (contract/story-image-sources.ts).
        // Not in the functions' dotenv files: the emulator refuses names that start with FIREBASE_ there.
        FIREBASE_STORAGE_EMULATOR_HOST: storageHost,
        // Don't probe the cloud metadata server, and keep function discovery off the network.
        METADATA_SERVER_DETECTION: "none",
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: "true",
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
        // The emulator starts a new worker process for each call that finds every worker busy, up
        // to 50: fifty enquiries at once would start fifty Node processes on a laptop's few cores.
        // A few workers, each taking the next queued call, answer them all within seconds.
        FUNCTIONS_EMULATOR_PARALLEL: String(FUNCTION_WORKERS),
        GOOGLE_CLOUD_PROJECT: LOCAL_PROJECT_ID,
        TMPDIR: ownTmp,
      },
    },
  )
  const pid = child.pid
  if (pid === undefined) throw new Error("the emulators could not be started")
  child.stdout.on("data", (chunk: Buffer) => output.take(chunk))
  child.stderr.on("data", (chunk: Buffer) => output.take(chunk))
  const stopWatching = watchParent(pid)
  const running = () => child.exitCode === null && child.signalCode === null

  let stopped: Promise<void> | undefined
  const stop = () => {
    stopped ??= (async () => {
      stopWatching()
      if (running()) {
        const exited = new Promise((done) => child.once("exit", done))
        killGroup(pid, "SIGINT")
        await Promise.race([exited, sleep(20_000)])
        // Also once the CLI has ended: a function worker busy with a call outlives its SIGINT, and would
        // stay behind in the group (found running an hour after the tests that started it).
        killGroup(pid, "SIGKILL")
      }
      rmSync(ownTmp, { recursive: true, force: true })
    })()
    return stopped
  }
  const stopNow = () => {
    killGroup(pid, "SIGKILL")
    rmSync(ownTmp, { recursive: true, force: true })
  }

  try {
    await waitFor("the Auth emulator", async () => (await fetch(`http://127.0.0.1:${ports.auth}/`)).ok, child, output)
    await waitFor("the submitEnquiry callable", () => callableAnswers(submitEnquiryUrl(`127.0.0.1:${ports.functions}`)), child, output)
  } catch (error) {
    await stop()
    throw error
  }
  return { stop, stopNow }
}
