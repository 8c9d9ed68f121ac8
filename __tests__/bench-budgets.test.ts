/** @jest-environment node */
import { execFileSync } from "node:child_process"
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import {
  buildBudgetBreaks,
  lighthouseBudgetBreaks,
  median,
  paintGapBreaks,
  peerBuildBudgetBreaks,
  peerPageBudgetBreaks,
  routeTimingBreaks,
  type BuildFigures,
  type PageFigures,
  citedPublishSteps,
  CACHE_DOWNLOAD_MB_PER_S,
  PUBLISH_JOB_BUDGET,
  publishJobBreaks,
  publishJobTotal,
  type PublishJobStep,
} from "../bench/budgets"
import { benchmarkIndexOf, benchmarkNote, figuresOf, medianFigures, type LighthouseResult } from "../bench/lighthouse-figures"
import { comparisonTable, fewerPagesNote, routeTimingsText } from "../bench/peer-report"
import { hostingConfig } from "../hosting/hosting-config"
import { commitFromNotes, copySources, peerCommit, peerHosting } from "../bench/peer-site"
import { machineNote, replaceSection } from "../bench/results-file"
import { alternate, measurementOrder } from "../bench/rounds"

const goodPage: PageFigures = {
  route: "/",
  performance: 99,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 800,
  lcpMs: 1000,
  tbtMs: 40,
  cls: 0,
  scriptKb: 80,
  totalKb: 200,
  lcpElement: "<img>",
}
const goodHome = { firstLoadJsKb: 80, htmlKb: 20 }

describe("the Lighthouse budgets that hold on any machine", () => {
  it("passes a report within every budget", () => {
    expect(lighthouseBudgetBreaks({ pages: [goodPage, { ...goodPage, route: "/blog/" }], home: goodHome })).toEqual([])
  })

  it("names every broken budget with the page, the figure and the limit", () => {
    const broken: PageFigures = { ...goodPage, route: "/blog/", accessibility: 98, bestPractices: 96, seo: 92, cls: 0.02 }
    expect(lighthouseBudgetBreaks({ pages: [goodPage, broken], home: { firstLoadJsKb: 90.1, htmlKb: 31 } })).toEqual([
      "/blog/: Accessibility 98 < 100",
      "/blog/: Best Practices 96 < 100",
      "/blog/: SEO 92 < 100",
      "/blog/: CLS 0.02 > 0",
      "/: first-load JavaScript 90.1 KB gzip > 90 KB",
      "/: HTML 31 KB gzip > 30 KB",
    ])
  })

  it("accepts figures exactly at the limits", () => {
    expect(lighthouseBudgetBreaks({ pages: [goodPage], home: { firstLoadJsKb: 90, htmlKb: 30 } })).toEqual([])
  })

  it("leaves timings to the comparison with a peer: a slower machine's figures break nothing here", () => {
    // Every route as measured on a slower machine: timings far above what this machine gives, every other figure sound.
    const slowMachine: PageFigures = { ...goodPage, route: "/contact/", performance: 85, fcpMs: 1100, lcpMs: 1500, tbtMs: 599 }
    expect(lighthouseBudgetBreaks({ pages: [slowMachine], home: goodHome })).toEqual([])
  })

  it("holds a web story to its scores and CLS like every page", () => {
    const story: PageFigures = { ...goodPage, route: "/stories/from-founder-to-ceo/", performance: 91, lcpMs: 1387, accessibility: 98, cls: 0.01 }
    expect(lighthouseBudgetBreaks({ pages: [story], home: goodHome })).toEqual([
      "/stories/from-founder-to-ceo/: Accessibility 98 < 100",
      "/stories/from-founder-to-ceo/: CLS 0.01 > 0",
    ])
  })
})

describe("route timings against the peer's home page measured in the same rounds", () => {
  const peer = "gatsby-starter-blog"
  // The starter's home as measured beside our routes on the 2-core machine, in its fastest run (26 November).
  const starterHome: PageFigures = { ...goodPage, performance: 99, fcpMs: 1208, lcpMs: 1367, tbtMs: 30, cls: 0.058, scriptKb: 98.3 }
  const route = (path: string, figures: Partial<PageFigures>): PageFigures => ({ ...goodPage, route: path, performance: 100, ...figures })

  it("passes that run's routes, the slowest at 0.80x the starter's LCP and 36 ms above its TBT", () => {
    const pages = [
      route("/", { lcpMs: 1073, tbtMs: 24 }),
      route("/faq/", { lcpMs: 1092, tbtMs: 66 }),
      route("/blog/board-meetings-that-help-you/", { lcpMs: 1086, tbtMs: 48 }),
    ]
    expect(routeTimingBreaks(peer, starterHome, pages)).toEqual([])
  })

  it("passes figures of the kind a slower machine gave, where every absolute limit broke, all but /contact/'s share", () => {
    // There our home was 0.68x the starter's LCP and 0.56x its TBT, and our routes' TBT spread from 157 to 599 ms.
    // The starter's figures follow from those ratios (1,360 / 0.68, 302 / 0.56); Lighthouse scores such timings about 86.
    const slowStarter: PageFigures = { ...starterHome, performance: 86, lcpMs: 2000, tbtMs: 540 }
    const pages = [
      route("/", { performance: 91, lcpMs: 1360, tbtMs: 302 }),
      route("/about/", { performance: 96, lcpMs: 1300, tbtMs: 157 }),
      route("/contact/", { performance: 85, lcpMs: 1500, tbtMs: 599 }),
    ]
    // /contact/ then ran zod before anyone touched its form: more than half the starter's TBT.
    expect(routeTimingBreaks(peer, slowStarter, pages)).toEqual(["/contact/: TBT 599 ms > 0.5x gatsby-starter-blog /'s 540 ms (270 ms, at least 50 ms)"])
    expect(routeTimingBreaks(peer, slowStarter, [...pages.slice(0, 2), route("/contact/", { performance: 90, lcpMs: 1500, tbtMs: 250 })])).toEqual([])
  })

  it("holds /contact/ to half the starter home's TBT in the same run, never below the noise floor", () => {
    // The two runs of the issue: the starter's home at 158 and 104 ms, /contact/ at 94 and 90.
    const loaded = (tbtMs: number): PageFigures => ({ ...starterHome, tbtMs })
    expect(routeTimingBreaks(peer, loaded(158), [route("/contact/", { tbtMs: 94 })])).toEqual(["/contact/: TBT 94 ms > 0.5x gatsby-starter-blog /'s 158 ms (79 ms, at least 50 ms)"])
    expect(routeTimingBreaks(peer, loaded(104), [route("/contact/", { tbtMs: 90 })])).toHaveLength(1)
    expect(routeTimingBreaks(peer, loaded(158), [route("/contact/", { tbtMs: 79 })])).toEqual([])
    // Every other route keeps the starter's own plus 100 ms.
    expect(routeTimingBreaks(peer, loaded(158), [route("/about/", { tbtMs: 94 })])).toEqual([])
    // With the starter's near nought (a quiet machine), 50 ms of noise still passes.
    expect(routeTimingBreaks(peer, loaded(9), [route("/contact/", { tbtMs: 50 })])).toEqual([])
    expect(routeTimingBreaks(peer, loaded(9), [route("/contact/", { tbtMs: 51 })])).toHaveLength(1)
  })

  it("accepts figures exactly at the limits: 0.85x its LCP, its TBT plus 100 ms, its Performance less 3", () => {
    expect(routeTimingBreaks(peer, starterHome, [route("/books/", { performance: 96, lcpMs: 1162, tbtMs: 130 })])).toEqual([])
  })

  it("names each route, the figure, the starter's and the limit it breaks", () => {
    const pages = [route("/books/", { performance: 95, lcpMs: 1163, tbtMs: 131 }), route("/faq/", { lcpMs: 1000, tbtMs: 20 })]
    expect(routeTimingBreaks(peer, starterHome, pages)).toEqual([
      "/books/: LCP 1163 ms > 0.85x gatsby-starter-blog /'s 1367 ms (1162 ms)",
      "/books/: TBT 131 ms > gatsby-starter-blog /'s 30 ms + 100 ms (130 ms)",
      "/books/: Performance 95 < gatsby-starter-blog /'s 99 - 3 (96)",
    ])
  })

  it("catches our home as it was before the speed work, measured beside the starter in one run", () => {
    const before = route("/", { performance: 93, lcpMs: 2100, tbtMs: 321 })
    const starter: PageFigures = { ...starterHome, lcpMs: 1000, tbtMs: 68 }
    expect(routeTimingBreaks(peer, starter, [before])).toHaveLength(3)
  })

  it("holds the 404 and list pages like the others, but not a web story's timings (its AMP runtime is blocked)", () => {
    const slow = { performance: 91, lcpMs: 1387, tbtMs: 200 }
    const pages = [route("/stories/from-founder-to-ceo/", slow), route("/stories/page/2/", slow), route("/404/", slow)]
    expect(routeTimingBreaks(peer, starterHome, pages).map((line) => line.split(":")[0])).toEqual([
      "/stories/page/2/",
      "/stories/page/2/",
      "/stories/page/2/",
      "/404/",
      "/404/",
      "/404/",
    ])
  })

  it("says which limits held the routes, or that they were not judged without a peer", () => {
    const judged = routeTimingsText({ name: peer, home: starterHome })
    expect(judged).toContain("LCP at most 0.85x (1162 ms)")
    expect(judged).toContain("TBT at most its own plus 100 ms (130 ms)")
    expect(judged).toContain("Performance at least its own less 3 (96)")
    const alone = routeTimingsText()
    expect(alone).toContain("not judged")
    expect(alone).not.toMatch(/at most/)
  })
})

describe("each route's largest paint against its own first paint, from the same loads", () => {
  const PHOTO = '<img src="/static/d18b86ad36d9e1ac84319caed8a15752/26614/home-hero-photo.webp">'
  const route = (path: string, fcpMs: number, lcpMs: number, lcpElement = "<p>"): PageFigures => ({ ...goodPage, route: path, fcpMs, lcpMs, lcpElement })

  it("breaks the routes of the run before the paint work, each 300-400 ms after its first paint, naming both figures", () => {
    // bench/RESULTS.md, 27 November: the hero photo, a cover and paragraphs of text all painted 300-400 ms after the first paint.
    const pages = [route("/", 667, 1064, PHOTO), route("/contact/", 672, 1064), route("/blog/", 668, 1034, PHOTO)]
    expect(paintGapBreaks(pages)).toEqual([
      "/: LCP 1064 ms > its FCP 667 ms + 200 ms (867 ms)",
      "/contact/: LCP 1064 ms > its FCP 672 ms + 50 ms (722 ms)",
      "/blog/: LCP 1034 ms > its FCP 668 ms + 200 ms (868 ms)",
    ])
  })

  it("passes text painted at the first paint or up to 50 ms after it, on a slow machine too", () => {
    expect(paintGapBreaks([route("/", 667, 667), route("/services/", 757, 807), route("/faq/", 1400, 1430)])).toEqual([])
    expect(paintGapBreaks([route("/services/", 757, 808)])).toEqual(["/services/: LCP 808 ms > its FCP 757 ms + 50 ms (807 ms)"])
  })

  it("allows a photo its own round trip after the HTML, and no second one", () => {
    // A quick run of 28 November: the home hero, the portrait and a post's cover each one simulated round trip (150 ms) after the text.
    const pages = [route("/", 779, 929, PHOTO), route("/about/", 758, 908, PHOTO), route("/blog/delegation-is-a-design-problem/", 756, 906, PHOTO)]
    expect(paintGapBreaks(pages)).toEqual([])
    // Found late (after a script, or a second connection): two round trips.
    expect(paintGapBreaks([route("/", 779, 1079, PHOTO)])).toEqual(["/: LCP 1079 ms > its FCP 779 ms + 200 ms (979 ms)"])
    // Text is held to 50 ms whatever else the page shows.
    expect(paintGapBreaks([route("/contact/", 763, 913)])).toEqual(["/contact/: LCP 913 ms > its FCP 763 ms + 50 ms (813 ms)"])
  })

  it("leaves the web story out (its AMP runtime is blocked) and holds the 404 and list pages", () => {
    const pages = [route("/stories/from-founder-to-ceo/", 674, 1385), route("/stories/page/2/", 660, 1000), route("/404/", 646, 1035)]
    expect(paintGapBreaks(pages).map((line) => line.split(":")[0])).toEqual(["/stories/page/2/", "/404/"])
  })
})

describe("the budgets against a peer measured in the same run", () => {
  const peerHome: PageFigures = { ...goodPage, performance: 99, lcpMs: 1000, tbtMs: 60, cls: 0.1, scriptKb: 97 }
  const peerPost: PageFigures = { ...peerHome, route: "/hello-world/" }

  it("holds each compared page to no more script bytes than the peer's, whatever its timings", () => {
    const ours = { ...goodPage, performance: 96, lcpMs: 1368, tbtMs: 217, scriptKb: 97 }
    expect(peerPageBudgetBreaks("gatsby-starter-blog", [{ ours, peer: peerHome }])).toEqual([])
    expect(
      peerPageBudgetBreaks("gatsby-starter-blog", [
        { ours, peer: peerHome },
        { ours: { ...ours, route: "/blog/a-post/", scriptKb: 103.7 }, peer: peerPost },
      ]),
    ).toEqual(["/blog/a-post/ against gatsby-starter-blog /hello-world/: script 103.7 KB > 97 KB"])
  })

  it("holds our build within 1.25x the peer's time and within its peak memory at each size", () => {
    const build = (wallS: number, peakMemoryMb: number): BuildFigures => ({
      posts: 1000,
      stories: 0,
      wallS,
      cpuS: wallS,
      peakMemoryMb,
      pages: 1000,
      largestListing: { path: "/", kb: 50 },
      feedKb: 20,
      publicMb: 40,
    })
    expect(peerBuildBudgetBreaks("gatsby-starter-blog", [{ posts: 1000, ours: build(72.5, 1075), peer: build(58, 1075) }])).toEqual([])
    expect(
      peerBuildBudgetBreaks("gatsby-starter-blog", [
        { posts: 1000, ours: build(101, 1600), peer: build(58, 1075) },
        { posts: 5000, ours: build(100, 1000), peer: build(90, 1200) },
      ]),
    ).toEqual([
      "1000 posts: clean build 101 s > 1.25x gatsby-starter-blog's 58 s (72.5 s)",
      "1000 posts: peak memory 1600 MB > gatsby-starter-blog's 1075 MB",
    ])
  })

  it("says where the peer wrote fewer pages than the posts it was given, and only there", () => {
    const built = (posts: number, pages: number): BuildFigures => ({
      posts,
      stories: 0,
      wallS: 30,
      cpuS: 30,
      peakMemoryMb: 1000,
      pages,
      largestListing: { path: "/", kb: 50 },
      feedKb: 20,
      publicMb: 40,
    })
    const atThousand = { posts: 1000, ours: built(1000, 1120), peer: built(1000, 1003) }
    expect(fewerPagesNote("gatsby-starter-blog", [atThousand])).toBe("")
    const note = fewerPagesNote("gatsby-starter-blog", [atThousand, { posts: 5000, ours: built(5000, 5520), peer: built(5000, 1003) }])
    expect(note).toContain("at 5000 posts gatsby-starter-blog wrote 1003 pages and this site 5520")
    expect(note).not.toContain("at 1000 posts")
  })

  it("sets each figure of ours beside the peer's with ours over the peer's", () => {
    const table = comparisonTable("gatsby-starter-blog", [{ ours: { ...goodPage, lcpMs: 800 }, peer: peerHome }])
    expect(table.split("\n")[0]).toBe("| Figure | Our home `/` | gatsby-starter-blog home `/` | Ours / peer |")
    expect(table).toContain("| LCP ms | 800 | 1000 | 0.80 |")
    expect(table).toContain("| CLS | 0 | 0.1 | 0.00 |")
    // A ratio over nothing is not a number a reader can use.
    expect(comparisonTable("p", [{ ours: { ...goodPage, tbtMs: 10 }, peer: { ...peerHome, tbtMs: 0 } }])).toContain("| TBT ms | 10 | 0 | - |")
  })
})

describe("measuring two sites in one run", () => {
  it("measures round by round when comparing, so every page of both sides shares each round", () => {
    expect(measurementOrder(["ours /", "peer /"], 2, true)).toEqual([
      { page: "ours /", run: 1 },
      { page: "peer /", run: 1 },
      { page: "ours /", run: 2 },
      { page: "peer /", run: 2 },
    ])
    // Alone, as before: every run of a page before the next page.
    expect(measurementOrder(["/", "/blog/"], 2, false).map(({ page }) => page)).toEqual(["/", "/", "/blog/", "/blog/"])
  })

  it("puts each compared pair next to each other", () => {
    expect(alternate(["ours /", "ours post"], ["peer /", "peer post"])).toEqual(["ours /", "peer /", "ours post", "peer post"])
    expect(alternate(["a"], ["b", "c"])).toEqual(["a", "b", "c"])
  })

  it("serves the peer with the headers our files get, its policy opened only for its inline scripts and data: images", () => {
    const ours = hostingConfig({}).headers
    const peer = peerHosting().headers
    expect(peer.map((rule) => rule.headers.map((header) => header.key))).toEqual(ours.map((rule) => rule.headers.map((header) => header.key)))
    const policyOf = (rules: typeof ours): string => rules[0].headers.find((header) => header.key === "Content-Security-Policy")?.value ?? ""
    expect(policyOf(peer)).toContain("script-src 'self' 'unsafe-inline';")
    expect(policyOf(peer)).toContain("img-src 'self' data:;")
    // Our one hash (the loader's) goes: beside it, browsers would ignore the peer's 'unsafe-inline'.
    const ourHashes = policyOf(ours).match(/ 'sha256-[^']+'/g) ?? []
    expect(policyOf(peer)).not.toContain("'sha256-")
    const added = ["'unsafe-inline'", ...(policyOf(ours).includes("img-src 'self' data:") ? [] : ["data:"])]
    expect(policyOf(peer).length - policyOf(ours).length).toBe(added.map((source) => ` ${source}`).join("").length - ourHashes.join("").length)
    expect(peer.find((rule) => "source" in rule && rule.source === "static/**")?.headers[0].value).toMatch(/immutable/)
    // Our own policy stays as strict as it was.
    expect(policyOf(ours)).toMatch(/script-src 'self' 'sha256-[^' ]+';/)
  })
})

describe("naming the peer's commit", () => {
  const commit = "04ec3e64211257f944f36d679ab3a8c898769c32"

  it("reads a COMMIT file first, then the folder's README", () => {
    expect(commitFromNotes("starter", { commitFile: `${commit}\n`, readme: "commit 1111111111111111111111111111111111111111" })).toBe(commit)
    expect(commitFromNotes("starter", { readme: `Taken at commit ${commit}.` })).toBe(commit)
  })

  it("reads the paragraph of the parent folder's notes that names the folder, not another's", () => {
    const parentReadme = [
      "# Peers",
      "",
      "`other-site/`: a site (commit 2222222222222222222222222222222222222222).",
      "",
      `\`gatsby-starter-blog/\`: the official starter (gatsbyjs/gatsby-starter-blog, commit\n${commit}, April 2026).`,
      "",
      "Build it with npm install.",
    ].join("\n")
    expect(commitFromNotes("gatsby-starter-blog", { parentReadme })).toBe(commit)
    expect(commitFromNotes("third-site", { parentReadme })).toBeNull()
    expect(commitFromNotes("gatsby-starter-blog", {})).toBeNull()
  })

  describe("on disk", () => {
    let root = ""
    beforeEach(() => {
      root = mkdtempSync(join(tmpdir(), "bench-peer-test-"))
    })
    afterEach(() => rmSync(root, { recursive: true, force: true }))

    const git = (dir: string, ...args: string[]): string =>
      execFileSync("git", ["-C", dir, "-c", "user.name=Bench", "-c", "user.email=bench@example.com", ...args], { encoding: "utf8" }).trim()

    it("takes a checkout's own commit, and not the commit of a repository the folder merely sits in", () => {
      const site = join(root, "site")
      mkdirSync(join(site, "inner"), { recursive: true })
      writeFileSync(join(site, "package.json"), "{}\n")
      writeFileSync(join(site, "inner", "README.md"), "A folder inside the checkout.\n")
      git(site, "init", "-q")
      git(site, "add", ".")
      git(site, "commit", "-qm", "first")
      expect(peerCommit(site)).toBe(git(site, "rev-parse", "HEAD"))
      expect(peerCommit(join(site, "inner"))).toBe("unknown")
    })

    it("copies a read-only folder's sources, without its packages or build output, into a copy it can edit", () => {
      const site = join(root, "site")
      for (const dir of ["src", "node_modules/gatsby", "public", ".cache"]) mkdirSync(join(site, dir), { recursive: true })
      writeFileSync(join(site, "package.json"), "{}\n")
      writeFileSync(join(site, "src", "index.js"), "export default 1\n")
      chmodSync(join(site, "package.json"), 0o444)
      chmodSync(join(site, "src", "index.js"), 0o444)
      const copy = join(root, "copy")
      copySources(site, copy)
      expect(readFileSync(join(copy, "src", "index.js"), "utf8")).toBe("export default 1\n")
      expect(["node_modules", "public", ".cache"].filter((dir) => existsSync(join(copy, dir)))).toEqual([])
      // Writable by its owner, so the override can be added to package.json (the mode, not a write: root writes anyway).
      for (const file of ["package.json", "src/index.js"]) expect(statSync(join(copy, file)).mode & 0o200).toBe(0o200)
    })
  })
})

describe("the build-scale budget check", () => {
  const run = (size: number, changes: Partial<BuildFigures> = {}): BuildFigures => ({
    posts: size,
    stories: size,
    wallS: 100,
    cpuS: 150,
    peakMemoryMb: 1200,
    pages: 2000,
    largestListing: { path: "/blog/", kb: 60 },
    feedKb: 40,
    publicMb: 300,
    warmRebuildS: 9,
    ...changes,
  })

  it("passes runs within every budget", () => {
    expect(buildBudgetBreaks([run(10), run(1000), run(5000)])).toEqual([])
  })

  it("names each broken budget of the largest size", () => {
    // The warm rebuild is recorded but no longer held: Gatsby 5 needs about 16 s for the demo content alone.
    const slow = run(5000, { wallS: 180, peakMemoryMb: 2000, warmRebuildS: 20, largestListing: { path: "/stories/", kb: 400 }, feedKb: 900 })
    expect(buildBudgetBreaks([run(10), slow])).toEqual([
      "5000 posts + 5000 stories: listing page /stories/ 400 KB > 100 KB",
      "5000 posts + 5000 stories: feed 900 KB > 100 KB",
      "5000 posts + 5000 stories: peak memory 2000 MB > 1536 MB",
      "5000 posts + 5000 stories: clean build 180 s > 150 s",
    ])
  })

  it("holds listing size at every size but time and memory only at the largest", () => {
    const small = run(1000, { wallS: 180, peakMemoryMb: 2000, largestListing: { path: "/", kb: 120 } })
    expect(buildBudgetBreaks([small])).toEqual(["1000 posts + 1000 stories: listing page / 120 KB > 100 KB"])
  })
})

describe("reading Lighthouse results", () => {
  const lhr = (performance: number, lcp: number): LighthouseResult => ({
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      "best-practices": { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 700.4 },
      "largest-contentful-paint": { numericValue: lcp },
      "total-blocking-time": { numericValue: 120 },
      "cumulative-layout-shift": { numericValue: 0.0004 },
      "network-requests": {
        details: {
          items: [
            { resourceType: "Document", transferSize: 10240 },
            { resourceType: "Script", transferSize: 51200 },
            { resourceType: "Script", transferSize: 10240 },
          ],
        },
      },
      "largest-contentful-paint-element": {
        details: { type: "list", items: [{ type: "table", items: [{ node: { type: "node", snippet: '<img  fetchpriority="high">' } }] }] },
      },
    },
  })

  it("takes scores, metrics, bytes and the LCP element from one run", () => {
    expect(figuresOf("/", lhr(0.99, 1100))).toEqual({
      route: "/",
      performance: 99,
      accessibility: 100,
      bestPractices: 96,
      seo: 100,
      fcpMs: 700,
      lcpMs: 1100,
      tbtMs: 120,
      cls: 0,
      scriptKb: 60,
      totalKb: 70,
      lcpElement: '<img fetchpriority="high">',
    })
  })

  it("summarises runs by the median of each figure", () => {
    const runs = [lhr(0.9, 3000), lhr(0.99, 1000), lhr(0.97, 1200), lhr(0.98, 1100), lhr(0.99, 900)].map((run) => figuresOf("/", run))
    const summary = medianFigures(runs)
    expect(summary.performance).toBe(98)
    expect(summary.lcpMs).toBe(1100)
    expect(median([4, 1, 3, 2])).toBe(2.5)
  })
})

describe("the machine's state beside the figures", () => {
  it("names the load, the cores, their model and the memory free", () => {
    const note = machineNote({ load: [2.456, 1, 0.5], cpus: 2, cpuModel: "AMD EPYC", memoryGb: 23.5, freeMemoryGb: 20.1 })
    expect(note).toBe("load average 2.46 / 1.00 / 0.50 (1 / 5 / 15 min) on 2 CPU cores (AMD EPYC), 20.1 of 23.5 GB memory free")
  })

  it("reads Lighthouse's benchmark index of each load and sums them up", () => {
    expect(benchmarkIndexOf({ categories: {}, audits: {}, environment: { benchmarkIndex: 1712.5 } })).toBe(1712.5)
    expect(benchmarkIndexOf({ categories: {}, audits: {} })).toBeUndefined()
    expect(benchmarkNote([1700, 1500.4, 1810])).toContain("median 1700, 1500-1810 over 3 load(s)")
    expect(benchmarkNote([])).toBe("Lighthouse reported no benchmark index.")
  })
})

describe("the results file", () => {
  it("replaces its own section and keeps the other benchmark's", () => {
    const first = replaceSection("# Results\n", "lighthouse", "old table")
    const both = replaceSection(first, "build-scale", "build table")
    const updated = replaceSection(both, "lighthouse", "new table")
    expect(updated).toContain("new table")
    expect(updated).not.toContain("old table")
    expect(updated).toContain("build table")
    expect(updated.indexOf("new table")).toBeLessThan(updated.indexOf("build table"))
  })
})

describe("a publish on GitHub's runners, step by step", () => {
  const measuredSteps = (buildS: number): PublishJobStep[] => [
    { step: "Unpack the installed dependencies", seconds: 12, source: "measured", note: "" },
    { step: "Build", seconds: buildS, source: "measured", note: "" },
  ]

  it("adds the steps only GitHub and Firebase run, each marked as documented or assumed, with the cache's download from the archives' size", () => {
    const cited = citedPublishSteps({ archiveMb: 400, checkouts: 1 })
    expect(cited.every((step) => step.source !== "measured" && step.note.length > 0)).toBe(true)
    expect(cited.find((step) => /download/.test(step.step))?.seconds).toBe(400 / CACHE_DOWNLOAD_MB_PER_S)
    expect(citedPublishSteps({ archiveMb: 800, checkouts: 1 }).find((step) => /download/.test(step.step))?.seconds).toBe(800 / CACHE_DOWNLOAD_MB_PER_S)
    // Each checkout's transfer is counted: a second one (main's head not yet passed) adds its own.
    const transfer = (checkouts: number) => citedPublishSteps({ archiveMb: 400, checkouts }).find((step) => /checkout/.test(step.step))?.seconds ?? 0
    expect(transfer(2)).toBe(2 * transfer(1))
    expect(transfer(1)).toBeGreaterThan(0)
  })

  it("holds a warm publish at the demo content to 90 s end to end", () => {
    const cited = citedPublishSteps({ archiveMb: 400, checkouts: 1 })
    const fits = [...measuredSteps(10), ...cited]
    expect(publishJobTotal(fits)).toBeLessThanOrEqual(PUBLISH_JOB_BUDGET.demoWarmS)
    expect(publishJobBreaks(fits)).toEqual([])
    // The same publish with the three minutes of npm ci a fresh install costs breaks it.
    const withInstall = [...fits, { step: "npm ci", seconds: 180, source: "measured" as const, note: "" }]
    expect(publishJobBreaks(withInstall)).toEqual([`a warm publish at the demo content, step by step: ${publishJobTotal(withInstall)} s > 90 s`])
  })
})
