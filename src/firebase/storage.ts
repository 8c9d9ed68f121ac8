import { connectStorageEmulator, getStorage, type FirebaseStorage } from "firebase/storage"
import { firebaseApp } from "./app"
import { splitHost, type FirebaseSetup } from "./config"
import { ensureAppCheck } from "./app-check"

let storage: FirebaseStorage | null = null

/**
 * Cloud Storage (or the local backend's stand-in for its emulator), created once per page. Only a
 * feature that stores files calls this, so no other page loads the Storage SDK.
 */
export const getStorageService = (setup: FirebaseSetup): FirebaseStorage => {
  if (storage) return storage
  ensureAppCheck(setup)
  const created = getStorage(firebaseApp(setup.options))
  if (setup.emulators?.storage) {
    const { host, port } = splitHost(setup.emulators.storage)
    connectStorageEmulator(created, host, port)
  }
  storage = created
  return storage
}
