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
  if (command === "build") setFlagsFromString(heapGrowthFlag(BUILD_HEAP_GROWING_PERCENT))
}
