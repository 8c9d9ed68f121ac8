/**
 * The local backend's project and what a site built or run against it needs. Pure values, so the
 * scripts that only name the local project (add-coach, list-enquiries) read them without starting anything.
 */
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"
import type { Ports } from "./ports"

export const LOCAL_PROJECT_ID = "demo-coach-stories"
/** Any API key does for the emulators; this one is in every local build. */
export const LOCAL_API_KEY = "demo-api-key"
/** Where `npm run develop` serves the site (Gatsby's own default port, on 127.0.0.1). */
export const DEVELOP_SERVER_PORT = 8000

/** The pages of the local site that call the backend from a browser: the develop server and the local live site. */
export const localSiteOrigins = (ports: Pick<Ports, "liveSite">, developPort = DEVELOP_SERVER_PORT): string[] =>
  [developPort, ports.liveSite].flatMap((port) => [`http://127.0.0.1:${port}`, `http://localhost:${port}`])
/** Not a real Google Analytics property (see siteEnv). */
export const LOCAL_MEASUREMENT_ID = "G-LOCAL00000"

/**
 * What a site built or run against a local backend on these ports needs. A build for the browser
 * tests uses it with firebase.json's ports without starting anything (scripts/build-local.ts).
 */
export const siteEnv = (ports: Pick<Ports, "auth" | "functions" | "firestore" | "storage" | "liveSite">): Record<string, string> => ({
  // Any API key and app id do for emulators; the project id must be the demo one.
  GATSBY_FIREBASE_API_KEY: LOCAL_API_KEY,
  GATSBY_FIREBASE_AUTH_DOMAIN: `${LOCAL_PROJECT_ID}.firebaseapp.com`,
  GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: `${LOCAL_PROJECT_ID}.appspot.com`,
  GATSBY_FIREBASE_APP_ID: "1:000000000000:web:0000000000000000000000",
  // A placeholder measurement ID, so the local site asks for analytics consent exactly as the
  // production site does (banner, footer link, the policy's analytics hosts) and the browser tests
  // exercise that path. It names no Google Analytics property and Google refuses the demo API key,
  // so nothing is ever counted; the browser tests answer every analytics request themselves.
  GATSBY_FIREBASE_MEASUREMENT_ID: LOCAL_MEASUREMENT_ID,
  GATSBY_FIREBASE_FUNCTIONS_REGION: FUNCTIONS_REGION,
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${ports.auth}`,
  GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${ports.functions}`,
  // The studio uploads photos to the Storage stand-in, and their download addresses name it.
  GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
  FIRESTORE_EMULATOR_HOST: `127.0.0.1:${ports.firestore}`,
  // The build: photos at this address (a demo- project's only) are downloaded like Cloud Storage's.
  FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${ports.storage}`,
  // The studio names this address when it says where a published story will be live.
  GATSBY_LIVE_SITE_URL: `http://127.0.0.1:${ports.liveSite}`,
})
