#!/usr/bin/env node
/**
 * The local backend: everything the contact form talks to, offline, with no cloud account.
 *
 * - Firestore: `@firestore-emulator/server` (the official emulator needs Java 21 and a download),
 *   bound to 127.0.0.1 in this process.
 * - Auth and Functions: the official emulators from firebase-tools, running `functions/` (built
 *   first: the emulator runs JavaScript) against that Firestore, with App Check off.
 *
 * `node scripts/local-backend.mjs` runs it in the foreground until Ctrl-C. Imported, use
 * `startLocalBackend()`: it resolves to `{ env, stop }` once every service answers; `env` holds what a
 * site built or run against it needs (GATSBY_FIREBASE_* and FIRESTORE_EMULATOR_HOST).
 * Everything started here stops on `stop()`, Ctrl-C, SIGTERM, or when the process that started it ends.
 *
 * With `buildHook`, it also runs the local build hook (scripts/local-build-hook.mjs) that the
 * functions' BUILD_HOOK_URL points at: a publish in the studio rebuilds the site against this
 * backend, Firestore included, in a staging copy, served as the local live site
 * (scripts/local-site-build.mjs).
 */
import { spawn, spawnSync } from "node:child_process"
import { createRequire } from "node:module"
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { dirname, join, relative, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { startBuildHook } from "./local-build-hook.mjs"
import { localLiveSite } from "./local-site-build.mjs"

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..")
const require = createRequire(import.meta.url)

export const LOCAL_PROJECT_ID = "demo-coach-stories"
export const FUNCTIONS_REGION = "europe-west2"
/** Not a real Google Analytics property (see siteEnv). */
export const LOCAL_MEASUREMENT_ID = "G-LOCAL00000"
// Generous: on a busy machine the emulators alone can take a minute.
const READY_TIMEOUT_MS = 180_000

/** The local build hook's port; the live site it builds is served on firebase.json's hosting port. */
export const BUILD_HOOK_PORT = 5032

/** The default ports, named once in firebase.json (and the build hook's above). */
export const defaultPorts = () => {
  const { emulators } = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"))
  return {
    liveSite: emulators.hosting.port,
    buildHook: BUILD_HOOK_PORT,
    firestore: emulators.firestore.port,
    auth: emulators.auth.port,
    functions: emulators.functions.port,
    hub: emulators.hub.port,
    logging: emulators.logging.port,
    eventarc: emulators.eventarc.port,
    tasks: emulators.tasks.port,
  }
}

/** A port nobody holds right now on 127.0.0.1, for a `ports` entry of 0. */
const freePort = () =>
  new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolvePort(port))
    })
  })

/** Starts `@firestore-emulator/server` on 127.0.0.1 (its own start() binds every interface). */
const startFirestore = async (port) => {
  // Its failures are reported below in one sentence; grpc's own log line would only repeat them.
  process.env.GRPC_VERBOSITY ??= "NONE"
  const { FirestoreServer } = require("@firestore-emulator/server")
  const emulator = new FirestoreServer()
  // The gRPC server and its credentials must come from the copy of grpc-js the package uses.
  const grpcPath = require.resolve("@grpc/grpc-js", { paths: [dirname(require.resolve("@firestore-emulator/server"))] })
  const { ServerCredentials } = require(grpcPath)
  const bound = await new Promise((resolveBound, reject) =>
    emulator.server.bindAsync(`127.0.0.1:${port}`, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(new Error(`Firestore stand-in could not listen on 127.0.0.1:${port}: ${error.message}`)) : resolveBound(actual),
    ),
  )
  return { port: bound, stop: () => emulator.stop() }
}

/**
 * The functions' settings for this run. The Functions emulator resolves each parameter from the
 * dotenv files of the codebase's `configDir` (`.env`, `.env.<project>`, `.env.local`), and those win
 * over the emulator's own environment, so BUILD_HOOK_URL goes there: a copy of functions/'s files
 * in this run's folder, with the hook's address (or none). The emulator also writes the values it
 * resolved into that folder's `.env.local`, not into the checkout.
 */
const writeFunctionsSettings = (dir, buildHookUrl) => {
  const source = join(root, "functions")
  for (const name of [".env", `.env.${LOCAL_PROJECT_ID}`, ".env.local"]) {
    const file = join(source, name)
    if (!existsSync(file)) continue
    // A hook address left in the checkout's files would win over this run's.
    const kept = readFileSync(file, "utf8").split(/\r?\n/).filter((line) => !/^\s*BUILD_HOOK_(URL|TOKEN)\s*=/.test(line))
    writeFileSync(join(dir, name), `${kept.join("\n")}\n`)
  }
  const local = join(dir, ".env.local")
  const before = existsSync(local) ? readFileSync(local, "utf8") : ""
  writeFileSync(local, `${before}BUILD_HOOK_URL=${buildHookUrl ?? ""}\n`)
}

/**
 * The build hook's token is a secret (defineSecret). The Functions emulator reads secrets from
 * `.secret.local` in the functions' source folder (not the configDir the settings above use) and
 * asks Google's Secret Manager for any it lacks, which cannot work offline: so it goes there,
 * gitignored and never deployed (firebase.json's functions ignore `*.local`). One fixed value for
 * every local backend, so two running at once agree; the local hook refuses a POST without it.
 */
export const LOCAL_BUILD_HOOK_TOKEN = "local-build-hook-token"

const writeLocalSecrets = () => {
  const file = join(root, "functions", ".secret.local")
  const before = existsSync(file) ? readFileSync(file, "utf8") : ""
  const line = `BUILD_HOOK_TOKEN=${LOCAL_BUILD_HOOK_TOKEN}`
  if (before.split(/\r?\n/).includes(line)) return
  const kept = before.split(/\r?\n/).filter((entry) => entry.trim() && !/^\s*BUILD_HOOK_TOKEN\s*=/.test(entry))
  writeFileSync(file, `${[...kept, line].join("\n")}\n`)
}

/** The emulators read their ports from a config file: a copy of firebase.json with this run's ports. */
const writeConfig = (ports, buildHookUrl) => {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8"))
  const dir = mkdtempSync(join(tmpdir(), "local-backend-"))
  const at = (port) => ({ host: "127.0.0.1", port })
  config.emulators = {
    ...config.emulators,
    hub: at(ports.hub),
    logging: at(ports.logging),
    auth: at(ports.auth),
    functions: at(ports.functions),
    firestore: at(ports.firestore),
    // Started with the Functions emulator whether or not a function uses them.
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
    ui: { enabled: false },
  }
  // The functions' source is found relative to the config file; their settings are read from its folder.
  config.functions = config.functions.map((codebase) => ({ ...codebase, source: relative(dir, join(root, codebase.source)), configDir: "." }))
  writeFunctionsSettings(dir, buildHookUrl)
  writeLocalSecrets()
  const file = join(dir, "firebase.json")
  writeFileSync(file, JSON.stringify(config, null, 2))
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** The emulator runs JavaScript: compile functions/ (and the shared schema it imports) first. */
const buildFunctions = () => {
  const tsc = require.resolve("typescript/bin/tsc", { paths: [join(root, "functions")] })
  const result = spawnSync(process.execPath, [tsc, "-p", join(root, "functions", "tsconfig.json")], { encoding: "utf8" })
  if (result.status !== 0) throw new Error(`functions/ does not compile:\n${result.stdout}${result.stderr}`)
  // The topics' labels are read from the contact copy at start-up, beside the compiled code (functions/package.json "build").
  cpSync(join(root, "content", "contact.yaml"), join(root, "functions", "lib", "content", "contact.yaml"))
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms))

/** Polls until `check` resolves true, the child dies, or time runs out. */
const waitFor = async (what, check, child, output) => {
  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the emulators stopped before ${what} answered:\n${output.tail()}`)
    }
    if (await check().catch(() => false)) return
    await sleep(250)
  }
  throw new Error(`${what} did not answer within ${READY_TIMEOUT_MS / 1000} s:\n${output.tail()}`)
}

/** A callable answering INVALID_ARGUMENT to an empty enquiry is loaded and running. */
const callableAnswers = async (url) => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: '{"data":{}}' })
  const body = await response.json().catch(() => null)
  return body?.error?.status === "INVALID_ARGUMENT"
}

/**
 * Keeps what the emulators print. Shown in the terminal: the functions' own lines (one per enquiry)
 * and problems; the rest (start-up chatter) only when `quiet` is false and `verbose` is true.
 */
const emulatorOutput = ({ quiet, verbose }) => {
  const lines = []
  const show = (line) => {
    // firebase-tools prefixes a function's console output with ">  ".
    // Their JSON lines are the SDK's own debug and deployment notes, not the enquiry lines.
    const fromFunction = /^>\s+/.test(line) && !line.includes('"severity"')
    const harmless = /MOTD|Emulator UI|Other reserved ports/.test(line)
    const problem = !harmless && /error|⚠|!!/i.test(line)
    if (verbose) console.log(`[backend] ${line}`)
    else if (!quiet && fromFunction) console.log(`[backend] ${line.replace(/^>\s+/, "")}`)
    else if (!quiet && problem) console.error(`[backend] ${line}`)
  }
  return {
    take(chunk) {
      for (const line of chunk.toString().split(/\r?\n/)) {
        if (!line.trim()) continue
        lines.push(line)
        if (lines.length > 200) lines.shift()
        show(line)
      }
    },
    tail: () => lines.slice(-40).join("\n"),
  }
}

/**
 * Ends the emulators if the process that started them dies without cleaning up (SIGKILL, a crash):
 * a tiny watcher outlives it just long enough to notice.
 */
const watchParent = (groupId) => {
  const watcher = spawn(
    process.execPath,
    [
      "-e",
      `const parent = ${process.pid}, group = ${groupId};
       const alive = (pid) => { try { process.kill(pid, 0); return true } catch { return false } };
       setInterval(() => {
         if (!alive(group)) process.exit(0);
         if (!alive(parent)) { try { process.kill(-group, "SIGTERM") } catch {} ; setTimeout(() => { try { process.kill(-group, "SIGKILL") } catch {} ; process.exit(0) }, 5000) }
       }, 1000);`,
    ],
    { detached: true, stdio: "ignore" },
  )
  watcher.unref()
  return () => {
    try {
      process.kill(watcher.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

const killGroup = (pid, signal) => {
  try {
    process.kill(-pid, signal)
  } catch {
    // already gone
  }
}

/**
 * Runs `firebase emulators:start` (Auth and Functions) until its callable answers. Resolves to a
 * handle whose stop() ends the CLI and the function workers it spawned (its own process group).
 */
const launchEmulators = async ({ config, ports, firestoreHost, output }) => {
  const firebaseCli = join(dirname(require.resolve("firebase-tools/package.json")), "lib", "bin", "firebase.js")
  const child = spawn(
    process.execPath,
    [firebaseCli, "emulators:start", "--only", "auth,functions", "--project", LOCAL_PROJECT_ID, "--config", config.file],
    {
      cwd: root,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: {
        ...process.env,
        // Passed through to the functions: firebase-admin writes to the stand-in.
        FIRESTORE_EMULATOR_HOST: firestoreHost,
        // Don't probe the cloud metadata server, and keep function discovery off the network.
        METADATA_SERVER_DETECTION: "none",
        FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: "true",
        FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true",
        GOOGLE_CLOUD_PROJECT: LOCAL_PROJECT_ID,
      },
    },
  )
  child.stdout.on("data", (chunk) => output.take(chunk))
  child.stderr.on("data", (chunk) => output.take(chunk))
  const stopWatching = watchParent(child.pid)
  const running = () => child.exitCode === null && child.signalCode === null

  let stopped
  const stop = () => {
    stopped ??= (async () => {
      stopWatching()
      if (!running()) return
      const exited = new Promise((done) => child.once("exit", done))
      killGroup(child.pid, "SIGINT")
      const ended = await Promise.race([exited.then(() => true), sleep(10_000).then(() => false)])
      if (!ended) killGroup(child.pid, "SIGKILL")
    })()
    return stopped
  }
  // On a plain exit there is no time for the graceful path.
  const stopNow = () => killGroup(child.pid, "SIGKILL")

  try {
    await waitFor("the Auth emulator", async () => (await fetch(`http://127.0.0.1:${ports.auth}/`)).ok, child, output)
    await waitFor(
      "the submitEnquiry callable",
      () => callableAnswers(`http://127.0.0.1:${ports.functions}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/submitEnquiry`),
      child,
      output,
    )
  } catch (error) {
    await stop()
    throw error
  }
  return { stop, stopNow }
}

/**
 * Starts the local backend. `ports` overrides firebase.json's (0 = any free port), so a test can run
 * one beside another. Resolves once Firestore, Auth and the submitEnquiry callable answer, to
 * `{ env, ports, stop, emulators }`: `emulators.stop()` and `emulators.start()` end and restart the
 * Auth and Functions emulators alone (the stored enquiries stay), to try what the site does while
 * its backend is away.
 */
export const startLocalBackend = async ({ ports: wanted = {}, quiet = false, verbose = false, buildHook } = {}) => {
  const defaults = defaultPorts()
  const ports = {}
  for (const name of Object.keys(defaults)) {
    const port = wanted[name] ?? defaults[name]
    ports[name] = port === 0 ? await freePort() : port
  }

  buildFunctions()
  const firestore = await startFirestore(ports.firestore)
  const firestoreHost = `127.0.0.1:${firestore.port}`
  ports.firestore = firestore.port
  // Without its hook the backend still works: publishing then waits for the next build.
  const publishing = buildHook
    ? await startPublishing(ports, buildHook).catch((error) => {
        const warn = buildHook.warn ?? console.warn
        warn(`The local build hook could not start, so a publish does not rebuild the site: ${error.message}`)
        return null
      })
    : null
  const config = writeConfig(ports, publishing?.hook.url)
  const output = emulatorOutput({ quiet, verbose })

  let emulators
  const stopNow = () => {
    emulators?.stopNow()
    publishing?.stopNow()
    firestore.stop()
    config.remove()
  }
  process.once("exit", stopNow)
  const launch = async () => {
    emulators = await launchEmulators({ config, ports, firestoreHost, output })
  }

  let stopped
  const stop = () => {
    stopped ??= (async () => {
      process.off("exit", stopNow)
      await emulators?.stop()
      await publishing?.stop()
      firestore.stop()
      config.remove()
    })()
    return stopped
  }

  try {
    await launch()
  } catch (error) {
    await stop()
    throw error
  }

  const env = siteEnv(ports)
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
  return { env, ports: { ...ports }, stop, emulators: emulatorControl, buildHook: publishing?.hook ?? null }
}

/**
 * The build hook and the live site it builds, for a backend on these ports. `options`: `paused`
 * (builds wait for `resume()`), `say` and `warn` (where its lines go).
 */
const startPublishing = async (ports, { paused = false, say, warn } = {}) => {
  const liveSite = localLiveSite({ env: siteEnv(ports), port: ports.liveSite })
  const hook = await startBuildHook({ port: ports.buildHook, paused, build: liveSite.build, token: LOCAL_BUILD_HOOK_TOKEN, say, warn })
  ports.buildHook = hook.port
  return {
    hook,
    stop: async () => {
      await hook.stop()
      await liveSite.stop()
    },
    stopNow: () => void hook.stop(),
  }
}

/**
 * What a site built or run against a local backend on these ports needs. A build for the browser
 * tests uses it with firebase.json's ports without starting anything (scripts/build-local.mjs).
 */
export const siteEnv = (ports) => ({
  // Any API key and app id do for emulators; the project id must be the demo one.
  GATSBY_FIREBASE_API_KEY: "demo-api-key",
  GATSBY_FIREBASE_AUTH_DOMAIN: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
  GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: `${LOCAL_PROJECT_ID}.appspot.com`,
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  // A placeholder measurement ID, so the local site asks for analytics consent exactly as the
  // production site does (banner, footer link, the policy's analytics hosts) and the browser tests
  // exercise that path. It names no Google Analytics property and Google refuses the demo API key,
  // so nothing is ever counted; the browser tests answer every analytics request themselves.
  GATSBY_FIREBASE_MEASUREMENT_ID: LOCAL_MEASUREMENT_ID,
  GATSBY_FIREBASE_FUNCTIONS_REGION: FUNCTIONS_REGION,
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  // The studio names this address when it says where a published story will be live.
  GATSBY_LIVE_SITE_URL: `http://127.0.0.1:${ports.liveSite}`,
})

/** Where a story published in the studio appears locally, and when. */
export const publishingNote = (liveSitePort) =>
  "Publishing a story in the studio (/studio/) rebuilds the site with it, one build at a time, in .local-site/; " +
  `the live site is then at http://127.0.0.1:${liveSitePort}/ (a line here says when each build starts and when it is live).`

const runInForeground = async () => {
  const verbose = process.argv.includes("--verbose")
  console.log("Starting the local backend (Firestore stand-in, Auth and Functions emulators)...")
  const backend = await startLocalBackend({ verbose, buildHook: {} })
  console.log(`Local backend ready, project ${LOCAL_PROJECT_ID}:`)
  console.log(`  Functions  http://${backend.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/submitEnquiry`)
  console.log(`  Auth       http://${backend.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST}`)
  console.log(`  Firestore  ${backend.env.FIRESTORE_EMULATOR_HOST} (npm run enquiries lists what arrived)`)
  console.log(`  Build hook http://127.0.0.1:${backend.ports.buildHook}/ (the functions' BUILD_HOOK_URL)`)
  console.log(publishingNote(backend.ports.liveSite))
  console.log("Each enquiry received prints a line here. Ctrl-C stops everything.")
  const shutdown = async () => {
    await backend.stop()
    process.exit(0)
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  runInForeground().catch((error) => {
    console.error(`The local backend could not start: ${error.message}`)
    process.exit(1)
  })
}
