/**
 * npm run bench:build: the build at 10, 1,000 and 5,000 generated posts and as many stories, each
 * in a scratch copy of the project (the real content stays untouched). For each size: clean build
 * wall and CPU time, peak memory of the build's process tree, the largest listing page and the feed
 * in HTML bytes, the size of public/, and a warm rebuild after editing one post. Writes the
 * build-scale section of bench/RESULTS.md and exits non-zero naming each broken budget.
 *
 *   npm run bench:build                   the full sizes (for the committed figures)
 *   npm run bench:build -- --sizes 10,200 a quick try: prints the table, leaves RESULTS.md as it was
 */
import { spawn } from "node:child_process"
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync } from "node:fs"
import { cpus, loadavg, tmpdir } from "node:os"
import { join, relative, resolve } from "node:path"
import { parseArgs } from "node:util"
import { BUDGETS, buildBudgetBreaks, type BuildFigures } from "./budgets"
import { generatedPostFolder, writeGeneratedContent } from "./generate-content"
import { treeRssMb } from "./process-tree"
import { machineNote, markdownTable, reportRun, runBenchmark } from "./results-file"

const FULL_SIZES = [10, 1000, 5000]
const { values: options } = parseArgs({ options: { sizes: { type: "string" } } })
const sizes = options.sizes ? options.sizes.split(",").map(Number) : FULL_SIZES

const PROJECT = resolve(".")
/** Left out of the scratch copy: installed packages are linked, build output is what we measure. */
const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".git", "bench", "e2e", "__tests__", "test-results"])

const round = (value: number, places = 1): number => Math.round(value * 10 ** places) / 10 ** places

interface Timed {
  wallS: number
  cpuS: number
  peakMemoryMb: number
}

/** Runs `gatsby build` in dir under /usr/bin/time (CPU of every descendant) while sampling the tree's memory. */
const timedBuild = (dir: string, log: string): Promise<Timed> =>
  new Promise((done, fail) => {
    const timeFile = join(dir, ".build-time")
    const started = process.hrtime.bigint()
    const child = spawn("/usr/bin/time", ["-f", "%U %S", "-o", timeFile, process.execPath, "node_modules/gatsby/cli.js", "build"], {
      cwd: dir,
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.on("data", (chunk: Buffer) => appendFileSync(log, chunk))
    child.stderr.on("data", (chunk: Buffer) => appendFileSync(log, chunk))
    let peak = 0
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssMb(child.pid))
    }, 200)
    child.on("error", fail)
    child.on("exit", (code) => {
      clearInterval(sampler)
      const wallS = Number(process.hrtime.bigint() - started) / 1e9
      if (code !== 0) {
        fail(new Error(`gatsby build failed in ${dir} (exit ${code}); its output is in ${log}`))
        return
      }
      const [user, system] = readFileSync(timeFile, "utf8").trim().split(/\s+/).slice(-2).map(Number)
      done({ wallS: round(wallS), cpuS: round(user + system), peakMemoryMb: Math.round(peak) })
    })
  })

const htmlFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return htmlFiles(path)
    return entry.name === "index.html" ? [path] : []
  })

const folderBytes = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((sum, entry) => {
    const path = join(dir, entry.name)
    return sum + (entry.isDirectory() ? folderBytes(path) : statSync(path).size)
  }, 0)

/** Listing pages: the home page and every page of the blog and story lists. */
const LISTING = /^\/(blog\/|stories\/)?(page\/\d+\/)?$/

const largestListing = (publicDir: string): { path: string; kb: number } => {
  let largest = { path: "/", kb: 0 }
  for (const file of htmlFiles(publicDir)) {
    const path = `/${relative(publicDir, file).replace(/index\.html$/, "")}`
    if (!LISTING.test(path)) continue
    const kb = round(statSync(file).size / 1024)
    if (kb > largest.kb) largest = { path, kb }
  }
  return largest
}

const measureSize = async (size: number, log: string): Promise<BuildFigures> => {
  const dir = mkdtempSync(join(tmpdir(), `coach-site-scale-${size}-`))
  try {
    for (const entry of readdirSync(PROJECT)) {
      if (!NOT_COPIED.has(entry)) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true })
    }
    symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"))
    writeGeneratedContent(join(dir, "content"), size)
    console.log(`${size}: clean build ...`)
    const clean = await timedBuild(dir, log)
    const publicDir = join(dir, "public")
    const figures = {
      largestListing: largestListing(publicDir),
      feedKb: existsSync(join(publicDir, "rss.xml")) ? round(statSync(join(publicDir, "rss.xml")).size / 1024) : 0,
      publicMb: round(folderBytes(publicDir) / (1024 * 1024)),
    }
    // Warm rebuild: the coach corrects one post and builds again with the cache in place.
    const post = join(dir, "content", "blog", generatedPostFolder(1), "index.md")
    appendFileSync(post, "\nOne more thought, added after the first build.\n")
    console.log(`${size}: warm rebuild ...`)
    const warm = await timedBuild(dir, log)
    const result: BuildFigures = { posts: size, stories: size, ...clean, ...figures, warmRebuildS: warm.wallS }
    console.log(JSON.stringify(result))
    return result
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const main = async (): Promise<void> => {
  const startLoad = machineNote(loadavg(), cpus().length)
  const log = join(tmpdir(), `coach-site-scale-${Date.now()}.log`)
  console.log(`Build output goes to ${log}`)
  const runs: BuildFigures[] = []
  for (const size of sizes) runs.push(await measureSize(size, log))
  const breaks = buildBudgetBreaks(runs)
  const full = sizes.join() === FULL_SIZES.join()
  const section = [
      "## Build at scale (`npm run bench:build`)",
      "",
      `Generated posts and as many stories added to the demo content, each size built clean in a scratch copy, then rebuilt warm after editing one post` +
        `${full ? "" : " (a quick try with fewer sizes, not the full settings)"}; measured ${new Date().toISOString()}, ${startLoad} at the start.`,
      "Peak memory is the resident memory of the whole build process tree, sampled every 200 ms. Listing pages are the home page and every page of /blog/ and /stories/.",
      "",
      markdownTable(
        ["Posts + stories", "Clean build s", "CPU s", "Peak memory MB", "Largest listing page", "Feed KB", "public/ MB", "Warm rebuild s"],
        runs.map((run) => [
          `${run.posts} + ${run.stories}`,
          run.wallS,
          run.cpuS,
          run.peakMemoryMb,
          `${run.largestListing.path} ${run.largestListing.kb} KB`,
          run.feedKb,
          run.publicMb,
          run.warmRebuildS,
        ]),
      ),
      "",
      `Budgets at ${Math.max(...FULL_SIZES)} + ${Math.max(...FULL_SIZES)}: clean build <= ${BUDGETS.cleanBuildS} s, peak memory <= ${BUDGETS.peakMemoryMb} MB, ` +
        `warm rebuild <= ${BUDGETS.warmRebuildS} s; at every size, listing pages and the feed <= ${BUDGETS.listingKb} KB.`,
      "",
      breaks.length === 0 ? "Every budget met." : `Budgets broken:\n\n${breaks.map((line) => `- ${line}`).join("\n")}`,
    ].join("\n")
  // A quick try never replaces the figures of a full run.
  reportRun({ name: "build-scale", section, breaks, full, wrote: "bench/RESULTS.md", quickNote: "left bench/RESULTS.md as it was" })
}

runBenchmark(main)
