/**
 * Reads the figures the budgets need out of Lighthouse's result (the LHR) and takes the median of
 * several runs of one page. Only the fields used here are declared.
 */
import { median, type PageFigures } from "./budgets"

interface NodeItem {
  type?: string
  snippet?: string
  nodeLabel?: string
  selector?: string
}

interface TableDetails {
  type?: string
  items?: Array<Record<string, unknown>>
}

export interface LighthouseResult {
  categories: Record<string, { score: number | null } | undefined>
  audits: Record<string, { numericValue?: number; details?: TableDetails } | undefined>
  runtimeError?: { code: string; message: string }
  environment?: { benchmarkIndex?: number }
}

const score = (lhr: LighthouseResult, id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100)

const metric = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? Number.NaN

const kb = (bytes: number): number => Math.round((bytes / 1024) * 10) / 10

const isNode = (value: unknown): value is NodeItem =>
  typeof value === "object" && value !== null && (value as NodeItem).type === "node"

/** The LCP element as Lighthouse names it: its HTML snippet, shortened. */
export const lcpElementOf = (lhr: LighthouseResult): string => {
  // Lighthouse 12 nests the element table inside a list of tables (element, then phases).
  const stack: unknown[] = [lhr.audits["largest-contentful-paint-element"]?.details]
  while (stack.length > 0) {
    const value = stack.shift()
    if (isNode(value)) {
      const text = value.snippet ?? value.nodeLabel ?? value.selector ?? ""
      return text.replace(/\s+/g, " ").slice(0, 120)
    }
    if (Array.isArray(value)) stack.push(...value)
    else if (typeof value === "object" && value !== null) stack.push(...Object.values(value))
  }
  return "(none)"
}

/** Script and total bytes transferred, from the network requests audit. */
const transferred = (lhr: LighthouseResult): { script: number; total: number } => {
  const items = lhr.audits["network-requests"]?.details?.items ?? []
  let script = 0
  let total = 0
  for (const item of items) {
    const size = typeof item.transferSize === "number" ? item.transferSize : 0
    total += size
    if (item.resourceType === "Script") script += size
  }
  return { script, total }
}

/** The figures of one run. */
export const figuresOf = (route: string, lhr: LighthouseResult): PageFigures => {
  const bytes = transferred(lhr)
  return {
    route,
    performance: score(lhr, "performance"),
    accessibility: score(lhr, "accessibility"),
    bestPractices: score(lhr, "best-practices"),
    seo: score(lhr, "seo"),
    fcpMs: Math.round(metric(lhr, "first-contentful-paint")),
    lcpMs: Math.round(metric(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(metric(lhr, "total-blocking-time")),
    cls: Math.round(metric(lhr, "cumulative-layout-shift") * 1000) / 1000,
    scriptKb: kb(bytes.script),
    totalKb: kb(bytes.total),
    lcpElement: lcpElementOf(lhr),
  }
}

const NUMERIC = ["performance", "accessibility", "bestPractices", "seo", "fcpMs", "lcpMs", "tbtMs", "cls", "scriptKb", "totalKb"] as const

/**
 * The median of each figure across runs (each taken on its own, as Lighthouse's own guidance on
 * variability suggests), and the LCP element most runs reported.
 */
export const medianFigures = (runs: readonly PageFigures[]): PageFigures => {
  if (runs.length === 0) throw new Error("no runs to summarise")
  const result: PageFigures = { ...runs[0] }
  for (const key of NUMERIC) result[key] = median(runs.map((run) => run[key]))
  const counts = new Map<string, number>()
  for (const run of runs) counts.set(run.lcpElement, (counts.get(run.lcpElement) ?? 0) + 1)
  result.lcpElement = [...counts.entries()].sort((a, b) => b[1] - a[1])[0][0]
  return result
}

/** Lighthouse's benchmark index of one run: its own timing of a fixed piece of script on the machine. */
export const benchmarkIndexOf = (lhr: LighthouseResult): number | undefined => lhr.environment?.benchmarkIndex

/**
 * The benchmark indexes of a run's loads in a sentence (higher is a faster CPU at that moment), so
 * that two runs' timings can be set against how fast their machines were, not only how loaded.
 */
export const benchmarkNote = (indexes: readonly number[]): string => {
  if (indexes.length === 0) return "Lighthouse reported no benchmark index."
  const rounded = indexes.map(Math.round)
  return (
    `Lighthouse's benchmark index (its timing of a fixed script on this machine; higher is faster): median ${Math.round(median(indexes))}, ` +
    `${Math.min(...rounded)}-${Math.max(...rounded)} over ${indexes.length} load(s).`
  )
}
