import { setFlagsFromString } from "node:v8"

/**
 * How far V8 lets the heap grow past what a full garbage collection left alive, in per cent, in
 * `gatsby build`. Left to itself V8 grows the old generation up to four times the live size while
 * a process allocates quickly, and gives nothing back until it collects: the browser bundle's
 * compilation left the build's main process holding a heap about three times what was alive, and
 * the query worker at 5,000 posts and stories did the same. Capped, the build's peak memory falls
 * by a fifth to a third (the builds measured: docs/speed.md). The cost is more frequent
 * collections: more CPU time, which bench/RESULTS.md records beside it.
 */
export const BUILD_HEAP_GROWING_PERCENT = 20

/** The V8 flag that sets it. V8 reads it at every collection, so setting it while running takes effect. */
export const heapGrowthFlag = (percent: number): string => `--heap-growing-percent=${percent}`

/**
 * Called where gatsby-config loads, which `gatsby build` does in its main process and in each of its
 * workers (they inherit gatsby_executing_command from the main process). `gatsby develop` keeps
 * V8's defaults: there speed matters more than the peak.
 */
export const keepBuildHeapNearLiveSize = (command = process.env.gatsby_executing_command): void => {
  if (command !== "build") return
  setFlagsFromString(heapGrowthFlag(BUILD_HEAP_GROWING_PERCENT))
  // Gatsby's workers are started after the main process reads gatsby-config, with its environment;
  // each worker reads gatsby-config too, so the flag is added once. A process given its own flag on
  // the command line (post-html-ahead) keeps that one: Node lets the command line override NODE_OPTIONS.
  const options = process.env.NODE_OPTIONS ?? ""
  if (!options.includes(WORKER_YOUNG_GENERATION_FLAG)) process.env.NODE_OPTIONS = `${options} ${WORKER_YOUNG_GENERATION_FLAG}`.trim()
}

/**
 * V8's young generation for a process the build starts itself. Node 24 gives each process a 64 MB
 * new space, which a process that turns one post after another into HTML fills with garbage and
 * keeps resident; 4 MB semi-spaces hold it to its live size beside the bundles (the figures:
 * docs/speed.md). V8 reads this flag only when a process starts, so it is given on the command line.
 */
export const SMALL_YOUNG_GENERATION_FLAG = "--max-semi-space-size=4"

/** The same for Gatsby's workers, which render pages: twice the room, as they allocate faster. */
export const WORKER_YOUNG_GENERATION_FLAG = "--max-semi-space-size=8"
