/**
 * The speed and size budgets the site is held to, and the check that names each one a report
 * breaks. Pure: the benchmarks gather the figures, this module only judges them.
 */

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
  largestListing: { path: string; kb: number }
  feedKb: number
  publicMb: number
  warmRebuildS: number
}

export const BUDGETS = {
  performance: 98,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  tbtMs: 150,
  cls: 0,
  homeFirstLoadJsKb: 85,
  homeHtmlKb: 30,
  /** Scale budgets hold at the largest content size (5,000 posts and 5,000 stories). */
  peakMemoryMb: 1536,
  cleanBuildS: 150,
  listingKb: 100,
  warmRebuildS: 12,
} as const

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
      if (page[key] < BUDGETS[key]) breaks.push(`${page.route}: ${label} ${page[key]} < ${BUDGETS[key]}`)
    }
    if (page.lcpMs > BUDGETS.lcpMs) breaks.push(`${page.route}: LCP ${page.lcpMs} ms > ${BUDGETS.lcpMs} ms`)
    if (page.tbtMs > BUDGETS.tbtMs) breaks.push(`${page.route}: TBT ${page.tbtMs} ms > ${BUDGETS.tbtMs} ms`)
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
    if (run.warmRebuildS > BUDGETS.warmRebuildS) breaks.push(`${size}: warm rebuild ${run.warmRebuildS} s > ${BUDGETS.warmRebuildS} s`)
  }
  return breaks
}

/** The middle value (the mean of the two middle ones for an even count). */
export const median = (values: readonly number[]): number => {
  if (values.length === 0) throw new Error("median of no values")
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}
