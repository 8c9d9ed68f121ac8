/**
 * After Publish the studio's lists keep themselves up to date while the site builds: the list asks
 * the server again every few seconds while a published story or post waits for its build, and stops
 * once the build has carried it, or when the list is not on screen.
 */
import { renderHook } from "@testing-library/react"
import type { BuildState } from "../contract/site-builds"
import { BUILD_POLL_MS, useBuildProgress } from "../studio/editing/use-build-progress"

const item = (published: boolean, lastBuild: BuildState | null) => ({
  revision: 2,
  updatedAt: "2026-11-20T10:00:00.000Z",
  published,
  publishedRevision: published ? 2 : null,
  lastBuild,
})
const built = (outcome: BuildState["outcome"], revision = 2): BuildState => ({ outcome, revision, at: "2026-11-20T10:01:00.000Z", problems: [] })

beforeEach(() => jest.useFakeTimers())
afterEach(() => jest.useRealTimers())

const reloadsIn = (items: ReturnType<typeof item>[], shown = true) => {
  const reload = jest.fn(async () => undefined)
  const view = renderHook(() => useBuildProgress(items, shown, reload))
  jest.advanceTimersByTime(BUILD_POLL_MS * 3)
  view.unmount()
  return reload.mock.calls.length
}

it("asks again while a published one waits for its build: none recorded yet, building, or an older revision's", () => {
  expect(reloadsIn([item(true, null)])).toBe(3)
  expect(reloadsIn([item(false, null), item(true, built("building"))])).toBe(3)
  expect(reloadsIn([item(true, built("live", 1))])).toBe(3)
})

it("stays quiet once every published one's build has finished, for drafts, and while an editor covers the list", () => {
  expect(reloadsIn([item(true, built("live")), item(true, built("failed")), item(false, null)])).toBe(0)
  expect(reloadsIn([item(true, null)], false)).toBe(0)
})
