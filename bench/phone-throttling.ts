/**
 * A slow phone as Lighthouse's mobile preset simulates it, applied to a real page through the
 * DevTools protocol the way Lighthouse's own "devtools" throttling does (lighthouse/core/lib/
 * emulation.js): its slow 4G (mobileSlow4G: 150 ms round trips and 1.6 Mbit/s, which DevTools'
 * request-level throttling takes as 562.5 ms a request, 1,474.56 kbit/s down and 675 up) and a
 * CPU four times slower. At 375 px wide, the width the site is designed for on phones.
 */
import type { BrowserContext, Page } from "@playwright/test"

export const SLOW_4G = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
} as const

export const CPU_SLOWDOWN = 4

export const PHONE_VIEWPORT = { width: 375, height: 667 } as const

/** The protocol's conditions: throughput in bytes a second, as Lighthouse converts it. */
export const networkConditions = () => ({
  offline: false,
  latency: SLOW_4G.latencyMs,
  downloadThroughput: Math.floor((SLOW_4G.downloadKbps * 1024) / 8),
  uploadThroughput: Math.floor((SLOW_4G.uploadKbps * 1024) / 8),
})

/** Throttles `page`'s network and CPU (for its whole life, navigations included). */
export const throttleLikeAPhone = async (context: BrowserContext, page: Page): Promise<void> => {
  const session = await context.newCDPSession(page)
  await session.send("Network.enable")
  await session.send("Network.emulateNetworkConditions", networkConditions())
  await session.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN })
}
