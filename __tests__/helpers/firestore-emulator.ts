import { firestore } from "../../functions/src/firestore"
import { startFirestore, type FirestoreStandIn } from "../../scripts/local-backend/firestore-stand-in"
import { LOCAL_PROJECT_ID } from "../../scripts/local-backend/site-env"

export interface RunningEmulator {
  host: string
  stop: () => void
  onCommit: FirestoreStandIn["onCommit"]
}

/** Starts the local backend's Firestore stand-in on 127.0.0.1, on a port the OS picks. */
export const startFirestoreEmulator = async (): Promise<RunningEmulator> => {
  const standIn = await startFirestore(0)
  return { host: `127.0.0.1:${standIn.port}`, stop: standIn.stop, onCommit: standIn.onCommit }
}

/**
 * For a test file that runs the functions' own code: a stand-in of its own from the first test to
 * the last, and the functions' firebase-admin (functions/src/firestore.ts) pointed at it as the
 * emulator points them, with no look-up of a cloud metadata server. `before` runs first (a file
 * that must start inside one clock hour waits there). Answers the running stand-in.
 */
export const withFunctionsFirestore = (before?: () => Promise<void>, timeout?: number): (() => RunningEmulator) => {
  let emulator: RunningEmulator
  beforeAll(async () => {
    await before?.()
    emulator = await startFirestoreEmulator()
    Object.assign(process.env, { FIRESTORE_EMULATOR_HOST: emulator.host, GCLOUD_PROJECT: LOCAL_PROJECT_ID, METADATA_SERVER_DETECTION: "none" })
  }, timeout)
  afterAll(async () => {
    await firestore().terminate()
    emulator.stop()
  })
  return () => emulator
}
