/** @jest-environment node */
/**
 * The budgets of the waits a visitor and the coach feel (bench/waits.ts) and of publishing to live
 * (bench/publish-latency.ts): each broken one named with its figure and limit, and the slow phone
 * the waits are measured on given to Chromium as Lighthouse gives it.
 */
import { publishBudgetBreaks, PUBLISH_BUDGETS, waitBudgetBreaks, WAIT_BUDGETS, type PublishFigures, type WaitFigures } from "../bench/budgets"
import { CPU_SLOWDOWN, networkConditions } from "../bench/phone-throttling"

const quick: WaitFigures = { clickToFirstTimeMs: 640, tapAtOnceToFirstTimeMs: 2100, signInToDeskMs: 2400 }

describe("the waits on a slow phone", () => {
  it("passes a tap answered within a second and a desk within three", () => {
    expect(waitBudgetBreaks(quick)).toEqual([])
    expect(waitBudgetBreaks({ ...quick, clickToFirstTimeMs: WAIT_BUDGETS.clickToFirstTimeMs, signInToDeskMs: WAIT_BUDGETS.signInToDeskMs })).toEqual([])
  })

  it("names the tap to the first free time and the sign-in to the desk when they take longer", () => {
    expect(waitBudgetBreaks({ ...quick, clickToFirstTimeMs: 1427, signInToDeskMs: 4100 })).toEqual([
      '"Book a time" to the first free time: 1427 ms > 1000 ms',
      "studio sign-in to a usable desk: 4100 ms > 3000 ms",
    ])
  })

  it("holds no budget on a tap made with no moment of intent before it: that is recorded only", () => {
    expect(waitBudgetBreaks({ ...quick, tapAtOnceToFirstTimeMs: 60_000 })).toEqual([])
  })

  it("throttles as Lighthouse's mobile preset: 562.5 ms a request, 1.6 Mbit/s less a tenth down, 675 kbit/s up, CPU 4x", () => {
    expect(networkConditions()).toEqual({ offline: false, latency: 562.5, downloadThroughput: 188743, uploadThroughput: 86400 })
    expect(CPU_SLOWDOWN).toBe(4)
  })
})

describe("publish to live", () => {
  const demo: PublishFigures = { posts: 0, coldS: 30, warmS: 14.5, pageWarmS: 16, settingsWarmS: 17 }
  const large: PublishFigures = { posts: 1000, coldS: 60, warmS: 40, pageWarmS: 41, settingsWarmS: 44 }

  it("holds a post, a page and the settings, warm, to 20 s at the demo content and 45 s at 1,000 posts; the cold build is recorded only", () => {
    expect(publishBudgetBreaks([demo, large])).toEqual([])
    expect(publishBudgetBreaks([{ ...demo, coldS: 90 }])).toEqual([])
    expect(publishBudgetBreaks([{ ...demo, pageWarmS: 24 }, { ...large, settingsWarmS: 46.2 }])).toEqual([
      `demo content: publish to live (page, warm) 24 s > ${PUBLISH_BUDGETS.demoWarmS} s`,
      `1000 posts: publish to live (settings, warm) 46.2 s > ${PUBLISH_BUDGETS.largeWarmS} s`,
    ])
  })

  it("holds the 1,000-post limit at larger sizes too, and neither at a quick try between", () => {
    expect(publishBudgetBreaks([{ ...large, posts: 5000, warmS: 50 }])).toEqual(["5000 posts: publish to live (post, warm) 50 s > 45 s"])
    expect(publishBudgetBreaks([{ ...large, posts: 200, warmS: 30 }])).toEqual([])
  })
})
