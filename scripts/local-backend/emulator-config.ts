/**
 * The files the Auth and Functions emulators read for one run of the local backend: a copy of
 * firebase.json with this run's ports, the functions' settings beside it, and their local secret.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative } from "node:path"
import { projectRoot as root } from "../project-root"
import type { Ports } from "./ports"
import { LOCAL_PROJECT_ID } from "./site-env"

export interface EmulatorConfig {
  file: string
  remove: () => void
}

/**
 * The functions' settings for this run. The Functions emulator resolves each parameter from the
 * dotenv files of the codebase's `configDir` (`.env`, `.env.<project>`, `.env.local`), and those win
 * over the emulator's own environment, so BUILD_HOOK_URL goes there: a copy of functions/'s files
 * in this run's folder, with the hook's address (or none). The emulator also writes the values it
 * resolved into that folder's `.env.local`, not into the checkout.
 */
const writeFunctionsSettings = (dir: string, buildHookUrl: string | undefined, settings: Record<string, string>): void => {
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
  // Her calendars may be served from this machine (the functions allow it only in the emulator).
  const extra = Object.entries(settings).map(([name, value]) => `${name}=${value}\n`).join("")
  writeFileSync(local, `${before}BUILD_HOOK_URL=${buildHookUrl ?? ""}\nBUSY_CALENDARS_LOCAL_LOOPBACK=true\n${extra}`)
}

/**
 * The build hook's token is a secret (defineSecret). The Functions emulator reads secrets from
 * `.secret.local` in the functions' source folder (not the configDir the settings above use) and
 * asks Google's Secret Manager for any it lacks, which cannot work offline: so it goes there,
 * gitignored and never deployed (firebase.json's functions ignore `*.local`). One fixed value for
 * every local backend, so two running at once agree; the local hook refuses a POST without it.
 */
export const LOCAL_BUILD_HOOK_TOKEN = "local-build-hook-token"

const writeLocalSecrets = (): void => {
  const file = join(root, "functions", ".secret.local")
  const before = existsSync(file) ? readFileSync(file, "utf8") : ""
  const line = `BUILD_HOOK_TOKEN=${LOCAL_BUILD_HOOK_TOKEN}`
  if (before.split(/\r?\n/).includes(line)) return
  const kept = before.split(/\r?\n/).filter((entry) => entry.trim() && !/^\s*BUILD_HOOK_TOKEN\s*=/.test(entry))
  writeFileSync(file, `${[...kept, line].join("\n")}\n`)
}

interface FirebaseJson {
  emulators: Record<string, unknown>
  functions: Array<{ source: string } & Record<string, unknown>>
}

/** The emulators read their ports from a config file: a copy of firebase.json with this run's ports. */
export const writeEmulatorConfig = (ports: Ports, buildHookUrl: string | undefined, settings: Record<string, string> = {}): EmulatorConfig => {
  const config = JSON.parse(readFileSync(join(root, "firebase.json"), "utf8")) as FirebaseJson
  const dir = mkdtempSync(join(tmpdir(), "local-backend-"))
  const at = (port: number) => ({ host: "127.0.0.1", port })
  config.emulators = {
    ...config.emulators,
    hub: at(ports.hub),
    logging: at(ports.logging),
    auth: at(ports.auth),
    functions: at(ports.functions),
    firestore: at(ports.firestore),
    storage: at(ports.storage),
    // Started with the Functions emulator whether or not a function uses them.
    eventarc: at(ports.eventarc),
    tasks: at(ports.tasks),
    ui: { enabled: false },
  }
  // The functions' source is found relative to the config file; their settings are read from its folder.
  config.functions = config.functions.map((codebase) => ({ ...codebase, source: relative(dir, join(root, codebase.source)), configDir: "." }))
  writeFunctionsSettings(dir, buildHookUrl, settings)
  writeLocalSecrets()
  const file = join(dir, "firebase.json")
  writeFileSync(file, JSON.stringify(config, null, 2))
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
