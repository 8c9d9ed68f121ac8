/**
 * The sections of bench/RESULTS.md that set this site beside a peer: the compared pages figure by
 * figure, and the builds at the same content sizes, each with ours over the peer's.
 */
import {
  BUDGETS,
  PEER_BUDGETS,
  ratio,
  ROUTE_BUDGETS,
  routeLimits,
  SCALE_BUDGET_SIZE,
  TBT_SHARES,
  tbtShareLimit,
  type BuildComparison,
  type BuildFigures,
  type PageComparison,
  type PageFigures,
} from "./budgets"
import { markdownTable } from "./results-file"

export interface PeerNote {
  name: string
  commit: string
}

/** "Every budget met." or the list of broken ones. */
export const breaksText = (breaks: readonly string[]): string =>
  breaks.length === 0 ? "Every budget met." : `Budgets broken:\n\n${breaks.map((line) => `- ${line}`).join("\n")}`

const FIGURES: ReadonlyArray<readonly [keyof PageFigures & string, string]> = [
  ["performance", "Performance"],
  ["fcpMs", "FCP ms"],
  ["lcpMs", "LCP ms"],
  ["tbtMs", "TBT ms"],
  ["cls", "CLS"],
  ["scriptKb", "Script KB"],
  ["totalKb", "Total KB"],
]

const LABELS = ["home", "post"]

/** One row per figure; for each compared pair, our page, the peer's and ours over the peer's. */
export const comparisonTable = (peerName: string, comparisons: readonly PageComparison[]): string =>
  markdownTable(
    [
      "Figure",
      ...comparisons.flatMap(({ ours, peer }, index) => {
        const label = LABELS[index] ?? "page"
        return [`Our ${label} \`${ours.route}\``, `${peerName} ${label} \`${peer.route}\``, "Ours / peer"]
      }),
    ],
    FIGURES.map(([field, label]) => [
      label,
      ...comparisons.flatMap(({ ours, peer }) => {
        const [a, b] = [ours[field], peer[field]] as [number, number]
        return [a, b, ratio(a, b)]
      }),
    ]),
  )

export interface PeerPagesRun {
  peer: PeerNote
  /** The folder as it was given on the command line. */
  folder: string
  runs: number
  /** "" for a full run, else a note that it was a quick try. */
  settings: string
  measuredAt: string
  load: string
  comparisons: readonly PageComparison[]
  breaks: readonly string[]
}

export const peerPagesSection = ({ peer, folder, runs, settings, measuredAt, load, comparisons, breaks }: PeerPagesRun): string =>
  [
    `## Beside ${peer.name} (\`npm run bench -- --peer ${folder}\`)`,
    "",
    `The peer: \`${peer.name}\` at commit ${peer.commit}, installed and built in a scratch copy of its folder, served by the same Hosting emulator ` +
      "with this site's compression and headers, caching and security alike, so each response costs both sites the same bytes of headers; " +
      "the peer's Content-Security-Policy is this site's opened for its inline scripts and data: images.",
    `Both sites measured in one run, round by round: each of ${runs} round(s) measures every page of both once; medians${settings}. ` +
      `Measured ${measuredAt}, ${load} at the start.`,
    "",
    comparisonTable(peer.name, comparisons),
    "",
    `Budgets against the peer's page: no more script bytes, CLS ${BUDGETS.cls} (held for every page above). ` +
      "The timings of our home and post are held as every route's are, against the peer's home (the Lighthouse section).",
    "",
    breaksText(breaks),
  ].join("\n")

/**
 * What the run did with the route timings: with a peer, the limits every timed route was held to,
 * from the peer's home page; without one, that they were reported and not judged.
 */
/** The routes held to a share of the peer's TBT as well (TBT_SHARES), each with its limit in this run. */
const tbtSharesText = (home: PageFigures): string =>
  Object.entries(TBT_SHARES)
    .map(([route, share]) => ` and ${route}'s at most ${share}x its own (${tbtShareLimit(route, home)} ms, at least ${ROUTE_BUDGETS.tbtShareFloorMs} ms)`)
    .join("")

export const routeTimingsText = (peer?: { name: string; home: PageFigures }): string => {
  const facts = "The timings above (Performance, FCP, LCP, TBT) are facts of this machine at the time, not budgets in themselves."
  if (!peer) {
    return (
      `${facts} Route timings not judged in this run: they are held only against a peer site's home page measured in the same run ` +
      "(`npm run bench -- --peer <folder>`, docs/benchmark-peer.md)."
    )
  }
  const { name, home } = peer
  const limits = routeLimits(home)
  const { lcpRatio, tbtRatio, tbtAllowanceMs, performanceBelowPeer } = ROUTE_BUDGETS
  const tbtShare = tbtRatio === 1 ? "its own" : `${tbtRatio}x its own`
  return (
    `${facts} Each timed route is held against ${name}'s home page \`${home.route}\`, measured in the same rounds ` +
    `(Performance ${home.performance}, LCP ${home.lcpMs} ms, TBT ${home.tbtMs} ms): LCP at most ${lcpRatio}x (${limits.lcpMs} ms), ` +
    `TBT at most ${tbtShare} plus ${tbtAllowanceMs} ms (${limits.tbtMs} ms)${tbtSharesText(home)}, Performance at least its own less ${performanceBelowPeer} ` +
    `(${limits.performance}). A web story's timings are not held: the benchmark blocks its AMP runtime, without which the page stays hidden.`
  )
}

const buildRow = (site: string, run: BuildFigures): Array<string | number> => [
  site,
  `${run.posts} + ${run.stories}`,
  run.wallS,
  run.cpuS,
  run.peakMemoryMb,
  run.pages,
  `${run.largestListing.path} ${run.largestListing.kb} KB`,
  run.feedKb,
  run.publicMb,
]

/** Clean build time per page written, in milliseconds. */
const msPerPage = (run: BuildFigures): number => (run.wallS * 1000) / run.pages

/**
 * The sizes at which the peer wrote fewer pages than the posts it was given: a site builds the pages
 * its own code creates (gatsby-starter-blog asks its createPages query for at most 1,000 posts), so
 * there the builds compare unequal work, which a reader of the ratios should know.
 */
export const fewerPagesNote = (peerName: string, comparisons: readonly BuildComparison[]): string => {
  const short = comparisons.filter(({ posts, peer }) => peer.pages < posts)
  if (short.length === 0) return ""
  const sizes = short.map(({ posts, peer, ours }) => `at ${posts} posts ${peerName} wrote ${peer.pages} pages and this site ${ours.pages}`)
  return (
    `Fewer pages than posts: ${sizes.join("; ")}. Each site builds the pages its own code creates, so there the clean builds ` +
    "compare unequal work; the time per page written is given beside the ratios for that reason (the budgets are on the builds as they are)."
  )
}

export interface PeerBuildRun {
  peer: PeerNote
  folder: string
  settings: string
  measuredAt: string
  load: string
  /** Per size: the peer, ours with the same posts only, ours with as many stories too. */
  sizes: ReadonlyArray<{ comparison: BuildComparison; withStories: BuildFigures }>
  breaks: readonly string[]
}

export const peerBuildSection = ({ peer, folder, settings, measuredAt, load, sizes, breaks }: PeerBuildRun): string =>
  [
    `## Build beside ${peer.name} (\`npm run bench:build -- --peer ${folder}\`)`,
    "",
    `The same generated posts added to \`${peer.name}\` (commit ${peer.commit}) and to this site, each size built clean in a scratch copy of each, ` +
      `one after the other in one run after one unmeasured build of each with its own content${settings}; measured ${measuredAt}, ${load} at the start.`,
    "Peak memory is the resident memory of the whole build process tree, sampled every 200 ms. Pages are the HTML pages each build wrote " +
      "(a site builds the pages its own code creates). Listing pages are the home page and every page of /blog/ and /stories/.",
    "",
    markdownTable(
      ["Site", "Posts + stories", "Clean build s", "CPU s", "Peak memory MB", "Pages", "Largest listing page", "Feed KB", "public/ MB"],
      sizes.flatMap(({ comparison, withStories }) => [
        buildRow(peer.name, comparison.peer),
        buildRow("this site", comparison.ours),
        buildRow("this site", withStories),
      ]),
    ),
    "",
    markdownTable(
      ["Posts", "Clean build, ours / peer", "CPU, ours / peer", "Peak memory, ours / peer", "Clean build ms per page written, ours / peer"],
      sizes.map(({ comparison: { posts, ours, peer: theirs } }) => [
        posts,
        ratio(ours.wallS, theirs.wallS),
        ratio(ours.cpuS, theirs.cpuS),
        ratio(ours.peakMemoryMb, theirs.peakMemoryMb),
        `${Math.round(msPerPage(ours))} / ${Math.round(msPerPage(theirs))}`,
      ]),
    ),
    "",
    ...[fewerPagesNote(peer.name, sizes.map(({ comparison }) => comparison))].filter(Boolean).flatMap((note) => [note, ""]),
    `Budgets at each size, ours with the same posts: clean build within ${PEER_BUDGETS.buildTimeRatio}x the peer's time and within its peak memory. ` +
      `With as many stories added, at ${SCALE_BUDGET_SIZE} posts: clean build <= ${BUDGETS.cleanBuildS} s, ` +
      `peak memory <= ${BUDGETS.peakMemoryMb} MB; at every size, listing pages and the feed <= ${BUDGETS.listingKb} KB.`,
    "",
    breaksText(breaks),
  ].join("\n")
