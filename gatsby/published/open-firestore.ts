/**
 * The build's way into Firestore for everything published from the studio (stories, posts, pages
 * and settings): firebase-admin, read once at build time. This module runs only in gatsby-node,
 * the step before the build and tests, never in a browser bundle.
 */
import type { Firestore } from "firebase-admin/firestore"

export interface FirestoreEnv {
  projectId: string
  /** Set when reading from an emulator, which needs no credentials. */
  emulatorHost?: string
}

/**
 * Published content comes from Firestore only when the build is given a project and a way in: a
 * service account (GOOGLE_APPLICATION_CREDENTIALS) or an emulator (FIRESTORE_EMULATOR_HOST).
 */
export const firestoreEnv = (env: NodeJS.ProcessEnv = process.env): FirestoreEnv | null => {
  const projectId = env.STORIES_FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID
  if (!projectId) return null
  if (env.FIRESTORE_EMULATOR_HOST) return { projectId, emulatorHost: env.FIRESTORE_EMULATOR_HOST }
  return env.GOOGLE_APPLICATION_CREDENTIALS ? { projectId } : null
}

/** A Firestore client of its own named app, so it never meets the site's other Firebase code. */
export const openFirestore = async ({ projectId, emulatorHost }: FirestoreEnv): Promise<Firestore> => {
  const { getApps, initializeApp, applicationDefault } = await import("firebase-admin/app")
  const { getFirestore } = await import("firebase-admin/firestore")
  const name = `stories-build-${projectId}`
  // With FIRESTORE_EMULATOR_HOST set, firebase-admin talks to the emulator and sends no credentials.
  const app =
    getApps().find((existing) => existing.name === name) ??
    initializeApp(emulatorHost ? { projectId } : { projectId, credential: applicationDefault() }, name)
  return getFirestore(app)
}
