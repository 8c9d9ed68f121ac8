/**
 * The production build of the site against the local backend, made in a staging copy of the site
 * (`.local-site/`, gitignored) so that it never touches the `.cache/` and `public/` of the checkout,
 * which a running `gatsby develop` and the browser tests own. The copy keeps its own `.cache/` and
 * `public/` between builds (a rebuild is incremental) and finds the checkout's node_modules by
 * Node's usual lookup, one folder up.
 */
import { spawn } from "node:child_process"
import { randomUUID } from "node:crypto"
import { cpSync, mkdirSync, readdirSync, rmSync } from "node:fs"
import { join } from "node:path"
import { startHostingEmulator, type RunningHosting } from "../hosting/hosting-emulator"
import { projectRoot } from "./project-root"
import { typeScriptNode } from "../tooling/typescript-node"

export const STAGING_DIR = ".local-site"

/** What the build does not read, and what the staging copy keeps for itself. */
const NOT_COPIED = new Set([
  ".git",
  "node_modules",
  ".cache",
  "public",
  STAGING_DIR,
  "__tests__",
  "__mocks__",
  "test-support",
  "e2e",
  "bench",
  "functions",
  "coverage",
  "test-results",
  "playwright-report",
])
const KEPT_BETWEEN_BUILDS = new Set([".cache", "public"])

/**
 * Makes the staging copy match the checkout as it is now (the coach's unsaved edits to content/
 * included): everything is copied afresh except the copy's own cache and build.
 */
export const syncStagingCopy = ({ root = projectRoot, dir = join(root, STAGING_DIR) }: { root?: string; dir?: string } = {}): string => {
  mkdirSync(join(dir, "public"), { recursive: true })
  for (const entry of readdirSync(dir)) {
    if (!KEPT_BETWEEN_BUILDS.has(entry)) rmSync(join(dir, entry), { recursive: true, force: true })
  }
  for (const entry of readdirSync(root)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(root, entry), join(dir, entry), { recursive: true })
  }
  return dir
}

/** Keeps the last lines a child printed, to quote them when it fails. */
const lastLines = () => {
  let text = ""
  return {
    take: (chunk: Buffer) => {
      text = (text + chunk.toString()).slice(-20_000)
    },
    tail: () => text.split(/\r?\n/).filter((line) => line.trim()).slice(-25).join("\n"),
  }
}

/**
 * Runs `gatsby build` in the staging copy with `env` (the local backend's variables, Firestore
 * included, so published stories are read). Resolves when it succeeds; rejects with the end of its
 * output otherwise. Its own output is kept, not printed: the build hook prints one line per build.
 */
export const runSiteBuild = ({
  root = projectRoot,
  env,
  signal,
  buildId,
}: {
  root?: string
  env: Record<string, string>
  signal?: AbortSignal
  buildId?: string
}): Promise<string> =>
  new Promise((done, fail) => {
    const dir = syncStagingCopy({ root })
    const output = lastLines()
    // build-site.ts: gatsby build, after taking her published settings for gatsby-config.
    const child = spawn(process.execPath, typeScriptNode([join(projectRoot, "scripts", "build-site.ts")]), {
      cwd: dir,
      detached: true,
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", ...env, ...(buildId ? { SITE_BUILD_ID: buildId } : {}) },
    })
    child.stdout.on("data", output.take)
    child.stderr.on("data", output.take)
    child.once("error", fail)
    // Gatsby's workers are its children: end the whole group.
    signal?.addEventListener("abort", () => {
      try {
        if (child.pid) process.kill(-child.pid, "SIGTERM")
      } catch {
        // already gone
      }
    })
    child.once("exit", (code, signal) =>
      code === 0 ? done(join(dir, "public")) : fail(new Error(`gatsby build failed (${signal ?? `exit ${code}`}):\n${output.tail()}`)),
    )
  })

/** Marks the build's record failed for the studio, in a child with the backend's Firestore (scripts/record-build-failure.ts). */
const recordFailure = ({ env, buildId }: { env: Record<string, string>; buildId: string }): Promise<boolean> =>
  new Promise((done) => {
    const child = spawn(process.execPath, typeScriptNode([join(projectRoot, "scripts", "record-build-failure.ts")]), {
      stdio: "ignore",
      env: { ...process.env, ...env, SITE_BUILD_ID: buildId },
    })
    child.once("error", () => done(false))
    child.once("exit", (code) => done(code === 0))
  })

/**
 * The local live site: `build({ signal })` builds the staging copy against the local backend
 * (`env`) and serves its public/ with the Firebase Hosting emulator on 127.0.0.1:`port` (started
 * after the first build, then serving each new build as it lands). Resolves to the site's address.
 */
export const localLiveSite = ({
  root = projectRoot,
  env,
  port = 0,
}: {
  root?: string
  env: Record<string, string>
  port?: number
}): { build: (options?: { signal?: AbortSignal }) => Promise<string>; stop: () => Promise<void> } => {
  let hosting: RunningHosting | null = null
  return {
    build: async ({ signal } = {}) => {
      // Named here so that a failed build can be marked failed in the studio's record of it.
      const buildId = randomUUID()
      const publicDir = await runSiteBuild({ root, env, signal, buildId }).catch(async (error: unknown) => {
        if (!signal?.aborted) await recordFailure({ env, buildId })
        throw error
      })
      hosting ??= await startHostingEmulator({ publicDir, env, port })
      return hosting.url
    },
    stop: async () => {
      await hosting?.stop()
      hosting = null
    },
  }
}
