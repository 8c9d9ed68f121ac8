/** @jest-environment node */
import { BUDGETS, buildBudgetBreaks, lighthouseBudgetBreaks, median, type BuildFigures, type PageFigures } from "../bench/budgets"
import { figuresOf, medianFigures, type LighthouseResult } from "../bench/lighthouse-figures"
import { replaceSection } from "../bench/results-file"

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

describe("the Lighthouse budget check", () => {
  it("passes a report within every budget", () => {
    expect(lighthouseBudgetBreaks({ pages: [goodPage, { ...goodPage, route: "/blog/" }], home: goodHome })).toEqual([])
  })

  it("names every broken budget with the page, the figure and the limit", () => {
    const broken: PageFigures = {
      ...goodPage,
      route: "/blog/",
      performance: 93,
      accessibility: 98,
      bestPractices: 96,
      seo: 92,
      lcpMs: 2100,
      tbtMs: 321,
      cls: 0.02,
    }
    expect(lighthouseBudgetBreaks({ pages: [goodPage, broken], home: { firstLoadJsKb: 106, htmlKb: 31 } })).toEqual([
      "/blog/: Performance 93 < 98",
      "/blog/: Accessibility 98 < 100",
      "/blog/: Best Practices 96 < 100",
      "/blog/: SEO 92 < 100",
      "/blog/: LCP 2100 ms > 1200 ms",
      "/blog/: TBT 321 ms > 150 ms",
      "/blog/: CLS 0.02 > 0",
      "/: first-load JavaScript 106 KB gzip > 85 KB",
      "/: HTML 31 KB gzip > 30 KB",
    ])
  })

  it("accepts figures exactly at the limits", () => {
    const edge = { ...goodPage, performance: 98, lcpMs: BUDGETS.lcpMs, tbtMs: BUDGETS.tbtMs }
    expect(lighthouseBudgetBreaks({ pages: [edge], home: { firstLoadJsKb: 85, htmlKb: 30 } })).toEqual([])
  })
})

describe("the build-scale budget check", () => {
  const run = (size: number, changes: Partial<BuildFigures> = {}): BuildFigures => ({
    posts: size,
    stories: size,
    wallS: 100,
    cpuS: 150,
    peakMemoryMb: 1200,
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
    const slow = run(5000, { wallS: 180, peakMemoryMb: 2000, warmRebuildS: 20, largestListing: { path: "/stories/", kb: 400 }, feedKb: 900 })
    expect(buildBudgetBreaks([run(10), slow])).toEqual([
      "5000 posts + 5000 stories: listing page /stories/ 400 KB > 100 KB",
      "5000 posts + 5000 stories: feed 900 KB > 100 KB",
      "5000 posts + 5000 stories: peak memory 2000 MB > 1536 MB",
      "5000 posts + 5000 stories: clean build 180 s > 150 s",
      "5000 posts + 5000 stories: warm rebuild 20 s > 12 s",
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
