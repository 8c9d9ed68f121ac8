/**
 * bench/RESULTS.md holds one section per benchmark; each run replaces its own section and keeps
 * the other, so the Lighthouse table and the build-scale table sit side by side.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs"
import { cpus, freemem, loadavg, totalmem } from "node:os"

export const RESULTS_PATH = "bench/RESULTS.md"

const HEADER = `# Benchmark results

Written by \`npm run bench\` (Lighthouse) and \`npm run bench:build\` (build at scale). Budgets are in
\`bench/budgets.ts\`; docs/speed.md says how to reproduce these figures.
`

/** Replaces (or adds) the section between `<!-- name:start -->` and `<!-- name:end -->`. */
export const replaceSection = (document: string, name: string, body: string): string => {
  const start = `<!-- ${name}:start -->`
  const end = `<!-- ${name}:end -->`
  const block = `${start}\n${body.trim()}\n${end}`
  const from = document.indexOf(start)
  const to = document.indexOf(end)
  if (from >= 0 && to > from) return `${document.slice(0, from)}${block}${document.slice(to + end.length)}`
  return `${document.trimEnd()}\n\n${block}\n`
}

export const writeResultsSection = (name: string, body: string): void => {
  const current = existsSync(RESULTS_PATH) ? readFileSync(RESULTS_PATH, "utf8") : HEADER
  writeFileSync(RESULTS_PATH, replaceSection(current, name, body))
}

/** A Markdown table from a header row and rows of cells (pipes in cells are escaped). */
export const markdownTable = (head: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number>>): string => {
  const cell = (value: string | number): string => String(value).replace(/\|/g, "\\|")
  return [
    `| ${head.join(" | ")} |`,
    `| ${head.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`),
  ].join("\n")
}

/** What the operating system says of the machine at one moment of a run. */
export interface MachineState {
  /** Load average over 1, 5 and 15 minutes. */
  load: readonly number[]
  cpus: number
  cpuModel: string
  memoryGb: number
  freeMemoryGb: number
}

const gb = (bytes: number): number => Math.round((bytes / 2 ** 30) * 10) / 10

export const readMachine = (): MachineState => ({
  load: loadavg(),
  cpus: cpus().length,
  cpuModel: cpus()[0]?.model.trim() ?? "unknown",
  memoryGb: gb(totalmem()),
  freeMemoryGb: gb(freemem()),
})

/**
 * A one-line description of the machine and its load at a moment of a run, so readers can judge
 * the timings beside it: they are facts of that machine at that time.
 */
export const machineNote = ({ load, cpus: cores, cpuModel, memoryGb, freeMemoryGb }: MachineState): string =>
  `load average ${load.map((value) => value.toFixed(2)).join(" / ")} (1 / 5 / 15 min) on ${cores} CPU cores (${cpuModel}), ` +
  `${freeMemoryGb} of ${memoryGb} GB memory free`

export interface RunReport {
  /** The sections of RESULTS.md this run writes, by name. */
  sections: ReadonlyArray<{ name: string; body: string }>
  breaks: readonly string[]
  /** Only a full run replaces the committed figures; a quick try prints them. */
  full: boolean
  wrote: string
  quickNote: string
}

/** Writes (or, for a quick try, prints) a run's sections and names each broken budget in the exit code. */
export const reportRun = ({ sections, breaks, full, wrote, quickNote }: RunReport): void => {
  if (full) {
    for (const { name, body } of sections) writeResultsSection(name, body)
    console.log(`\nWrote ${wrote}`)
  } else {
    console.log(`\n${sections.map(({ body }) => body).join("\n\n")}\n\nA quick try: ${quickNote}.`)
  }
  if (breaks.length > 0) {
    console.error(`\nBudgets broken:\n  ${breaks.join("\n  ")}`)
    process.exitCode = 1
  }
}

/** Runs a benchmark's main function; a failure is printed and fails the command. */
export const runBenchmark = (main: () => Promise<void>): void => {
  main().catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
}
