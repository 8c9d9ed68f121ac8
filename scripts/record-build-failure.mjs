#!/usr/bin/env node
/**
 * Marks a site build failed in its record for the studio (contract/site-builds.ts), so the coach sees
 * that the build carrying her story did not go live. Gatsby has no hook for a failed build, so
 * whatever runs the build calls this when it fails: the local build hook does (through
 * local-site-build.mjs), and a CI pipeline's failure step runs
 *
 *   SITE_BUILD_ID=<the id it gave the build> node scripts/record-build-failure.mjs
 *
 * with the build's own Firestore access (GOOGLE_APPLICATION_CREDENTIALS and
 * STORIES_FIREBASE_PROJECT_ID or GATSBY_FIREBASE_PROJECT_ID, or FIRESTORE_EMULATOR_HOST locally).
 * The record says only that it failed: the build's log may hold internal addresses.
 */
import { resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { applicationDefault, initializeApp } from "firebase-admin/app"
import { FieldValue, getFirestore } from "firebase-admin/firestore"

/** contract/site-builds.ts's SITE_BUILDS (this script runs without the TypeScript build). */
const SITE_BUILDS = "siteBuilds"
const FAILURE = "The build stopped with an error before the site was published; the live site is unchanged."

export const recordBuildFailure = async (env = process.env) => {
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

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  recordBuildFailure().then(
    () => process.exit(0),
    (error) => {
      console.error(`Could not record the failed build: ${error.message}`)
      process.exit(1)
    },
  )
}
