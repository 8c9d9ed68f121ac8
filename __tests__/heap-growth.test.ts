/**
 * @jest-environment node
 *
 * `gatsby build` caps V8's heap growth (gatsby/build-steps/heap-growth.ts) with a flag set while the
 * process runs, and V8 ignores a flag it does not know without a word: this fails if the Node that
 * builds the site no longer has it, which would quietly bring back the build's earlier peak memory.
 */
import { execFileSync } from "node:child_process"
import { BUILD_HEAP_GROWING_PERCENT, heapGrowthFlag, keepBuildHeapNearLiveSize, SMALL_YOUNG_GENERATION_FLAG, WORKER_YOUNG_GENERATION_FLAG } from "../gatsby/build-steps/heap-growth"

test("the heap-growth flag the build sets is one this Node accepts", () => {
  expect(() => execFileSync(process.execPath, [heapGrowthFlag(BUILD_HEAP_GROWING_PERCENT), "-e", "0"], { stdio: "pipe" })).not.toThrow()
  expect(() => execFileSync(process.execPath, ["--heap-growing-percentage=20", "-e", "0"], { stdio: "pipe" })).toThrow(/bad option/)
})

test.each([SMALL_YOUNG_GENERATION_FLAG, WORKER_YOUNG_GENERATION_FLAG])("the young-generation flag %s, given to processes the build starts, is one this Node accepts", (flag) => {
  expect(() => execFileSync(process.execPath, [flag, "-e", "0"], { stdio: "pipe" })).not.toThrow()
  // Gatsby's workers take it from NODE_OPTIONS, which refuses what it does not allow.
  expect(() => execFileSync(process.execPath, ["-e", "0"], { stdio: "pipe", env: { ...process.env, NODE_OPTIONS: flag } })).not.toThrow()
})

test("gatsby build hands its workers the young-generation flag once, and gatsby develop leaves NODE_OPTIONS alone", () => {
  const before = process.env.NODE_OPTIONS
  try {
    process.env.NODE_OPTIONS = "--trace-warnings"
    keepBuildHeapNearLiveSize("develop")
    expect(process.env.NODE_OPTIONS).toBe("--trace-warnings")
    // The main process and then each worker load gatsby-config.
    keepBuildHeapNearLiveSize("build")
    keepBuildHeapNearLiveSize("build")
    expect(process.env.NODE_OPTIONS).toBe(`--trace-warnings ${WORKER_YOUNG_GENERATION_FLAG}`)
  } finally {
    if (before === undefined) delete process.env.NODE_OPTIONS
    else process.env.NODE_OPTIONS = before
  }
})
