/**
 * The speed and size budgets the site is held to, and the check that names each one a report
 * breaks. Pure: the benchmarks gather the figures, this module only judges them. Some budgets are
 * absolute; the others compare this site with a peer (another Gatsby site) measured in the same run,
 * since absolute figures move between runs on a shared machine and a peer's move with ours.
 */
import { STORY_PAGE_PATTERN } from "../contract/routes"

/** Median figures of one page across the Lighthouse runs. */
export interface PageFigures {
  route: string
  /** Category scores, 0-100. */
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  scriptKb: number
  totalKb: number
  lcpElement: string
}

/** Sizes read from the built files, gzipped as the CDN sends them. */
export interface HomeSizes {
  firstLoadJsKb: number
  htmlKb: number
}

export interface LighthouseReport {
  pages: PageFigures[]
  home: HomeSizes
}

/** One content size of the build-scale benchmark. */
export interface BuildFigures {
  posts: number
  stories: number
  wallS: number
  cpuS: number
  peakMemoryMb: number
  /** HTML pages the build wrote. */
  pages: number
  largestListing: { path: string; kb: number }
  feedKb: number
  publicMb: number
  /** Measured for this site alone (a peer's is not compared). */
  warmRebuildS?: number
}

/** A page of ours and the peer's page it is compared with, measured round by round in one run. */
export interface PageComparison {
  ours: PageFigures
  peer: PageFigures
}

/** Our build and the peer's with the same generated posts (ours with no stories added), built in one run. */
export interface BuildComparison {
  posts: number
  ours: BuildFigures
  peer: BuildFigures
}

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 150,
  cls: 0,
  /**
   * React, Gatsby's runtime and styled-components are about 80 KB of it before any of our code, so
   * the limit is the size the home page had when the studio and the form were added, not less.
   */
  homeFirstLoadJsKb: 90,
  homeHtmlKb: 30,
  /** Scale budgets hold at the largest content size (5,000 posts and 5,000 stories). */
  peakMemoryMb: 1536,
  cleanBuildS: 150,
  listingKb: 100,
} as const

/** Against the peer's compared page (ours / the peer's), and against its build at the same posts. */
export const PEER_BUDGETS = {
  lcpRatio: 0.8,
  tbtRatio: 0.8,
  buildTimeRatio: 1.25,
  buildMemoryRatio: 1,
} as const

const STORY = new RegExp(STORY_PAGE_PATTERN)

/**
 * A web story is an AMP document whose runtime is a third party, which the benchmark blocks; without
 * it the page stays hidden, so its timings (Performance, LCP, TBT) do not measure the page and are
 * reported, not held (the routes the speed budgets name are the nine pages, a post, the story list
 * pages and the 404). Its Accessibility, Best Practices, SEO and CLS are held like every page's.
 */
const holdsTimings = (route: string): boolean => !STORY.test(route)

/** Content size from which the build time and memory budgets apply. */
export const SCALE_BUDGET_SIZE = 5000

const SCORES = [
  ["performance", "Performance"],
  ["accessibility", "Accessibility"],
  ["bestPractices", "Best Practices"],
  ["seo", "SEO"],
] as const

/** Every budget a Lighthouse report breaks, one line each naming the page, the figure and the limit. */
export const lighthouseBudgetBreaks = ({ pages, home }: LighthouseReport): string[] => {
  const breaks: string[] = []
  for (const page of pages) {
    for (const [key, label] of SCORES) {
      if (key === "performance" && !holdsTimings(page.route)) continue
      if (page[key] < BUDGETS[key]) breaks.push(`${page.route}: ${label} ${page[key]} < ${BUDGETS[key]}`)
    }
    const timed = holdsTimings(page.route)
    if (timed && page.lcpMs > BUDGETS.lcpMs) breaks.push(`${page.route}: LCP ${page.lcpMs} ms > ${BUDGETS.lcpMs} ms`)
    if (timed && page.tbtMs > BUDGETS.tbtMs) breaks.push(`${page.route}: TBT ${page.tbtMs} ms > ${BUDGETS.tbtMs} ms`)
    if (page.cls > BUDGETS.cls) breaks.push(`${page.route}: CLS ${page.cls} > ${BUDGETS.cls}`)
  }
  if (home.firstLoadJsKb > BUDGETS.homeFirstLoadJsKb) {
    breaks.push(`/: first-load JavaScript ${home.firstLoadJsKb} KB gzip > ${BUDGETS.homeFirstLoadJsKb} KB`)
  }
  if (home.htmlKb > BUDGETS.homeHtmlKb) breaks.push(`/: HTML ${home.htmlKb} KB gzip > ${BUDGETS.homeHtmlKb} KB`)
  return breaks
}

/** Every budget a build-scale run breaks. Listing size holds at every size; time and memory at the largest. */
export const buildBudgetBreaks = (runs: readonly BuildFigures[]): string[] => {
  const breaks: string[] = []
  for (const run of runs) {
    const size = `${run.posts} posts + ${run.stories} stories`
    if (run.largestListing.kb > BUDGETS.listingKb) {
      breaks.push(`${size}: listing page ${run.largestListing.path} ${run.largestListing.kb} KB > ${BUDGETS.listingKb} KB`)
    }
    if (run.feedKb > BUDGETS.listingKb) breaks.push(`${size}: feed ${run.feedKb} KB > ${BUDGETS.listingKb} KB`)
    if (run.posts < SCALE_BUDGET_SIZE && run.stories < SCALE_BUDGET_SIZE) continue
    if (run.peakMemoryMb > BUDGETS.peakMemoryMb) breaks.push(`${size}: peak memory ${run.peakMemoryMb} MB > ${BUDGETS.peakMemoryMb} MB`)
    if (run.wallS > BUDGETS.cleanBuildS) breaks.push(`${size}: clean build ${run.wallS} s > ${BUDGETS.cleanBuildS} s`)
  }
  return breaks
}

const times = (ratio: number, value: number): number => Math.round(ratio * value * 10) / 10

/**
 * Every budget against the peer a page comparison breaks: LCP and TBT at most 0.8x the peer's,
 * Performance at least the peer's, and no more script bytes. (CLS 0 holds for every page of ours
 * already, compared or not.)
 */
export const peerPageBudgetBreaks = (peerName: string, comparisons: readonly PageComparison[]): string[] => {
  const breaks: string[] = []
  for (const { ours, peer } of comparisons) {
    const against = `${ours.route} against ${peerName} ${peer.route}`
    const lcpLimit = times(PEER_BUDGETS.lcpRatio, peer.lcpMs)
    if (ours.lcpMs > lcpLimit) breaks.push(`${against}: LCP ${ours.lcpMs} ms > ${PEER_BUDGETS.lcpRatio}x ${peer.lcpMs} ms (${lcpLimit} ms)`)
    const tbtLimit = times(PEER_BUDGETS.tbtRatio, peer.tbtMs)
    if (ours.tbtMs > tbtLimit) breaks.push(`${against}: TBT ${ours.tbtMs} ms > ${PEER_BUDGETS.tbtRatio}x ${peer.tbtMs} ms (${tbtLimit} ms)`)
    if (ours.performance < peer.performance) breaks.push(`${against}: Performance ${ours.performance} < ${peer.performance}`)
    if (ours.scriptKb > peer.scriptKb) breaks.push(`${against}: script ${ours.scriptKb} KB > ${peer.scriptKb} KB`)
  }
  return breaks
}

/** Every budget against the peer a build comparison breaks: time within 1.25x the peer's, memory within its peak. */
export const peerBuildBudgetBreaks = (peerName: string, comparisons: readonly BuildComparison[]): string[] => {
  const breaks: string[] = []
  for (const { posts, ours, peer } of comparisons) {
    const size = `${posts} posts`
    const timeLimit = times(PEER_BUDGETS.buildTimeRatio, peer.wallS)
    if (ours.wallS > timeLimit) {
      breaks.push(`${size}: clean build ${ours.wallS} s > ${PEER_BUDGETS.buildTimeRatio}x ${peerName}'s ${peer.wallS} s (${timeLimit} s)`)
    }
    const memoryLimit = times(PEER_BUDGETS.buildMemoryRatio, peer.peakMemoryMb)
    if (ours.peakMemoryMb > memoryLimit) {
      breaks.push(`${size}: peak memory ${ours.peakMemoryMb} MB > ${peerName}'s ${peer.peakMemoryMb} MB`)
    }
  }
  return breaks
}

/** Ours over the peer's, to two places ("-" when the peer's is 0). */
export const ratio = (ours: number, peer: number): string => (peer === 0 ? "-" : (ours / peer).toFixed(2))

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
