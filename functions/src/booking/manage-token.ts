/**
 * The link in a visitor's e-mails that cancels or moves their call without signing in: the call's
 * id and 32 random bytes. Only a hash of the secret is stored, so a copy of the database cannot
 * act on anyone's call; a moved call gets a new secret and the old one is kept (hashed) as used.
 */
import { randomBytes, timingSafeEqual } from "node:crypto"
import { hashSecret } from "../common/secret-hash"
import { MANAGE_TOKEN_PATTERN, type ManageTokenProblem } from "../../../contract/booking-api"

export interface ManageToken {
  token: string
  /** What the call document keeps. */
  hash: string
}

export const makeManageToken = (callId: string): ManageToken => {
  const secret = randomBytes(32).toString("base64url")
  return { token: `${callId}.${secret}`, hash: hashSecret(secret) }
}

/** The call a token names, or null when it is not a token of ours at all. */
export const tokenCallId = (token: string): string | null => (MANAGE_TOKEN_PATTERN.test(token) ? token.split(".")[0] : null)

const sameHash = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** What the stored call says of a token: null when it may act now. */
export const tokenProblem = (
  token: string,
  call: { manageTokenHash?: unknown; usedTokenHashes?: unknown; status?: unknown; start: Date } | undefined,
  now: Date,
): ManageTokenProblem | null => {
  if (!call) return "wrong"
  const hash = hashSecret(token.split(".")[1] ?? "")
  const current = typeof call.manageTokenHash === "string" && sameHash(hash, call.manageTokenHash)
  const used = Array.isArray(call.usedTokenHashes) && call.usedTokenHashes.some((old) => typeof old === "string" && sameHash(hash, old))
  if (!current) return used ? "used" : "wrong"
  if (call.status !== "booked") return "used"
  return call.start <= now ? "expired" : null
}
