/**
 * The speed and size budgets the site is held to, and the check that names each one a report
 * breaks. Pure: the benchmarks gather the figures, this module only judges them. What does not
 * depend on the machine (bytes, layout shift, the accessibility, best-practices and SEO scores) is
 * held to absolute figures; what does (a page's timings and the Performance score made of them) is
 * held only against a peer (another Gatsby site) measured in the same run, round by round, since
 * absolute timings move between runs and between machines and a peer's move with ours.
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

/** Absolute budgets: figures that are the same on any machine. */
export const BUDGETS = {
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
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

/**
 * Every timed route of ours (the story aside, see holdsTimings) against the peer's home page, each
 * figure the median over the same rounds. The peer's home, not its post, for every route, our post
 * included: it is the peer's listing page, like most of ours, and the steadier of its two (its
 * post's LCP falls in two bands, 853-2,260 ms, and its layout shift keeps its Performance at 90).
 *
 * Chosen from twelve runs beside gatsby-starter-blog on a 2-core machine (bench/RESULTS.md) and
 * one on a slower machine of the same kind (there every route's TBT was 157-599 ms, LCP 1.3-1.5 s,
 * Performance 85-96, while our home and post were 0.68x and 0.59x the starter's LCP, 0.56x and
 * 0.54x its TBT):
 * - LCP at most 0.85x: the starter's median moved between 1,367 and 1,835 ms from run to run (its
 *   first paint falls in two bands), and our slowest route reached 0.80x in its fastest run, so
 *   0.8x breaks by chance. Our pages before their LCP work (1.2-1.36 s, 0.86x) break it.
 * - TBT at most the starter's own plus 100 ms: where both sites' medians are 0-70 ms (ours mostly
 *   Chromium's commit of the document, counted on ours because it paints first), a ratio alone
 *   breaks by chance: our home over the starter's went from 0.55x to 11.5x between runs, 1.4x and
 *   6.4x in two runs of one build. The 100 ms is that noise (our slowest route's median reached
 *   100 ms). On a slower machine the starter's own TBT dominates the limit; the ratio is 1, not our
 *   home's 0.56x, because our routes there spread up to four times our fastest. Our home as first
 *   measured beside the starter (TBT 321 against 68 ms, LCP 2.1 against 1.0 s) breaks both.
 * - /contact/'s TBT also at most half the starter's (TBT_SHARES), or 50 ms where half is less: in
 *   the runs of December 2026 every other route's TBT was a small fraction of the starter's
 *   (104-158 ms on a loaded machine) and /contact/'s 0.6-0.9x, its trace showing a 196 ms task
 *   evaluating zod before anyone touched its form. The other routes are not held to it: on the
 *   slower machine above our home was 0.56x. Under 50 ms a route is within the noise above, which
 *   a ratio would not survive when the starter's own is near nought.
 * - Performance at least the starter's less 3 points: the score is made of the timings through
 *   Lighthouse's fixed curves; TBT at its limit where the starter's is near nought (100-170 ms)
 *   costs up to about 2 points, and the score is rounded to a whole point. It stays held for what
 *   the two timings leave out (FCP, Speed Index).
 */
/** Routes held to a share of the peer home's TBT besides ROUTE_BUDGETS (see there). */
export const TBT_SHARES: Readonly<Record<string, number>> = { "/contact/": 0.5 }

export const ROUTE_BUDGETS = {
  lcpRatio: 0.85,
  tbtRatio: 1,
  tbtAllowanceMs: 100,
  tbtShareFloorMs: 50,
  performanceBelowPeer: 3,
} as const

/**
 * Every timed route's LCP at most its own FCP plus 50 ms, both medians of the same loads: the
 * largest paint should be the first paint. A relation within one run, so held with or without a
 * peer. Lighthouse's simulation (Lantern) counts, for LCP and not for FCP, every request that
 * finished and every script that ran before the observed largest paint, whether the paint needed
 * it or not; each such request costs a simulated round trip (150 ms) or more after the HTML, so a
 * page that fetches or runs anything but what its first paint needs before that paint breaks this
 * (docs/speed.md). The web story is left out, as for every timing (holdsTimings).
 */
export const PAINT_BUDGETS = {
  lcpAfterFcpMs: 50,
  /**
   * A route whose largest paint is a photo (the home hero, the portrait on /about/, a post's or the
   * blog's first cover): the photo is a request of its own, which the simulation starts only once the
   * HTML is in, so its paint comes one round trip (150 ms) and its bytes after the text's. Only a
   * photo inside the HTML's first round trip (about 3 KB next to these pages) would paint with the
   * text, which the demo's drawings would fit and her own photos would not (docs/speed.md): so the
   * limit allows that one round trip and 50 ms, and still breaks a photo found late or a second trip.
   */
  photoLcpAfterFcpMs: 200,
} as const

/** Whether Lighthouse named an image as the route's largest paint (its snippet, lcpElementOf). */
const paintsPhotoLast = ({ lcpElement }: Pick<PageFigures, "lcpElement">): boolean => /^<img\b/.test(lcpElement)

/** Against the peer's builds at the same posts. */
export const PEER_BUDGETS = {
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
  ["accessibility", "Accessibility"],
  ["bestPractices", "Best Practices"],
  ["seo", "SEO"],
] as const

/**
 * Every absolute budget a Lighthouse report breaks, one line each naming the page, the figure and
 * the limit. Timings are not judged here: see routeTimingBreaks.
 */
export const lighthouseBudgetBreaks = ({ pages, home }: LighthouseReport): string[] => {
  const breaks: string[] = []
  for (const page of pages) {
    for (const [key, label] of SCORES) {
      if (page[key] < BUDGETS[key]) breaks.push(`${page.route}: ${label} ${page[key]} < ${BUDGETS[key]}`)
    }
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

/** The limits a timed route is held to, from the peer's home page measured in the same rounds. */
export interface RouteLimits {
  lcpMs: number
  tbtMs: number
  performance: number
}

/** A route's TBT_SHARES limit against the peer's home, never under the noise floor; null for a route without one. */
export const tbtShareLimit = (route: string, peerHome: PageFigures): number | null => {
  const share = TBT_SHARES[route]
  return share === undefined ? null : Math.max(ROUTE_BUDGETS.tbtShareFloorMs, times(share, peerHome.tbtMs))
}

export const routeLimits = (peerHome: PageFigures): RouteLimits => ({
  lcpMs: times(ROUTE_BUDGETS.lcpRatio, peerHome.lcpMs),
  tbtMs: times(ROUTE_BUDGETS.tbtRatio, peerHome.tbtMs) + ROUTE_BUDGETS.tbtAllowanceMs,
  performance: peerHome.performance - ROUTE_BUDGETS.performanceBelowPeer,
})

/**
 * Every timing budget a route breaks against the peer's home page (ROUTE_BUDGETS), one line each
 * naming the route, the figure, the peer's and the limit. Web stories are left out (holdsTimings).
 */
export const routeTimingBreaks = (peerName: string, peerHome: PageFigures, pages: readonly PageFigures[]): string[] => {
  const limits = routeLimits(peerHome)
  const { lcpRatio, tbtRatio, tbtAllowanceMs, performanceBelowPeer } = ROUTE_BUDGETS
  const against = `${peerName} ${peerHome.route}`
  const breaks: string[] = []
  for (const page of pages.filter(({ route }) => holdsTimings(route))) {
    if (page.lcpMs > limits.lcpMs) {
      breaks.push(`${page.route}: LCP ${page.lcpMs} ms > ${lcpRatio}x ${against}'s ${peerHome.lcpMs} ms (${limits.lcpMs} ms)`)
    }
    if (page.tbtMs > limits.tbtMs) {
      const share = tbtRatio === 1 ? "" : `${tbtRatio}x `
      breaks.push(`${page.route}: TBT ${page.tbtMs} ms > ${share}${against}'s ${peerHome.tbtMs} ms + ${tbtAllowanceMs} ms (${limits.tbtMs} ms)`)
    }
    const shareLimit = tbtShareLimit(page.route, peerHome)
    if (shareLimit !== null && page.tbtMs > shareLimit) {
      breaks.push(`${page.route}: TBT ${page.tbtMs} ms > ${TBT_SHARES[page.route]}x ${against}'s ${peerHome.tbtMs} ms (${shareLimit} ms, at least ${ROUTE_BUDGETS.tbtShareFloorMs} ms)`)
    }
    if (page.performance < limits.performance) {
      breaks.push(`${page.route}: Performance ${page.performance} < ${against}'s ${peerHome.performance} - ${performanceBelowPeer} (${limits.performance})`)
    }
  }
  return breaks
}

/**
 * Every route whose largest paint comes more than PAINT_BUDGETS.lcpAfterFcpMs after its own first
 * paint (photoLcpAfterFcpMs when that paint is a photo), one line each naming the route, both
 * figures and the limit. Web stories are left out (holdsTimings).
 */
export const paintGapBreaks = (pages: readonly PageFigures[]): string[] =>
  pages
    .filter(({ route }) => holdsTimings(route))
    .map((page) => ({ ...page, allowed: paintsPhotoLast(page) ? PAINT_BUDGETS.photoLcpAfterFcpMs : PAINT_BUDGETS.lcpAfterFcpMs }))
    .filter(({ fcpMs, lcpMs, allowed }) => lcpMs > fcpMs + allowed)
    .map(({ route, fcpMs, lcpMs, allowed }) => `${route}: LCP ${lcpMs} ms > its FCP ${fcpMs} ms + ${allowed} ms (${fcpMs + allowed} ms)`)

/**
 * Every budget against the peer a compared pair of pages breaks: no more script bytes than the
 * peer's page (bytes, the same on any machine; the pair's timings are held as every route's are).
 */
export const peerPageBudgetBreaks = (peerName: string, comparisons: readonly PageComparison[]): string[] =>
  comparisons
    .filter(({ ours, peer }) => ours.scriptKb > peer.scriptKb)
    .map(({ ours, peer }) => `${ours.route} against ${peerName} ${peer.route}: script ${ours.scriptKb} KB > ${peer.scriptKb} KB`)

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

/**
 * What a visitor and the coach wait for on a slow phone (bench/waits.ts): medians over the rounds,
 * in Chromium at 375 px with Lighthouse's mobile throttling (slow 4G, CPU 4x), against the local
 * backend with its functions warm.
 */
export interface WaitFigures {
  /** From the tap on "Book a time" to the first free time on screen, the button seen a moment before. */
  clickToFirstTimeMs: number
  /** The same tap made the moment the page can take it, with no moment of intent before: recorded, not held. */
  tapAtOnceToFirstTimeMs: number
  /** From "Sign in" in the studio to its heading and first desk region, loaded. */
  signInToDeskMs: number
}

/**
 * - A free time within a second of the tap: the issue's goal for a visitor on a phone, and the
 *   limit past which a wait breaks the flow of a task (RAIL's "response" for a navigation-like action).
 * - The desk within 3 s of "Sign in": two round trips to Auth (the sign-in, then the account's
 *   claims) and one to the first list cost at least 1.7 s at the simulated latency of 562.5 ms a
 *   request, and the desk's code and first render take about another second at 4x CPU; the desk
 *   took about 4 s unthrottled when the studio's entry file had grown to 272 KB (under 1 s before).
 */
export const WAIT_BUDGETS = {
  clickToFirstTimeMs: 1000,
  signInToDeskMs: 3000,
} as const

/** Every wait budget broken, one line each with the figure and the limit. */
export const waitBudgetBreaks = (figures: WaitFigures): string[] => {
  const breaks: string[] = []
  if (figures.clickToFirstTimeMs > WAIT_BUDGETS.clickToFirstTimeMs) {
    breaks.push(`"Book a time" to the first free time: ${figures.clickToFirstTimeMs} ms > ${WAIT_BUDGETS.clickToFirstTimeMs} ms`)
  }
  if (figures.signInToDeskMs > WAIT_BUDGETS.signInToDeskMs) {
    breaks.push(`studio sign-in to a usable desk: ${figures.signInToDeskMs} ms > ${WAIT_BUDGETS.signInToDeskMs} ms`)
  }
  return breaks
}

/** Seconds from the publish call until the local live site serves her words (bench/publish-latency.ts). */
export interface PublishFigures {
  /** Generated posts added to the demo content. */
  posts: number
  /** A post, the first build (no Gatsby cache): recorded, not held. */
  coldS: number
  /** A post, a page and the settings, each a warm rebuild. */
  warmS: number
  pageWarmS: number
  settingsWarmS: number
}

/** Publish to live, warm, for a post, a page and the settings alike: 20 s at the demo content, 45 s at 1,000 posts (and more). */
export const PUBLISH_BUDGETS = {
  demoWarmS: 20,
  largePosts: 1000,
  largeWarmS: 45,
} as const

/** Every publish budget broken; sizes between the demo content and 1,000 posts (quick tries) are not held. */
export const publishBudgetBreaks = (runs: readonly PublishFigures[]): string[] => {
  const breaks: string[] = []
  for (const run of runs) {
    const limit = run.posts === 0 ? PUBLISH_BUDGETS.demoWarmS : run.posts >= PUBLISH_BUDGETS.largePosts ? PUBLISH_BUDGETS.largeWarmS : null
    if (limit === null) continue
    const size = run.posts === 0 ? "demo content" : `${run.posts} posts`
    for (const [what, seconds] of [["post", run.warmS], ["page", run.pageWarmS], ["settings", run.settingsWarmS]] as const) {
      if (seconds > limit) breaks.push(`${size}: publish to live (${what}, warm) ${seconds} s > ${limit} s`)
    }
  }
  return breaks
}

/** One step of a publish run on GitHub's runners (bench/publish-job.ts): timed here, or taken from the provider. */
export interface PublishJobStep {
  step: string
  seconds: number
  /** Timed on this machine; from the provider's documentation; or assumed where the provider gives no figure. */
  source: "measured" | "documented" | "assumed"
  note: string
}

/** A warm publish at the demo content, from her tap to the site live, by the step-by-step estimate: about a minute, 90 s at most. */
export const PUBLISH_JOB_BUDGET = { demoWarmS: 90 } as const

/**
 * Throughput assumed for actions/cache's download on a GitHub-hosted runner: GitHub publishes none;
 * restore logs in public repositories show 20-50 MB/s, so the low end.
 */
export const CACHE_DOWNLOAD_MB_PER_S = 20

/**
 * The publish job's steps that only GitHub's and Firebase's machines do, each at the top of its
 * range, for archives of `archiveMb` (the two caches, compressed) and `checkouts` checkouts.
 */
export const citedPublishSteps = ({ archiveMb, checkouts }: { archiveMb: number; checkouts: number }): PublishJobStep[] => [
  {
    step: "From her tap to the job running (the dispatch, a runner, 'Set up job')",
    seconds: 15,
    source: "assumed",
    note: "GitHub gives no figure for a hosted runner's start; a community sample of 59 jobs started a median 2 s after they were created (github.com/orgs/community/discussions/210841); the studio's callable and GitHub's 204 are well under a second each",
  },
  {
    step: `actions/checkout's transfer from GitHub, ${checkouts === 1 ? "once" : `${checkouts} times`}, depth 1`,
    seconds: 2 * checkouts,
    source: "assumed",
    note: "one commit of the repository each (a few MB), 2 s each",
  },
  { step: "actions/setup-node, Node 24", seconds: 3, source: "documented", note: "setup-node takes a version the runner image keeps in its tool cache before downloading one (actions/setup-node's README); the seconds are assumed" },
  {
    step: "actions/cache: download of both archives",
    seconds: Math.round((archiveMb / CACHE_DOWNLOAD_MB_PER_S) * 10) / 10,
    source: "assumed",
    note: `${archiveMb} MB at ${CACHE_DOWNLOAD_MB_PER_S} MB/s: GitHub documents the cache's limits (10 GB a repository, entries unused for 7 days evicted), not its speed`,
  },
  { step: "google-github-actions/auth (federation)", seconds: 3, source: "assumed", note: "two token exchanges (Security Token Service, then IAM Credentials)" },
  { step: "The build's reads of Firestore (her published stories, posts, pages, settings)", seconds: 3, source: "assumed", note: "a handful of queries from the runner to europe-west2; demo mode reads none here" },
  {
    step: "firebase deploy --only hosting: hashing, upload of the changed files, release",
    seconds: 20,
    source: "documented",
    note: "the CLI uploads only files whose hash the new version lacks, then finalises the version and releases it (Firebase Hosting's REST flow: versions.populateFiles, upload, versions.patch FINALIZED, releases.create); a publish changes its page, listings, page-data and the sitemap; the seconds are assumed",
  },
]

/** The whole estimate, in seconds. */
export const publishJobTotal = (steps: readonly PublishJobStep[]): number => Math.round(steps.reduce((sum, step) => sum + step.seconds, 0))

/** The publish estimate's budget, if broken. */
export const publishJobBreaks = (steps: readonly PublishJobStep[]): string[] => {
  const total = publishJobTotal(steps)
  return total > PUBLISH_JOB_BUDGET.demoWarmS ? [`a warm publish at the demo content, step by step: ${total} s > ${PUBLISH_JOB_BUDGET.demoWarmS} s`] : []
}
