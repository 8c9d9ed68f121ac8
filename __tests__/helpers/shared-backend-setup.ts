/**
 * Jest's global setup: one local backend for the run, started before the first suite and handed to
 * every suite that asks for it (`sharedLocalBackend`) through an environment variable, which jest's
 * workers inherit. Each start of the backend costs tens of seconds (the Auth and Functions emulators
 * and the functions' build), so the suites whose data is their own share one. A run that takes none
 * of those suites (`npx jest <one file>` of another) starts nothing.
 */
import { readdirSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { SHARED_BACKEND_VARIABLE, startLocalBackendProcess, type LocalBackendProcess } from "./local-backend"

/** How a suite asks for the shared backend; the setup looks for it in the suites the run takes. */
const ASKS_FOR_SHARED = /\bsharedLocalBackend(?:ForFile)?\(/

/** Kept for the global teardown, which runs in this same process. */
export const RUNNING = Symbol.for("coach-site.shared-local-backend")
type WithBackend = typeof globalThis & { [RUNNING]?: LocalBackendProcess }

/** What the setup reads of jest's global config: the run's path patterns (`npx jest <pattern> ...`), in jest 30's TestPathPatterns. */
interface RunConfig {
  testPathPatterns?: { patterns?: string[] }
}

/** Matched as jest matches them: case-insensitive regular expressions. */
const pathPatterns = (config: RunConfig): RegExp[] => (config.testPathPatterns?.patterns ?? []).map((pattern) => new RegExp(pattern, "i"))

const runTakesSharedSuite = (config: RunConfig, testsDir: string): boolean => {
  const patterns = pathPatterns(config)
  return readdirSync(testsDir)
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => join(testsDir, name))
    .filter((path) => patterns.length === 0 || patterns.some((pattern) => pattern.test(path)))
    .some((path) => ASKS_FOR_SHARED.test(readFileSync(path, "utf8")))
}

export default async (config: RunConfig): Promise<void> => {
  if (!runTakesSharedSuite(config, join(__dirname, ".."))) return
  const backend = await startLocalBackendProcess()
  ;(globalThis as WithBackend)[RUNNING] = backend
  process.env[SHARED_BACKEND_VARIABLE] = JSON.stringify(backend.env)
}
