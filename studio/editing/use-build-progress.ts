import { useEffect } from "react"
import type { StudioDraftRecord } from "../../contract/studio-api"

/** How often the list asks again while a build it waits for runs, and for how long at most (a build takes minutes). */
export const BUILD_POLL_MS = 5_000
const BUILD_POLL_LIMIT = 180

/** Published, and the site's builds have not yet finished with the revision that is live. */
export const awaitsBuild = (item: Omit<StudioDraftRecord<unknown>, "draft">): boolean =>
  item.published && (item.lastBuild === null || item.lastBuild.outcome === "building" || item.lastBuild.revision !== item.publishedRevision)

/**
 * Keeps a list of stories or posts up to date while one of them waits for the site's build: after
 * Publish, the list shows the build going and then how it went, with no need to open anything
 * again. Only while the list is on screen (`shown`), and for a quarter of an hour at most.
 */
export const useBuildProgress = (items: readonly Omit<StudioDraftRecord<unknown>, "draft">[] | null, shown: boolean, reload: () => Promise<void>) => {
  const waiting = shown && (items ?? []).some(awaitsBuild)
  useEffect(() => {
    if (!waiting) return
    let polls = 0
    const timer = setInterval(() => {
      polls += 1
      if (polls > BUILD_POLL_LIMIT) clearInterval(timer)
      else void reload()
    }, BUILD_POLL_MS)
    return () => clearInterval(timer)
  }, [waiting, reload])
}
