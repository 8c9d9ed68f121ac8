/** The enquiries the local backend's Firestore stand-in holds, read the way the functions write them. */
import { initializeApp, type App } from "firebase-admin/app"
import { getFirestore } from "firebase-admin/firestore"
import { ENQUIRIES } from "../../contract/firebase-settings"

let app: App | null = null

const db = () => {
  // firebase-admin finds the stand-in through this variable; the global setup started it.
  process.env.FIRESTORE_EMULATOR_HOST = process.env.E2E_FIRESTORE_HOST
  // Nothing here runs on a cloud machine: do not probe the metadata server.
  process.env.METADATA_SERVER_DETECTION = "none"
  app ??= initializeApp({ projectId: process.env.E2E_PROJECT_ID }, `e2e-${process.pid}`)
  return getFirestore(app)
}

/** The local backend's Firestore stand-in, read and written as the functions do (firebase-admin). */
export const standInFirestore = () => db()

export interface StoredEnquiry {
  id: string
  name: string
  email: string
  topic: string
  message: string
}

/** Every stored enquiry from this e-mail address (each test uses its own). */
export const enquiriesFrom = async (email: string): Promise<StoredEnquiry[]> => {
  const snapshot = await db().collection(ENQUIRIES).where("email", "==", email).get()
  return snapshot.docs.map((doc) => ({ id: doc.id, ...(doc.data() as Omit<StoredEnquiry, "id">) }))
}

/**
 * Stops or restarts the Auth and Functions emulators of the local backend; stored enquiries stay.
 * `hold` keeps them running (a stop asked for by another test waits) until `release`.
 */
export const emulators = async (action: "stop" | "start" | "hold" | "release"): Promise<void> => {
  const response = await fetch(`${process.env.E2E_BACKEND_CONTROL}/emulators/${action}`, { method: "POST" })
  if (!response.ok) throw new Error(`the emulators did not ${action}: ${await response.text()}`)
}

/**
 * Stores enquiries as the callable would have, received at the given moments: an inbox with more
 * than a page of them without sending each through the form.
 */
export const storeEnquiries = async (enquiries: { name: string; receivedAt: Date }[]): Promise<void> => {
  const batch = db().batch()
  for (const { name, receivedAt } of enquiries) {
    const id = crypto.randomUUID()
    batch.set(db().collection(ENQUIRIES).doc(id), {
      submissionId: id,
      name,
      email: "earlier.visitor@example.co.uk",
      topic: "executive-coaching",
      message: "I would like to talk about coaching for my new role.",
      consent: true,
      receivedAt,
    })
  }
  await batch.commit()
}
