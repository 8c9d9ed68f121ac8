/**
 * @jest-environment node
 *
 * Auth's persistence, in the specification's order. Jest resolves `firebase/auth` to its Node build,
 * where every persistence is one and the same stand-in, so the order could not be seen there: this
 * file loads the browser build the site ships instead, with initializeAuth watched (and still real).
 */
import type { FirebaseSetup } from "../src/firebase/config"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

type AuthModule = typeof import("firebase/auth")

jest.mock("firebase/auth", () => {
  // The @firebase/auth that the firebase package itself uses, wherever npm placed it.
  const { dirname, join } = jest.requireActual<typeof import("node:path")>("node:path")
  const firebaseDir = dirname(require.resolve("firebase/package.json"))
  const authDir = dirname(require.resolve("@firebase/auth/package.json", { paths: [firebaseDir] }))
  const browser = jest.requireActual<AuthModule>(join(authDir, "dist", "browser-cjs", "index.js"))
  return { ...browser, initializeAuth: jest.fn(browser.initializeAuth) }
})

const setup: FirebaseSetup = {
  options: { apiKey: "demo-key", projectId: LOCAL_PROJECT_ID, appId: "1:1:web:1" },
  functionsRegion: FUNCTIONS_REGION,
}

it("asks Auth for IndexedDB, then local storage, then session storage", () => {
  const auth = jest.requireMock<AuthModule & { initializeAuth: jest.Mock }>("firebase/auth")
  // Three different persistences in the browser build, so their order below means something.
  expect(new Set([auth.indexedDBLocalPersistence, auth.browserLocalPersistence, auth.browserSessionPersistence]).size).toBe(3)

  const { getAuthService } = require("../src/firebase/auth") as typeof import("../src/firebase/auth")
  getAuthService(setup)
  getAuthService(setup)
  expect(auth.initializeAuth).toHaveBeenCalledTimes(1)
  const { persistence } = auth.initializeAuth.mock.calls[0][1] as { persistence: unknown[] }
  expect(persistence).toHaveLength(3)
  expect(persistence[0]).toBe(auth.indexedDBLocalPersistence)
  expect(persistence[1]).toBe(auth.browserLocalPersistence)
  expect(persistence[2]).toBe(auth.browserSessionPersistence)
})
