/** What the functions read back from the build's records (contract/site-builds.ts): the studio's "live / left out / failed" lines and the file content's addresses. */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import type { SiteBuildRecord } from "../../../contract/site-builds"
import { SITE_BUILDS } from "../../../contract/firebase-settings"

/** The newest recorded builds, newest first: enough to find the last one that read each story or post. */
const RECENT_BUILDS = 20

export const iso = (value: unknown): string => (value instanceof Timestamp ? value.toDate().toISOString() : new Date(0).toISOString())

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [])

export const recentBuilds = async (db: Firestore, limit = RECENT_BUILDS): Promise<SiteBuildRecord[]> => {
  const snapshot = await db.collection(SITE_BUILDS).orderBy("startedAt", "desc").limit(limit).get()
  return snapshot.docs.map((doc) => {
    const data = doc.data()
    return {
      outcome: data.outcome === "succeeded" || data.outcome === "failed" ? data.outcome : "building",
      startedAt: iso(data.startedAt),
      finishedAt: data.finishedAt ? iso(data.finishedAt) : null,
      carried: (data.carried ?? {}) as SiteBuildRecord["carried"],
      skipped: (data.skipped ?? {}) as SiteBuildRecord["skipped"],
      fileStoryIds: strings(data.fileStoryIds),
      carriedPosts: (data.carriedPosts ?? {}) as NonNullable<SiteBuildRecord["carriedPosts"]>,
      skippedPosts: (data.skippedPosts ?? {}) as NonNullable<SiteBuildRecord["skippedPosts"]>,
      filePostSlugs: strings(data.filePostSlugs),
      filePostTags: strings(data.filePostTags),
      ...(typeof data.refused === "string" ? { refused: data.refused } : {}),
    }
  })
}

/** The newest build's record, which says what the content files hold; null before any build has recorded one. */
export const newestBuild = async (db: Firestore): Promise<SiteBuildRecord | null> => (await recentBuilds(db, 1))[0] ?? null
