import { getApps, initializeApp } from "firebase-admin/app"
import { getFirestore, type Firestore } from "firebase-admin/firestore"

let db: Firestore | undefined

/**
 * The server's one Firestore client. Undefined properties are dropped rather than refused (the
 * specification's document database setting), so optional fields the visitor left empty vanish.
 */
export const firestore = (): Firestore => {
  if (!db) {
    const app = getApps()[0] ?? initializeApp()
    db = getFirestore(app)
    db.settings({ ignoreUndefinedProperties: true })
  }
  return db
}
