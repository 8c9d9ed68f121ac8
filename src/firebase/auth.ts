import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  type Auth,
} from "firebase/auth"
import { firebaseApp } from "./app"
import { splitHost, type FirebaseSetup } from "./config"
import { ensureAppCheck } from "./app-check"

let auth: Auth | null = null

/**
 * Firebase Auth, created once per page (a second `initializeAuth` with other settings throws).
 * Persistence is tried in the specification's order: IndexedDB, then local, then session storage.
 * Once it exists, callable requests carry the signed-in user's ID token.
 */
export const getAuthService = (setup: FirebaseSetup): Auth => {
  if (auth) return auth
  ensureAppCheck(setup)
  const created = initializeAuth(firebaseApp(setup.options), {
    persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  })
  if (setup.emulators?.auth) {
    const { host, port } = splitHost(setup.emulators.auth)
    connectAuthEmulator(created, `http://${host}:${port}`, { disableWarnings: true })
  }
  auth = created
  return auth
}
