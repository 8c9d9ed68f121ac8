/**
 * A clean or warm `gatsby build` of one site folder, timed: wall time, CPU time of every process
 * the build starts, and the peak resident memory of the whole process tree.
 */
import { spawn } from "node:child_process"
import { appendFileSync, readFileSync } from "node:fs"
import { join } from "node:path"
import { treeRssMb } from "./process-tree"

export interface TimedBuild {
  wallS: number
  cpuS: number
  peakMemoryMb: number
}

export const round = (value: number, places = 1): number => Math.round(value * 10 ** places) / 10 ** places

/** The environment every benchmarked build runs with: no telemetry, no interactive output. */
export const BUILD_ENV = { GATSBY_TELEMETRY_DISABLED: "1", CI: "1" } as const

/**
 * Runs `gatsby build` in dir (with the Gatsby installed in dir/node_modules) under /usr/bin/time,
 * which counts the CPU of every descendant, while sampling the tree's memory every 200 ms. The
 * build's output is appended to log.
 */
export const timedBuild = (dir: string, log: string): Promise<TimedBuild> =>
  new Promise((done, fail) => {
    const timeFile = join(dir, ".build-time")
    const started = process.hrtime.bigint()
    const child = spawn("/usr/bin/time", ["-f", "%U %S", "-o", timeFile, process.execPath, "node_modules/gatsby/cli.js", "build"], {
      cwd: dir,
      env: { ...process.env, ...BUILD_ENV },
      stdio: ["ignore", "pipe", "pipe"],
    })
    child.stdout.on("data", (chunk: Buffer) => appendFileSync(log, chunk))
    child.stderr.on("data", (chunk: Buffer) => appendFileSync(log, chunk))
    let peak = 0
    const sampler = setInterval(() => {
      if (child.pid) peak = Math.max(peak, treeRssMb(child.pid))
    }, 200)
    child.on("error", fail)
    child.on("exit", (code) => {
      clearInterval(sampler)
      const wallS = Number(process.hrtime.bigint() - started) / 1e9
      if (code !== 0) {
        fail(new Error(`gatsby build failed in ${dir} (exit ${code}); its output is in ${log}`))
        return
      }
      const [user, system] = readFileSync(timeFile, "utf8").trim().split(/\s+/).slice(-2).map(Number)
      done({ wallS: round(wallS), cpuS: round(user + system), peakMemoryMb: Math.round(peak) })
    })
  })
