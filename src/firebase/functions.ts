import { connectFunctionsEmulator, getFunctions, type Functions } from "firebase/functions"
import { firebaseApp } from "./app"
import { splitHost, type FirebaseSetup } from "./config"
import { ensureAppCheck } from "./app-check"

let functions: Functions | null = null

/** Cloud Functions in the configured region (or the local emulator), created once per page. */
export const getFunctionsService = (setup: FirebaseSetup): Functions => {
  if (functions) return functions
  // App Check first, so the first call already carries a token.
  ensureAppCheck(setup)
  const created = getFunctions(firebaseApp(setup.options), setup.functionsRegion)
  if (setup.emulators?.functions) {
    const { host, port } = splitHost(setup.emulators.functions)
    connectFunctionsEmulator(created, host, port)
  }
  functions = created
  return functions
}
