import { getApps, initializeApp, type FirebaseApp, type FirebaseOptions } from "firebase/app"

/** The one Firebase app of the page, created on first use. Browser only. */
export const firebaseApp = (options: FirebaseOptions): FirebaseApp => getApps()[0] ?? initializeApp(options)
