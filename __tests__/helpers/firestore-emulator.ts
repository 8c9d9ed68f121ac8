import { startFirestore } from "../../scripts/local-backend/firestore-stand-in"

export interface RunningEmulator {
  host: string
  stop: () => void
}

/** Starts the local backend's Firestore stand-in on 127.0.0.1, on a port the OS picks. */
export const startFirestoreEmulator = async (): Promise<RunningEmulator> => {
  const standIn = await startFirestore(0)
  return { host: `127.0.0.1:${standIn.port}`, stop: standIn.stop }
}
