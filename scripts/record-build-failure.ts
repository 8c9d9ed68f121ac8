/**
 * Marks a site build failed in its record for the studio (contract/site-builds.ts), so the coach sees
 * that the build carrying her story did not go live. Gatsby has no hook for a failed build, so
 * whatever runs the build calls this when it fails: the local build hook does (through
 * local-site-build.ts), and a CI pipeline's failure step runs
 *
 *   SITE_BUILD_ID=<the id it gave the build> npx tsx scripts/record-build-failure.ts
 *
 * with the build's own Firestore access (GOOGLE_APPLICATION_CREDENTIALS and
 * STORIES_FIREBASE_PROJECT_ID or GATSBY_FIREBASE_PROJECT_ID, or FIRESTORE_EMULATOR_HOST locally).
 * The record says only that it failed: the build's log may hold internal addresses.
 *
 * A publish refused before any build (no commit of main has passed its tests:
 * scripts/tested-commit.ts) is recorded the same way with BUILD_REFUSED=untested, and the record
 * then names what was published (BUILD_EVENT, the dispatch's event type, and BUILD_PAYLOAD, its
 * client_payload), since no build read it: the studio shows the reason beside that story or post.
 */
import { resolve } from "node:path"
import { applicationDefault, initializeApp } from "firebase-admin/app"
import { FieldValue, getFirestore } from "firebase-admin/firestore"
import { SITE_BUILDS } from "../contract/firebase-settings"
import { BUILD_EVENTS } from "../contract/build-events"
import { NO_TESTED_COMMIT } from "./tested-commit"
const FAILURE = "The build stopped with an error before the site was published; the live site is unchanged."

/** What a refused publish's record carries: the story or post the dispatch named, as a build that read it would. */
export const refusedCarried = (event: string | undefined, payload: string | undefined): Record<string, Record<string, null>> => {
  if (!event || !(BUILD_EVENTS as readonly string[]).includes(event) || !event.endsWith("-publish")) return {}
  const kind = event.slice(0, event.indexOf("-"))
  let id: unknown
  try {
    id = (JSON.parse(payload || "{}") as Record<string, unknown>)[`${kind}Id`]
  } catch {
    return {}
  }
  if (typeof id !== "string" || !id) return {}
  if (kind === "story") return { carried: { [id]: null } }
  if (kind === "post") return { carriedPosts: { [id]: null } }
  // A page has no build line in the studio (its publish says what it did).
  return {}
}

export const recordBuildFailure = async (env: NodeJS.ProcessEnv = process.env): Promise<void> => {
  const buildId = env.SITE_BUILD_ID
  const projectId = env.STORIES_FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID
  if (!buildId || !projectId) throw new Error("SITE_BUILD_ID and a project id (STORIES_FIREBASE_PROJECT_ID or GATSBY_FIREBASE_PROJECT_ID) are needed")
  const app = initializeApp(env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() }, `build-failure-${buildId}`)
  const db = getFirestore(app)
  const build = db.collection(SITE_BUILDS).doc(buildId)
  try {
    // A refused publish's record is its only one (no build started); a failed build's is merged into the one it began.
    if (env.BUILD_REFUSED === "untested")
      await build.set({
        outcome: "failed",
        startedAt: FieldValue.serverTimestamp(),
        finishedAt: FieldValue.serverTimestamp(),
        failure: NO_TESTED_COMMIT,
        refused: NO_TESTED_COMMIT,
        carried: {},
        skipped: {},
        ...refusedCarried(env.BUILD_EVENT, env.BUILD_PAYLOAD),
      })
    else await build.set({ outcome: "failed", finishedAt: FieldValue.serverTimestamp(), failure: FAILURE }, { merge: true })
  } finally {
    await db.terminate()
  }
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  recordBuildFailure().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(`Could not record the failed build: ${error instanceof Error ? error.message : String(error)}`)
      process.exit(1)
    },
  )
}
