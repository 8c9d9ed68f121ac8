import type { FirebaseOptions } from "firebase/app"
import { FUNCTIONS_REGION } from "../../contract/firebase-settings"
import { isUsableConfig } from "./usable-config"

/** Where the local emulators listen (`127.0.0.1:<port>`), when the site runs against them. */
export interface EmulatorHosts {
  auth?: string
  functions?: string
  /** The local backend's Storage stand-in, which answers as the Storage emulator does. */
  storage?: string
}

/** Everything the browser needs to reach the Firebase project (or its local emulators). */
export interface FirebaseSetup {
  options: FirebaseOptions
  /** Region of the Cloud Functions (London by default). */
  functionsRegion: string
  /** reCAPTCHA site key for App Check; absent means no App Check. */
  recaptchaSiteKey?: string
  /** Set when the site runs against the local backend: emulators are used and App Check is skipped. */
  emulators?: EmulatorHosts
}

type Env = Record<string, string | undefined>

/**
 * The web app's Firebase configuration, from GATSBY_FIREBASE_* variables (inlined at build time).
 * Without a project ID and API key the site runs without any cloud service: demo mode.
 */
export const firebaseConfig = (env: Env = readEnv()): FirebaseOptions | null => {
  const options: FirebaseOptions = {
    apiKey: env.GATSBY_FIREBASE_API_KEY,
    authDomain: env.GATSBY_FIREBASE_AUTH_DOMAIN,
    projectId: env.GATSBY_FIREBASE_PROJECT_ID,
    storageBucket: env.GATSBY_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.GATSBY_FIREBASE_APP_ID,
    measurementId: env.GATSBY_FIREBASE_MEASUREMENT_ID,
  }
  return isUsableConfig(options) ? options : null
}

/** The whole setup, or null in demo mode. */
export const firebaseSetup = (env: Env = readEnv()): FirebaseSetup | null => {
  const options = firebaseConfig(env)
  if (!options) return null
  const emulators: EmulatorHosts = {
    auth: env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST || undefined,
    functions: env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST || undefined,
    storage: env.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST || undefined,
  }
  return {
    options,
    functionsRegion: env.GATSBY_FIREBASE_FUNCTIONS_REGION || FUNCTIONS_REGION,
    recaptchaSiteKey: env.GATSBY_RECAPTCHA_SITE_KEY || undefined,
    emulators: emulators.auth || emulators.functions || emulators.storage ? emulators : undefined,
  }
}

/** `127.0.0.1:5001` -> host and port, as the SDK's connect*Emulator functions take them. */
export const splitHost = (hostPort: string): { host: string; port: number } => {
  const at = hostPort.lastIndexOf(":")
  return { host: hostPort.slice(0, at), port: Number(hostPort.slice(at + 1)) }
}

// Each variable is spelled out so webpack can replace it at build time.

const readEnv = (): Env => ({
  GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
  GATSBY_FIREBASE_AUTH_DOMAIN: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: process.env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
  GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
  GATSBY_FIREBASE_MEASUREMENT_ID: process.env.GATSBY_FIREBASE_MEASUREMENT_ID,
  GATSBY_FIREBASE_FUNCTIONS_REGION: process.env.GATSBY_FIREBASE_FUNCTIONS_REGION,
  GATSBY_RECAPTCHA_SITE_KEY: process.env.GATSBY_RECAPTCHA_SITE_KEY,
  GATSBY_FIREBASE_AUTH_EMULATOR_HOST: process.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST,
  GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: process.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST,
  GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: process.env.GATSBY_FIREBASE_STORAGE_EMULATOR_HOST,
})
