/**
 * @jest-environment node
 *
 * The browser client creates each Firebase service once per page, with the settings it was asked
 * for, however many features ask for it. Runs the real SDK (Auth's Node build needs no browser).
 */
import { getApps } from "firebase/app"
import type { FirebaseSetup } from "../src/firebase/config"
import { getAuthService } from "../src/firebase/auth"
import { getFunctionsService } from "../src/firebase/functions"
import { getStorageService } from "../src/firebase/storage"
import { ensureAppCheck } from "../src/firebase/app-check"
import { firebaseSetup } from "../src/firebase/config"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

const setup: FirebaseSetup = {
  options: { apiKey: "demo-key", projectId: LOCAL_PROJECT_ID, appId: "1:1:web:1", storageBucket: `${LOCAL_PROJECT_ID}.appspot.com` },
  functionsRegion: FUNCTIONS_REGION,
  recaptchaSiteKey: "site-key",
  emulators: { auth: "127.0.0.1:9199", functions: "127.0.0.1:5999" },
}

it("creates the app, Auth, Functions and Storage once, however often they are asked for", () => {
  const auth = getAuthService(setup)
  const functions = getFunctionsService(setup)
  const storage = getStorageService(setup)
  // A second initializeAuth on the same app would throw; the getters hand back the first instances.
  expect(getAuthService(setup)).toBe(auth)
  expect(getFunctionsService(setup)).toBe(functions)
  expect(getStorageService(setup)).toBe(storage)
  expect(getApps()).toHaveLength(1)
})

it("uses the configured region and the emulators the setup names", () => {
  const functions = getFunctionsService(setup)
  expect(functions.region).toBe(FUNCTIONS_REGION)
  // `emulatorConfig` is public on Auth; it is what connectAuthEmulator recorded.
  expect(getAuthService(setup).emulatorConfig).toMatchObject({ host: "127.0.0.1", port: 9199 })
})

it("skips App Check against the emulators and without a site key", () => {
  expect(ensureAppCheck(setup)).toBeNull()
  expect(ensureAppCheck({ ...setup, emulators: undefined, recaptchaSiteKey: undefined })).toBeNull()
})

describe("the setup from build-time variables", () => {
  const base = { GATSBY_FIREBASE_API_KEY: "k", GATSBY_FIREBASE_PROJECT_ID: "p", GATSBY_FIREBASE_APP_ID: "a" }

  it("is demo mode (null) without an API key, project and app", () => {
    expect(firebaseSetup({})).toBeNull()
    expect(firebaseSetup({ ...base, GATSBY_FIREBASE_APP_ID: "" })).toBeNull()
  })

  it("defaults to London and no emulators", () => {
    expect(firebaseSetup(base)).toMatchObject({ functionsRegion: FUNCTIONS_REGION, emulators: undefined, recaptchaSiteKey: undefined })
  })

  it("names the local emulators when their hosts are set", () => {
    expect(
      firebaseSetup({ ...base, GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: "127.0.0.1:5101", GATSBY_FIREBASE_FUNCTIONS_REGION: "us-central1" }),
    ).toMatchObject({ functionsRegion: "us-central1", emulators: { functions: "127.0.0.1:5101" } })
    expect(firebaseSetup({ ...base, GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: "127.0.0.1:9299" })).toMatchObject({ emulators: { storage: "127.0.0.1:9299" } })
  })
})
