import type { FirebaseOptions } from "firebase/app"

/**
 * The web app's Firebase configuration, from GATSBY_FIREBASE_* variables (inlined at build time).
 * Without a project ID and API key the site runs without any cloud service: demo mode.
 */
export const firebaseConfig = (env: Record<string, string | undefined> = readEnv()): FirebaseOptions | null => {
  const options: FirebaseOptions = {
    apiKey: env.GATSBY_FIREBASE_API_KEY,
    authDomain: env.GATSBY_FIREBASE_AUTH_DOMAIN,
    projectId: env.GATSBY_FIREBASE_PROJECT_ID,
    storageBucket: env.GATSBY_FIREBASE_STORAGE_BUCKET,
    messagingSenderId: env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.GATSBY_FIREBASE_APP_ID,
    measurementId: env.GATSBY_FIREBASE_MEASUREMENT_ID,
  }
  return options.apiKey && options.projectId && options.appId ? options : null
}

// Each variable is spelled out so webpack can replace it at build time.
const readEnv = (): Record<string, string | undefined> => ({
  GATSBY_FIREBASE_API_KEY: process.env.GATSBY_FIREBASE_API_KEY,
  GATSBY_FIREBASE_AUTH_DOMAIN: process.env.GATSBY_FIREBASE_AUTH_DOMAIN,
  GATSBY_FIREBASE_PROJECT_ID: process.env.GATSBY_FIREBASE_PROJECT_ID,
  GATSBY_FIREBASE_STORAGE_BUCKET: process.env.GATSBY_FIREBASE_STORAGE_BUCKET,
  GATSBY_FIREBASE_MESSAGING_SENDER_ID: process.env.GATSBY_FIREBASE_MESSAGING_SENDER_ID,
  GATSBY_FIREBASE_APP_ID: process.env.GATSBY_FIREBASE_APP_ID,
  GATSBY_FIREBASE_MEASUREMENT_ID: process.env.GATSBY_FIREBASE_MEASUREMENT_ID,
})
