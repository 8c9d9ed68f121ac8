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

/** Gmail's two domains, where dots in the name are ignored: `j.smith@` and `jsmith@` are one mailbox. */
const GMAIL_DOMAINS = new Set(["gmail.com", "googlemail.com"])

/**
 * The mailbox an address delivers to, as far as it can be told from the address: lower-case, the
 * `+tag` removed (`name+a@` and `name@` reach one inbox at almost every provider), and for Gmail's
 * domains the dots too. Every per-address limit counts the mailbox, so variants of one address
 * cannot each take its allowance.
 */
export const mailboxOf = (email: string): string => {
  const address = email.trim().toLowerCase()
  const at = address.lastIndexOf("@")
  if (at < 1) return address
  const domain = address.slice(at + 1)
  // An address that is nothing but a tag ("+a@") keeps it: nothing would be left.
  const name = address.slice(0, at).replace(/(?<=.)\+.*$/, "")
  return GMAIL_DOMAINS.has(domain) ? `${name.replaceAll(".", "")}@gmail.com` : `${name}@${domain}`
}

/** The visitor's mailbox (mailboxOf) as a salted hash, for the per-address limits and the newsletter's reader id. */
export const emailKey = (db: Firestore, email: string): Promise<string> => saltedHash(db, `email:${mailboxOf(email)}`)
