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
 */
import { resolve } from "node:path"
import { applicationDefault, initializeApp } from "firebase-admin/app"
import { FieldValue, getFirestore } from "firebase-admin/firestore"
import { SITE_BUILDS } from "../contract/firebase-settings"
const FAILURE = "The build stopped with an error before the site was published; the live site is unchanged."

export const recordBuildFailure = async (env: NodeJS.ProcessEnv = process.env): Promise<void> => {
  const buildId = env.SITE_BUILD_ID
  const projectId = env.STORIES_FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID
  if (!buildId || !projectId) throw new Error("SITE_BUILD_ID and a project id (STORIES_FIREBASE_PROJECT_ID or GATSBY_FIREBASE_PROJECT_ID) are needed")
  const app = initializeApp(env.FIRESTORE_EMULATOR_HOST ? { projectId } : { projectId, credential: applicationDefault() }, `build-failure-${buildId}`)
  const db = getFirestore(app)
  try {
    await db.collection(SITE_BUILDS).doc(buildId).set({ outcome: "failed", finishedAt: FieldValue.serverTimestamp(), failure: FAILURE }, { merge: true })
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
