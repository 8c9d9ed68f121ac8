import { createHash, randomBytes } from "node:crypto"
import type { Firestore } from "firebase-admin/firestore"
import { SERVER_SETTINGS } from "./collections"

const SALT_DOCUMENT = `${SERVER_SETTINGS}/senderHash`

let salt: Promise<string> | undefined

/**
 * The project's secret salt, made once at random and kept in Firestore (which no client can read),
 * so no deployment setting is needed and the same salt holds across every instance.
 */
const projectSalt = (db: Firestore): Promise<string> => {
  salt ??= (async () => {
    const ref = db.doc(SALT_DOCUMENT)
    const made = randomBytes(32).toString("hex")
    try {
      await ref.create({ salt: made })
      return made
    } catch (error) {
      // Another instance made it first: use theirs.
      if (!isAlreadyExists(error)) throw error
      const stored = (await ref.get()).get("salt")
      if (typeof stored !== "string") throw new Error(`${SALT_DOCUMENT} holds no salt`)
      return stored
    }
  })().catch((error: unknown) => {
    salt = undefined
    throw error
  })
  return salt
}

/** Firestore's gRPC code for a document that already exists. */
export const isAlreadyExists = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 6

/** Who is sending, as a salted hash of their IP address: the raw address is never stored. */
export const senderKey = async (db: Firestore, ip: string): Promise<string> =>
  createHash("sha256").update(`${await projectSalt(db)}:${ip}`).digest("hex")
