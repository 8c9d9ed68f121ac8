/**
 * Serves a production build with the Firebase Hosting emulator and the hosting block of
 * hosting-config.ts, as visitors get it from Firebase Hosting. The configuration is written to a
 * temporary folder with free ports on 127.0.0.1 (`--config`), and the policy is computed for the
 * variables the build was made with (a local backend's addresses included when it has one). The
 * browser tests serve public/ with it; the local build hook serves the staging build with it.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { portPicker } from "../tooling/free-port"
import { hostingConfig, type Env, type HostingConfig } from "./hosting-config"

export interface RunningHosting {
  url: string
  stop: () => Promise<void>
}

const HOST = "127.0.0.1"
const READY_TIMEOUT_MS = 60_000

const waitForReady = (child: ChildProcess, output: () => string): Promise<void> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The Hosting emulator was not ready after ${READY_TIMEOUT_MS / 1000} s:\n${output()}`)), READY_TIMEOUT_MS)
    const check = () => {
      if (/All emulators ready/.test(output())) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on("data", check)
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`The Hosting emulator stopped (exit ${code}):\n${output()}`))
    })
  })

const stopProcess = (child: ChildProcess): Promise<void> =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve()
    const force = setTimeout(() => child.pid && process.kill(-child.pid, "SIGKILL"), 10_000)
    child.once("exit", () => {
      clearTimeout(force)
      resolve()
    })
    // The CLI and the server it starts form one process group.
    if (child.pid) process.kill(-child.pid, "SIGINT")
  })

/**
 * Starts `firebase emulators:start --only hosting` on `port` (0: a free one) and resolves once it
 * serves, to `{ url, stop }`. `hosting` replaces the site's hosting block (the benchmark serves
 * another site's build with it).
 */
export const startHostingEmulator = async ({
  publicDir = "public",
  env = process.env,
  port = 0,
  hosting = hostingConfig(env),
}: { publicDir?: string; env?: Env; port?: number; hosting?: HostingConfig } = {}): Promise<RunningHosting> => {
  // Chosen before any is bound: each pick avoids the others.
  const pick = portPicker(port ? [port] : [])
  const [hostingPort, hub, logging] = [port || (await pick()), await pick(), await pick()]
  const dir = mkdtempSync(path.join(tmpdir(), "hosting-emulator-"))
  const config = {
    // The emulator finds nothing under an absolute `public`; relative to the configuration it works.
    hosting: { ...hosting, public: path.relative(dir, path.resolve(publicDir)) },
    // Every port named, so none of the suite's defaults (4400, 4500 ...) is taken.
    emulators: { hosting: { host: HOST, port: hostingPort }, hub: { host: HOST, port: hub }, logging: { host: HOST, port: logging }, ui: { enabled: false } },
  }
  writeFileSync(path.join(dir, "firebase.json"), JSON.stringify(config, null, 2))

  // A project of its own per run, so that another emulator suite on the machine is never in the way.
  const project = `demo-hosting-${process.pid}-${hostingPort}`
  const firebaseCli = path.join(path.dirname(require.resolve("firebase-tools/package.json")), "lib", "bin", "firebase.js")
  const child = spawn(process.execPath, [firebaseCli, "emulators:start", "--only", "hosting", "--project", project, "--config", path.join(dir, "firebase.json")], {
    cwd: dir,
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
    // Offline: no probing of a cloud metadata server, no update check.
    env: { ...process.env, METADATA_SERVER_DETECTION: "none", NO_UPDATE_NOTIFIER: "1", FIREBASE_CLI_DISABLE_UPDATE_CHECK: "true" },
  })
  let output = ""
  child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()))

  const stop = async () => {
    await stopProcess(child)
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForReady(child, () => output)
  } catch (error) {
    await stop()
    throw error
  }
  return { url: `http://${HOST}:${hostingPort}`, stop }
}

