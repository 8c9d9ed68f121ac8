/**
 * Source 2: the Firestore collection `stories`, read once at build time with firebase-admin.
 * The document id is the story id; images are addresses in the project's photo storage
 * (contract/story-image-sources.ts), and `revision` the studio revision published. Only
 * documents marked `published: true` are read: the studio keeps an unpublished story's document.
 * This module runs only in gatsby-node and tests, never in a browser bundle.
 */
import type { Firestore } from "firebase-admin/firestore"
import type { RawStory } from "../../contract/story-input"
import { STORIES } from "../../contract/firebase-settings"
import { toPlain } from "./to-plain"

export const readFirestoreStories = async (db: Firestore): Promise<RawStory[]> => {
  const snapshot = await db.collection(STORIES).where("published", "==", true).orderBy("__name__").get()
  return snapshot.docs.map((doc) => {
    const revision: unknown = doc.get("revision")
    return {
      id: doc.id,
      origin: `Firestore ${doc.ref.path}`,
      imageDir: null,
      data: toPlain(doc.data()),
      revision: typeof revision === "number" ? revision : null,
    }
  })
}

export interface FirestoreEnv {
  projectId: string
  /** Set when reading from an emulator, which needs no credentials. */
  emulatorHost?: string
}

/**
 * Stories come from Firestore only when the build is given a project and a way in: a service
 * account (GOOGLE_APPLICATION_CREDENTIALS) or an emulator (FIRESTORE_EMULATOR_HOST).
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
