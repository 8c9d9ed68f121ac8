import { createHash, randomBytes } from "node:crypto"
import type { Firestore } from "firebase-admin/firestore"
import { SERVER_SETTINGS } from "../../../contract/firebase-settings"

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

const saltedHash = async (db: Firestore, value: string): Promise<string> =>
  createHash("sha256").update(`${await projectSalt(db)}:${value}`).digest("hex")

/** Who is sending, as a salted hash of their address (see senderBucket): the raw address is never stored. */
export const senderKey = (db: Firestore, bucket: string): Promise<string> => saltedHash(db, bucket)

/** The visitor's e-mail address as a salted hash, for its own limit; letter case does not make a new address. */
export const emailKey = (db: Firestore, email: string): Promise<string> => saltedHash(db, `email:${email.trim().toLowerCase()}`)
