import { getStorage, type FirebaseStorage } from "firebase/storage"
import { firebaseApp } from "./app"
import type { FirebaseSetup } from "./config"
import { ensureAppCheck } from "./app-check"

let storage: FirebaseStorage | null = null

/**
 * Cloud Storage, created once per page. Only a feature that stores files calls this, so no other
 * page loads the Storage SDK.
 */
export const getStorageService = (setup: FirebaseSetup): FirebaseStorage => {
  if (storage) return storage
  ensureAppCheck(setup)
  storage = getStorage(firebaseApp(setup.options))
  return storage
}
