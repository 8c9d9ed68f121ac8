/**
 * npm run bench: Lighthouse (mobile preset, simulated throttling) on every route, one story, one
 * post and the 404 page, served from public/ on 127.0.0.1 by the Firebase Hosting emulator with the hosting headers. Writes
 * bench/results/lighthouse.json and the Lighthouse section of bench/RESULTS.md, with the machine's
 * state at the start and the end, then exits non-zero naming each broken budget.
 *
 *   npm run bench                       reuse public/ (build first when it is missing)
 *   npm run bench -- --build            build first
 *   npm run bench -- --runs 1 --routes /,/blog/   quick try: prints the table and writes
 *                                                 bench/results/lighthouse-quick.json only
 *
 * With `--peer <folder>` (another Gatsby site's source folder) the peer is installed and built in a
 * scratch copy, served beside ours, and its home and a post (`--peer-pages`, by default
 * /,/hello-world/) are measured round by round with our pages and compared with our home and our
 * first post; RESULTS.md gets a side-by-side section too. `--compared-only` measures only the
 * compared pages (a quick try).
 *
 * Route timings (Performance, LCP, TBT) depend on the machine, so they are judged only with a peer,
 * every timed route against the peer's home page from the same rounds (ROUTE_BUDGETS); without
 * one they are reported as facts and the run says they were not judged. Each route's LCP against
 * its own FCP (PAINT_BUDGETS) is a relation within the run, and judged in every run.
 */
import { execFile, execFileSync } from "node:child_process"
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { parseArgs, promisify } from "node:util"
import { gzipSync } from "node:zlib"
import * as chromeLauncher from "chrome-launcher"
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../e2e/support/chromium"
import { ROUTES } from "../e2e/support/fixtures"
import { startHostingEmulator } from "../hosting/hosting-emulator"
import {
  BUDGETS,
  lighthouseBudgetBreaks,
  PAINT_BUDGETS,
  paintGapBreaks,
  peerPageBudgetBreaks,
  ROUTE_BUDGETS,
  routeLimits,
  routeTimingBreaks,
  type HomeSizes,
  type PageComparison,
  type PageFigures,
} from "./budgets"
import { benchmarkIndexOf, benchmarkNote, figuresOf, medianFigures, type LighthouseResult } from "./lighthouse-figures"
import { breaksText, peerPagesSection, routeTimingsText } from "./peer-report"
import { peerHosting, preparePeer } from "./peer-site"
import { machineNote, markdownTable, readMachine, reportRun, runBenchmark } from "./results-file"
import { alternate, measurementOrder } from "./rounds"

const { values: options } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    routes: { type: "string" },
    build: { type: "boolean", default: false },
    peer: { type: "string" },
    "peer-pages": { type: "string", default: "/,/hello-world/" },
    "compared-only": { type: "boolean", default: false },
  },
})
const RUNS = Number(options.runs)
const FULL_RUN = RUNS === 5 && !options.routes && !options["compared-only"]

const CHROME_FLAGS = [
  "--headless",
  ...CHROMIUM_FLAGS,
  // Every host but the local server fails at once, so no run waits on a network it cannot reach.
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1",
]

/*
 * Lighthouse runs through its own command line in a plain Node process: loaded through the
 * TypeScript runner, the functions it sends into the page carry compiler helpers the page lacks.
 */
const LIGHTHOUSE_CLI = "node_modules/lighthouse/cli/index.js"
const runFile = promisify(execFile)

const runLighthouse = async (url: string, port: number, blockedUrlPatterns: readonly string[]): Promise<LighthouseResult> => {
  const { stdout } = await runFile(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      "--output=json",
      "--output-path=stdout",
      "--quiet",
      "--only-categories=performance,accessibility,best-practices,seo",
      ...blockedUrlPatterns.map((pattern) => `--blocked-url-patterns=${pattern}`),
    ],
    { maxBuffer: 256 * 1024 * 1024 },
  )
  return JSON.parse(stdout) as LighthouseResult
}

/**
 * One run, tried up to three times: Lighthouse now and then loses a trace (NO_NAVSTART) on a
 * healthy page; a page that fails every time is reported.
 */
const measuredRun = async (url: string, port: number, blockedUrlPatterns: readonly string[]): Promise<LighthouseResult> => {
  let problem = ""
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    try {
      const lhr = await runLighthouse(url, port, blockedUrlPatterns)
      if (!lhr.runtimeError) return lhr
      problem = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`
    } catch (error) {
      problem = error instanceof Error ? error.message.split("\n")[0] : String(error)
    }
    console.log(`${url}: attempt ${attempt} failed (${problem.slice(0, 160)})`)
  }
  throw new Error(`${url}: ${problem}`)
}

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10
const gzipKb = (file: string): number => kb(gzipSync(readFileSync(file)).length)

/** The first folder (in name order) under public/<section>/ that is an item, not a list page. */
const firstItem = (section: string): string => {
  const dir = join("public", section)
  const name = readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== "page")
    .map((entry) => entry.name)
    .sort()[0]
  if (!name) throw new Error(`public/${section}/ holds no page to measure`)
  return `/${section}/${name}/`
}

const htmlFile = (publicDir: string, route: string): string => join(publicDir, route.endsWith("/") ? join(route, "index.html") : route)

interface WebpackStats {
  namedChunkGroups: Record<string, { assets: Array<{ name: string }> } | undefined>
}

/**
 * First-load JavaScript and HTML of the home page, gzipped, from the built files: the app's chunk
 * group (runtime, framework, app) plus the home page component's group, as webpack's stats name them.
 */
const homeSizes = (): HomeSizes => {
  const stats = JSON.parse(readFileSync("public/webpack.stats.json", "utf8")) as WebpackStats
  const { componentChunkName } = JSON.parse(readFileSync("public/page-data/index/page-data.json", "utf8")) as { componentChunkName: string }
  const files = new Set(
    ["app", componentChunkName].flatMap((group) => stats.namedChunkGroups[group]?.assets.map((asset) => asset.name) ?? []),
  )
  const scripts = [...files].filter((name) => name.endsWith(".js")).map((name) => join("public", name))
  return {
    firstLoadJsKb: Math.round(scripts.reduce((sum, file) => sum + gzipKb(file), 0) * 10) / 10,
    htmlKb: gzipKb("public/index.html"),
  }
}

/**
 * Lighthouse's own URL blocking for the third-party origins the pages name (the AMP runtime, for
 * example): blocked this way, the failed requests are not counted as console errors, since a
 * visitor's browser would load them.
 */
const thirdPartyPatterns = (pages: ReadonlyArray<{ publicDir: string; route: string }>): string[] => {
  const origins = new Set<string>()
  for (const { publicDir, route } of pages) {
    const html = readFileSync(htmlFile(publicDir, route), "utf8")
    for (const match of html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(https?:\/\/[^/"]+)/g)) origins.add(match[1])
  }
  return [...origins].map((origin) => `${origin}/*`)
}

type Side = "ours" | "peer"

interface Target {
  side: Side
  route: string
  url: string
}

const key = (side: Side, route: string): string => `${side} ${route}`

const main = async (): Promise<void> => {
  if (options.build || !existsSync("public/index.html")) {
    execFileSync("npx", ["gatsby", "build"], { stdio: "inherit", env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" } })
  }
  // Compared with the peer's pages, in order: our home and our first post.
  const compared = ["/", firstItem("blog")]
  const chosen = options["compared-only"]
    ? compared
    : options.routes
      ? options.routes.split(",")
      : [...ROUTES, firstItem("stories"), firstItem("blog"), "/404/"]
  // With a peer, our compared pages are always measured.
  const routes = options.peer ? [...chosen, ...compared.filter((route) => !chosen.includes(route))] : chosen
  const peerPages = options["peer-pages"].split(",")
  if (options.peer && peerPages.length !== compared.length) {
    throw new Error(`--peer-pages names ${peerPages.length} page(s); it names the peer's home and one post, compared with ours`)
  }

  // Relative to where the command was typed (npm runs the script from the project's folder).
  const peerFolder = options.peer ? resolve(process.env.INIT_CWD ?? process.cwd(), options.peer) : undefined
  const peer = peerFolder ? await preparePeer(peerFolder, join(tmpdir(), `bench-peer-build-${Date.now()}.log`)) : undefined
  const startLoad = machineNote(readMachine())
  const blockedUrlPatterns = thirdPartyPatterns([
    ...routes.map((route) => ({ publicDir: "public", route })),
    ...(peer ? peerPages.map((route) => ({ publicDir: peer.publicDir, route })) : []),
  ])

  // Served by the Hosting emulator with firebase.json's headers, as visitors get the site; the peer
  // by the same server with the same caching and compression.
  const server = await startHostingEmulator()
  const peerServer = peer ? await startHostingEmulator({ publicDir: peer.publicDir, hosting: peerHosting() }) : undefined
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS })
  const ourTargets = routes.map((route): Target => ({ side: "ours", route, url: `${server.url}${route}` }))
  const peerTargets = peerServer ? peerPages.map((route): Target => ({ side: "peer", route, url: `${peerServer.url}${route}` })) : []
  // Each compared pair measured one after the other, then the rest of ours.
  const pairs = compared.filter((route) => routes.includes(route))
  const targets = peerServer
    ? [...alternate(pairs.map((route) => ourTargets.find((target) => target.route === route) as Target), peerTargets), ...ourTargets.filter((target) => !pairs.includes(target.route))]
    : ourTargets
  const raw: Record<string, PageFigures[]> = {}
  const benchmarkIndexes: number[] = []
  try {
    for (const { page, run } of measurementOrder(targets, RUNS, Boolean(peer))) {
      const lhr = await measuredRun(page.url, chrome.port, blockedUrlPatterns)
      const figures = figuresOf(page.route, lhr)
      const index = benchmarkIndexOf(lhr)
      if (index !== undefined) benchmarkIndexes.push(index)
      ;(raw[key(page.side, page.route)] ??= []).push(figures)
      const who = page.side === "peer" && peer ? `${peer.name} ` : ""
      console.log(`${who}${page.route} run ${run}: perf ${figures.performance} LCP ${figures.lcpMs} ms TBT ${figures.tbtMs} ms CLS ${figures.cls}`)
    }
  } finally {
    chrome.kill()
    await server.stop()
    await peerServer?.stop()
  }
  const endLoad = machineNote(readMachine())

  const medians = (side: Side, list: readonly string[]): PageFigures[] => list.map((route) => medianFigures(raw[key(side, route)]))
  const pages = medians("ours", routes)
  const home = homeSizes()
  // The gap between a route's own first and largest paints needs no peer: held in every run.
  const breaks = [...lighthouseBudgetBreaks({ pages, home }), ...paintGapBreaks(pages)]
  const peerMedians = peer ? medians("peer", peerPages) : []
  const comparisons: PageComparison[] = peerMedians.map((figures, index) => ({ ours: medianFigures(raw[key("ours", compared[index])]), peer: figures }))
  // The peer's home (the first of --peer-pages) is what every route's timings are held against.
  const peerHome = peer ? { name: peer.name, home: peerMedians[0] } : undefined
  const timingBreaks = peerHome ? routeTimingBreaks(peerHome.name, peerHome.home, pages) : []
  const peerBreaks = peer ? peerPageBudgetBreaks(peer.name, comparisons) : []
  const measuredAt = new Date().toISOString()
  mkdirSync("bench/results", { recursive: true })
  const peerRecord = peer && {
    name: peer.name,
    commit: peer.commit,
    pages: peerMedians,
    runs: Object.fromEntries(peerPages.map((route) => [route, raw[key("peer", route)]])),
    breaks: peerBreaks,
  }
  const ourRuns = Object.fromEntries(routes.map((route) => [route, raw[key("ours", route)]]))
  // A quick try never replaces the figures of a full run.
  writeFileSync(
    FULL_RUN ? "bench/results/lighthouse.json" : "bench/results/lighthouse-quick.json",
    `${JSON.stringify(
      {
        measuredAt,
        runsPerPage: RUNS,
        machine: { start: startLoad, end: endLoad, benchmarkIndexes },
        budgets: { absolute: BUDGETS, paint: PAINT_BUDGETS, againstPeerHome: ROUTE_BUDGETS },
        routeLimits: peerHome ? routeLimits(peerHome.home) : null,
        home,
        pages,
        runs: ourRuns,
        breaks: [...breaks, ...timingBreaks],
        peer: peerRecord,
      },
      null,
      2,
    )}\n`,
  )

  const table = markdownTable(
    ["Page", "Perf", "A11y", "BP", "SEO", "FCP ms", "LCP ms", "TBT ms", "CLS", "Script KB", "Total KB", "LCP element"],
    pages.map((page) => [
      page.route,
      page.performance,
      page.accessibility,
      page.bestPractices,
      page.seo,
      page.fcpMs,
      page.lcpMs,
      page.tbtMs,
      page.cls,
      page.scriptKb,
      page.totalKb,
      `\`${page.lcpElement.replace(/`/g, "'")}\``,
    ]),
  )
  const settings = FULL_RUN ? "" : " (a quick try, not the full settings)"
  const order = peer ? `, measured round by round with ${peer.name}'s pages (see below)` : ""
  const section = [
    "## Lighthouse (`npm run bench`)",
    "",
    `Lighthouse 12, mobile preset (simulated throttling), Chromium headless, median of ${RUNS} run(s) per page${order}` +
      `${settings}; measured ${measuredAt}.`,
    `The machine: ${startLoad} at the start; ${endLoad} at the end. ${benchmarkNote(benchmarkIndexes)}`,
    "Script and total KB are bytes on the wire (gzip). Third-party requests are blocked.",
    "",
    table,
    "",
    routeTimingsText(peerHome),
    "",
    `Held on any machine: Accessibility, Best Practices and SEO ${BUDGETS.accessibility} and CLS ${BUDGETS.cls} on every page; ` +
      `home page first-load JavaScript ${home.firstLoadJsKb} KB gzip (budget ${BUDGETS.homeFirstLoadJsKb}), ` +
      `HTML ${home.htmlKb} KB gzip (budget ${BUDGETS.homeHtmlKb}); every timed route's LCP at most its own FCP + ${PAINT_BUDGETS.lcpAfterFcpMs} ms, ` +
      `+ ${PAINT_BUDGETS.photoLcpAfterFcpMs} ms where that paint is a photo (its own request, a round trip after the HTML) ` +
      "(the story's not held: its AMP runtime is blocked).",
    "",
    // Without a peer, "every budget met" must not read as if the timings had been judged.
    `${breaksText([...breaks, ...timingBreaks])}${peer ? "" : "\n\nRoute timings not judged: no peer in this run."}`,
  ].join("\n")
  const sections = [{ name: "lighthouse", body: section }]
  if (peer) {
    sections.push({
      name: "lighthouse-peer",
      body: peerPagesSection({ peer, folder: options.peer ?? peer.name, runs: RUNS, settings, measuredAt, load: startLoad, comparisons, breaks: peerBreaks }),
    })
  }
  if (!peer) {
    console.log(
      "\nRoute timings (Performance, LCP, TBT) written down, not judged: they are held only against a peer's home page " +
        "measured in the same run (npm run bench -- --peer <folder>).",
    )
  }
  reportRun({
    sections,
    breaks: [...breaks, ...timingBreaks, ...peerBreaks],
    full: FULL_RUN,
    wrote: "bench/results/lighthouse.json and bench/RESULTS.md",
    quickNote: "wrote bench/results/lighthouse-quick.json, left bench/RESULTS.md as it was",
  })
}

runBenchmark(main)
