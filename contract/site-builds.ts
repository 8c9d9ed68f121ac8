/**
 * What each site build records about the studio's stories, so the studio can tell the coach
 * whether the last build that carried her story succeeded. The build writes one document per run
 * to SITE_BUILDS (contract/firebase-settings.ts; gatsby/published/build-record.ts: "building" when it has read the stories,
 * "succeeded" at its end); a build that stops is marked "failed" by whatever ran it
 * (scripts/record-build-failure.ts, which the local build hook and a CI failure step call), or
 * read as failed once it has been "building" for longer than any build takes. The studio reads
 * it only through a callable: the browser never reads Firestore.
 */
import type { FieldProblem } from "./field-messages"

/** Longer than any build takes: a record still "building" after this, the build has died. */
export const BUILD_STALE_MS = 60 * 60 * 1000

export type SiteBuildOutcome = "building" | "succeeded" | "failed"

/** One build's document (timestamps as Firestore Timestamps there, ISO strings once read). */
export interface SiteBuildRecord<Time = string> {
  outcome: SiteBuildOutcome
  startedAt: Time
  finishedAt: Time | null
  /** Published stories the build carried: id -> the revision published (null if unknown). */
  carried: Record<string, number | null>
  /** Published stories the build left out, and why, field by field. */
  skipped: Record<string, { revision: number | null; problems: FieldProblem[] }>
  /** Ids of the stories in content/stories/: the studio may not publish a story with one of them. */
  fileStoryIds: string[]
  /** Published blog posts the build carried: post id -> the revision published (absent in records older than posts). */
  carriedPosts?: Record<string, number | null>
  /** Published blog posts the build left out, and why, field by field. */
  skippedPosts?: Record<string, { revision: number | null; problems: FieldProblem[] }>
  /** The slugs of the posts in content/blog/: the studio may not publish a post with one of them. */
  filePostSlugs?: string[]
  /** Every tag of the posts in content/blog/, for the studio's tag picker. */
  filePostTags?: string[]
  /** Why it failed, in a sentence, without the build's log (which may hold internal addresses). */
  failure?: string
  /** A publish refused before building (no tested commit to build): why, in her words. */
  refused?: string
}

/** What the studio shows for one published draft of any kind (story, post): the last build that carried (or left out) this revision. */
export interface BuildState {
  outcome: "building" | "live" | "left-out" | "failed"
  /** The revision that build read. */
  revision: number | null
  /** ISO 8601: when that build started. */
  at: string
  /** Why the build left it out. */
  problems: FieldProblem[]
  /** Why a publish was refused before any build, in her words (scripts/record-build-failure.ts). */
  refused?: string
}

/**
 * The state of a story in the newest builds (newest first): the first build that read it decides.
 * Null when no recorded build has read it yet.
 */
export const storyBuildState = (storyId: string, builds: SiteBuildRecord[], now = Date.now()): BuildState | null => {
  for (const build of builds) {
    const skipped = build.skipped[storyId]
    const carried = storyId in build.carried
    if (!skipped && !carried) continue
    const stale = build.outcome === "building" && now - Date.parse(build.startedAt) > BUILD_STALE_MS
    const at = build.startedAt
    if (skipped) return { outcome: "left-out", revision: skipped.revision, at, problems: skipped.problems }
    const outcome = build.outcome === "succeeded" ? "live" : build.outcome === "failed" || stale ? "failed" : "building"
    return { outcome, revision: build.carried[storyId], at, problems: [], ...(build.refused ? { refused: build.refused } : {}) }
  }
  return null
}

/** The state of a blog post in the newest builds (newest first), as storyBuildState says a story's. */
export const postBuildState = (postId: string, builds: SiteBuildRecord[], now = Date.now()): BuildState | null =>
  storyBuildState(
    postId,
    builds.map((build) => ({ ...build, carried: build.carriedPosts ?? {}, skipped: build.skippedPosts ?? {} })),
    now,
  )
