import { createHash } from "node:crypto"
import type { Firestore } from "firebase-admin/firestore"
import { logger } from "firebase-functions"
import file from "../../../content/engagement-terms.json"
import { termsSchema, type Terms } from "../../../contract/engagement-terms"
import { PAGES } from "../../../contract/firebase-settings"
import { TERMS_PAGE } from "../../../contract/site-pages"

/**
 * Her terms of engagement as content/engagement-terms.json holds them, compiled into the functions
 * at deploy and checked here, naming the file and field, so a broken file fails the deploy's
 * load rather than a proposal. They stand until she publishes her own from the studio.
 */
const parsed = termsSchema.safeParse(file)
if (!parsed.success) {
  const issue = parsed.error.issues[0]
  throw new Error(`content/engagement-terms.json: ${issue.path.join(".") || "(the whole file)"} ${issue.message}`)
}

/** A value's content hash (SHA-256, hex) over its JSON: the schema's parse gives its keys one order. */
export const contentHash = (value: unknown): string => createHash("sha256").update(JSON.stringify(value)).digest("hex")

/** The terms a proposal is sent with, and their hash, which the proposal keeps beside them. */
export interface TermsVersion {
  hash: string
  content: Terms
}

const versionOf = (content: Terms): TermsVersion => ({ hash: contentHash(content), content })

/** The file's terms. */
export const fileTerms = (): TermsVersion => versionOf(parsed.data)

/**
 * The terms in force for a new proposal: the version she last published in the studio (the page
 * "terms" in PAGES, as the studio's publish stored it), else the file's. Read at each sending, so
 * the next proposal after a publish carries them; a published document the schema refuses is
 * ignored (logged), as the build ignores a refused page.
 */
export const termsInForce = async (db: Firestore): Promise<TermsVersion> => {
  const doc = await db.collection(PAGES).doc(TERMS_PAGE).get()
  if (doc.get("published") !== true) return fileTerms()
  const published = termsSchema.safeParse(doc.get("content"))
  if (published.success) return versionOf(published.data)
  logger.warn("Published terms refused; the file's terms are sent", { field: published.error.issues[0]?.path.join(".") })
  return fileTerms()
}
