/**
 * npm run bench:build: the build at 10, 1,000 and 5,000 generated posts and as many stories, each
 * in a scratch copy of the project (the real content stays untouched). For each size: clean build
 * wall and CPU time, peak memory of the build's process tree, the largest listing page and the feed
 * in HTML bytes, the size of public/, and a warm rebuild after editing one post. Writes the
 * build-scale section of bench/RESULTS.md and exits non-zero naming each broken budget.
 *
 *   npm run bench:build                   the full sizes (for the committed figures)
 *   npm run bench:build -- --sizes 10,200 a quick try: prints the table, leaves RESULTS.md as it was
 *
 * With `--peer <folder>` (another Gatsby site's source folder whose posts live in
 * content/blog/<slug>/index.md) it builds, at 1,000 and 5,000 posts, the peer with the generated
 * posts, this site with the same posts, and this site with as many stories too, and writes the
 * build-peer section instead (no warm rebuilds). `--sizes` makes it a quick try here too.
 */
import { appendFileSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync, symlinkSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, relative, resolve } from "node:path"
import { parseArgs } from "node:util"
import { BUDGETS, buildBudgetBreaks, peerBuildBudgetBreaks, type BuildComparison, type BuildFigures } from "./budgets"
import { generatedPostFolder, writeGeneratedPosts, writeGeneratedStories } from "./generate-content"
import { round, timedBuild, type TimedBuild } from "./gatsby-build"
import { breaksText, peerBuildSection } from "./peer-report"
import { peerBuildCopy, preparePeer, type PeerSite } from "./peer-site"
import { machineNote, markdownTable, readMachine, reportRun, runBenchmark } from "./results-file"

const FULL_SIZES = [10, 1000, 5000]
/** Beside a peer: the sizes its budgets are set at. */
const PEER_SIZES = [1000, 5000]
const { values: options } = parseArgs({ options: { sizes: { type: "string" }, peer: { type: "string" } } })
const fullSizes = options.peer ? PEER_SIZES : FULL_SIZES
const sizes = options.sizes ? options.sizes.split(",").map(Number) : fullSizes

const PROJECT = resolve(".")
/** Left out of the scratch copy: installed packages are linked, build output is what we measure. */
const NOT_COPIED = new Set(["node_modules", "public", ".cache", ".git", "bench", "e2e", "__tests__", "test-results"])

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

/** What a clean build wrote, in the figures the benchmark records. */
const builtFigures = (posts: number, stories: number, clean: TimedBuild, publicDir: string): BuildFigures => ({
  posts,
  stories,
  ...clean,
  pages: htmlFiles(publicDir).length,
  largestListing: largestListing(publicDir),
  feedKb: existsSync(join(publicDir, "rss.xml")) ? round(statSync(join(publicDir, "rss.xml")).size / 1024) : 0,
  publicMb: round(folderBytes(publicDir) / (1024 * 1024)),
})

/** Builds in a scratch folder that is removed afterwards, whatever happens. */
const inScratch = async <T>(label: string, work: (dir: string) => Promise<T>): Promise<T> => {
  const dir = mkdtempSync(join(tmpdir(), `bench-scale-${label}-`))
  try {
    return await work(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

const projectCopy = (dir: string): void => {
  for (const entry of readdirSync(PROJECT)) {
    if (!NOT_COPIED.has(entry)) cpSync(join(PROJECT, entry), join(dir, entry), { recursive: true })
  }
  symlinkSync(join(PROJECT, "node_modules"), join(dir, "node_modules"))
}

/**
 * This site with `posts` generated posts and `stories` generated stories, built clean; with
 * `warm`, built again after the coach corrects one post, with the cache in place.
 */
const measureOurs = (posts: number, stories: number, log: string, warm: boolean): Promise<BuildFigures> =>
  inScratch(`${posts}-${stories}`, async (dir) => {
    projectCopy(dir)
    writeGeneratedPosts(join(dir, "content", "blog"), posts)
    writeGeneratedStories(join(dir, "content", "stories"), stories)
    console.log(`${posts} posts + ${stories} stories: clean build ...`)
    const clean = await timedBuild(dir, log)
    const result = builtFigures(posts, stories, clean, join(dir, "public"))
    if (warm) {
      const post = join(dir, "content", "blog", generatedPostFolder(1), "index.md")
      appendFileSync(post, "\nOne more thought, added after the first build.\n")
      console.log(`${posts} posts + ${stories} stories: warm rebuild ...`)
      result.warmRebuildS = (await timedBuild(dir, log)).wallS
    }
    console.log(JSON.stringify(result))
    return result
  })

/** The peer and this site, each with its own content, built once in a scratch copy and not measured. */
const warmUp = async (peer: PeerSite, log: string): Promise<void> => {
  console.log("Both sites: one build each with their own content, not measured ...")
  await inScratch(`${peer.name}-warm-up`, (dir) => {
    peerBuildCopy(peer, dir)
    return timedBuild(dir, log)
  })
  await inScratch("warm-up", (dir) => {
    projectCopy(dir)
    return timedBuild(dir, log)
  })
}

/** The peer with the same generated posts in its blog folder (content/blog/<slug>/index.md), built clean. */
const measurePeer = (peer: PeerSite, posts: number, log: string): Promise<BuildFigures> =>
  inScratch(`${peer.name}-${posts}`, async (dir) => {
    peerBuildCopy(peer, dir)
    writeGeneratedPosts(join(dir, "content", "blog"), posts)
    console.log(`${peer.name}, ${posts} posts: clean build ...`)
    const result = builtFigures(posts, 0, await timedBuild(dir, log), join(dir, "public"))
    console.log(JSON.stringify(result))
    return result
  })

const scaleSection = (runs: readonly BuildFigures[], settings: string, measuredAt: string, load: string, breaks: readonly string[]): string =>
  [
    "## Build at scale (`npm run bench:build`)",
    "",
    `Generated posts and as many stories added to the demo content, each size built clean in a scratch copy, then rebuilt warm after editing one post` +
      `${settings}; measured ${measuredAt}, ${load} at the start.`,
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
        run.warmRebuildS ?? "-",
      ]),
    ),
    "",
    `Budgets at ${Math.max(...FULL_SIZES)} + ${Math.max(...FULL_SIZES)}: clean build <= ${BUDGETS.cleanBuildS} s, peak memory <= ${BUDGETS.peakMemoryMb} MB; ` +
      `at every size, listing pages and the feed <= ${BUDGETS.listingKb} KB. The warm rebuild is recorded, not held to a budget ` +
      "(Gatsby 5 needs about 16 s for the demo content alone on this machine).",
    "",
    breaksText(breaks),
  ].join("\n")

/**
 * Beside a peer: at each size the peer, ours with the same posts and no stories added, then ours
 * with as many stories, one after the other so that all three share the machine's state.
 */
const comparePeer = async (folder: string, log: string, load: string): Promise<void> => {
  const peer = await preparePeer(resolve(process.env.INIT_CWD ?? process.cwd(), folder), log)
  // preparePeer may reuse an earlier run's peer, and ours has had no build yet: without a build of
  // each first, one site's first measured build pays alone for a cold start (files not yet read).
  await warmUp(peer, log)
  const measured: Array<{ comparison: BuildComparison; withStories: BuildFigures }> = []
  for (const size of sizes) {
    const theirs = await measurePeer(peer, size, log)
    const ours = await measureOurs(size, 0, log, false)
    const withStories = await measureOurs(size, size, log, false)
    measured.push({ comparison: { posts: size, ours, peer: theirs }, withStories })
  }
  const breaks = [
    ...peerBuildBudgetBreaks(peer.name, measured.map(({ comparison }) => comparison)),
    ...buildBudgetBreaks(measured.map(({ withStories }) => withStories)),
  ]
  const full = sizes.join() === PEER_SIZES.join()
  const settings = full ? "" : " (a quick try with other sizes, not the full settings)"
  const body = peerBuildSection({ peer, folder, settings, measuredAt: new Date().toISOString(), load, sizes: measured, breaks })
  reportRun({ sections: [{ name: "build-peer", body }], breaks, full, wrote: "bench/RESULTS.md", quickNote: "left bench/RESULTS.md as it was" })
}

const main = async (): Promise<void> => {
  const startLoad = machineNote(readMachine())
  const log = join(tmpdir(), `bench-scale-${Date.now()}.log`)
  console.log(`Build output goes to ${log}`)
  if (options.peer) return comparePeer(options.peer, log, startLoad)
  const runs: BuildFigures[] = []
  for (const size of sizes) runs.push(await measureOurs(size, size, log, true))
  const breaks = buildBudgetBreaks(runs)
  const full = sizes.join() === FULL_SIZES.join()
  const settings = full ? "" : " (a quick try with fewer sizes, not the full settings)"
  const section = scaleSection(runs, settings, new Date().toISOString(), startLoad, breaks)
  // A quick try never replaces the figures of a full run.
  reportRun({ sections: [{ name: "build-scale", body: section }], breaks, full, wrote: "bench/RESULTS.md", quickNote: "left bench/RESULTS.md as it was" })
}

runBenchmark(main)
