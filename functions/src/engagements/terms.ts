import { createHash } from "node:crypto"
import file from "../../../content/engagement-terms.json"
import { termsSchema, type Terms } from "../../../contract/engagement-terms"

/**
 * Her terms of engagement as content/engagement-terms.json holds them, compiled into the functions
 * at deploy and checked here, naming the file and field, so a broken file fails the deploy's
 * load rather than a proposal.
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

export const currentTerms = (): TermsVersion => ({ hash: contentHash(parsed.data), content: parsed.data })
