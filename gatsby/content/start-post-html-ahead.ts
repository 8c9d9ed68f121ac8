import { spawn, type ChildProcess } from "node:child_process"
import { rmSync } from "node:fs"
import { setPriority } from "node:os"
import path from "node:path"
import { build, stop } from "esbuild"
import { SMALL_YOUNG_GENERATION_FLAG } from "../build-steps/heap-growth"
import { AHEAD_FOLDER_VARIABLE } from "./post-html-ahead"

const PROCESS_ENTRY = path.resolve("gatsby", "content", "post-html-ahead-process.ts")

interface AheadOptions {
  /** The Gatsby command running: only `build` makes HTML ahead. */
  command?: string
  /** Where this build's files go: .cache/, never committed. */
  cacheFolder?: string
}

/**
 * Starts making the HTML of the posts under `folders` ahead of the page queries (post-html-ahead.ts),
 * in `gatsby build` only, and returns the process doing it; every run first empties the folder of
 * the last run's files. Called before Gatsby starts its workers, which inherit the folder's name
 * from the environment.
 */
export const startMakingPostHtmlAhead = async (
  folders: readonly string[],
  { command = process.env.gatsby_executing_command, cacheFolder = path.resolve(".cache") }: AheadOptions = {},
): Promise<ChildProcess | null> => {
  const aheadFolder = path.join(cacheFolder, "post-html-ahead")
  const processScript = path.join(cacheFolder, "post-html-ahead-process.js")
  rmSync(aheadFolder, { recursive: true, force: true })
  delete process.env[AHEAD_FOLDER_VARIABLE]
  if (command !== "build") return null
  // Compiled by esbuild as the studio's app is, packages included (quickly: docs/speed.md): one file, which runs wherever it is written.
  await build({ entryPoints: [PROCESS_ENTRY], outfile: processScript, bundle: true, platform: "node", format: "cjs", target: "node20", logLevel: "warning" })
  await stop()
  const child = spawn(process.execPath, [SMALL_YOUNG_GENERATION_FLAG, processScript, aheadFolder, ...folders], { stdio: ["ignore", "ignore", "inherit"] })
  try {
    // Spare time only: the main process's sourcing and bundling go first, the build waits for nothing.
    if (child.pid) setPriority(child.pid, 10)
  } catch {
    // A process that has already finished has no priority to lower.
  }
  child.unref()
  process.once("exit", () => child.kill())
  process.env[AHEAD_FOLDER_VARIABLE] = aheadFolder
  return child
}
