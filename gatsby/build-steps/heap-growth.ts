import { setFlagsFromString } from "node:v8"

/**
 * How far V8 lets the heap grow past what a full garbage collection left alive, in per cent, in
 * `gatsby build`. Left to itself V8 grows the old generation up to four times the live size while
 * a process allocates quickly, and gives nothing back until it collects: the browser bundle's
 * compilation left the build's main process holding a 600 MB heap of which about 210 MB was alive
 * (1,000 posts, sampled each second), and the query worker at 5,000 posts and stories did the same.
 * Capped at 20 %, three clean builds at 1,000 posts peaked at 935-1,001 MB against 1,214-1,295 MB
 * without it; at 5,000 posts and 5,000 stories, capped at 10-30 %, at 1,399-1,480 MB against 2,013 MB.
 * The cost is more frequent collections: more CPU time, which bench/RESULTS.md records beside it.
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
  if (command === "build") setFlagsFromString(heapGrowthFlag(BUILD_HEAP_GROWING_PERCENT))
}
