/**
 * Speed and size of the built site, measured the way a visitor on a mid-range phone meets it:
 * 375px viewport, CPU slowed 4x, a 1.6 Mbps / 150 ms network. Writes bench/results/latest.json
 * and prints a table. Figures, not assertions: compare runs, do not gate on them.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { gzipSync } from "node:zlib"
import { ROUTES, test } from "../e2e/fixtures"

interface RouteFigures {
  route: string
  htmlGzipKb: number
  firstLoadJsGzipKb: number
  requests: number
  transferKb: number
  fcpMs: number
  lcpMs: number
  cls: number
  longTasksMs: number
}

const gzipKb = (bytes: Buffer): number => Math.round((gzipSync(bytes).length / 1024) * 10) / 10

const builtFile = (route: string): Buffer => readFileSync(join("public", route, route.endsWith("/") ? "index.html" : ""))

test("measure every route", async ({ page, context }) => {
  const results: RouteFigures[] = []
  const cdp = await context.newCDPSession(page)
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 })
  await cdp.send("Network.enable")
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  })
  await page.setViewportSize({ width: 375, height: 812 })

  for (const route of ROUTES) {
    const html = builtFile(route)
    const scripts = [...html.toString().matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1])
    const jsGzip = scripts.reduce((sum, src) => sum + gzipKb(readFileSync(join("public", src))), 0)

    let requests = 0
    let transfer = 0
    const onResponse = async (response: import("@playwright/test").Response): Promise<void> => {
      requests += 1
      // Bytes on the wire: the compressed size when the server compressed the response.
      const sizes = await response.request().sizes().catch(() => null)
      transfer += sizes ? sizes.responseBodySize : 0
    }
    page.on("response", onResponse)
    await page.goto(route, { waitUntil: "networkidle" })
    await page.waitForTimeout(500)
    const vitals = await page.evaluate(
      () =>
        new Promise<{ fcp: number; lcp: number; cls: number; longTasks: number }>((resolve) => {
          const figures = { fcp: 0, lcp: 0, cls: 0, longTasks: 0 }
          const fcp = performance.getEntriesByName("first-contentful-paint")[0]
          figures.fcp = fcp ? fcp.startTime : 0
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) figures.lcp = entry.startTime
          }).observe({ type: "largest-contentful-paint", buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
              if (!entry.hadRecentInput) figures.cls += entry.value
            }
          }).observe({ type: "layout-shift", buffered: true })
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) figures.longTasks += entry.duration - 50
          }).observe({ type: "longtask", buffered: true })
          setTimeout(() => resolve(figures), 300)
        }),
    )
    page.off("response", onResponse)
    results.push({
      route,
      htmlGzipKb: gzipKb(html),
      firstLoadJsGzipKb: Math.round(jsGzip * 10) / 10,
      requests,
      transferKb: Math.round(transfer / 1024),
      fcpMs: Math.round(vitals.fcp),
      lcpMs: Math.round(vitals.lcp),
      cls: Math.round(vitals.cls * 1000) / 1000,
      longTasksMs: Math.round(vitals.longTasks),
    })
  }

  mkdirSync("bench/results", { recursive: true })
  const report = {
    measuredAt: new Date().toISOString(),
    conditions: "375x812, CPU 4x slower, 1.6 Mbps down / 150 ms latency, local server with gzip (sizes given gzipped)",
    routes: results,
  }
  writeFileSync("bench/results/latest.json", `${JSON.stringify(report, null, 2)}\n`)
  console.table(results)
})
