import { HttpsError, type CallableRequest } from "firebase-functions/v2/https"

/**
 * Every callable of a client's room starts here: the caller must be signed in with the client
 * claim (given at sign-up to an address she sent a proposal to: client-admission.ts) and a
 * verified address, which an e-mail link sign-in gives. Returns that address in lower case: a
 * client reaches only what was sent to it.
 */
export const requireClient = (request: CallableRequest<unknown>): string => {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to your room first.")
  const { client, email, email_verified: verified } = request.auth.token
  if (client !== true || verified !== true || typeof email !== "string") throw new HttpsError("permission-denied", "This account has no client's room.")
  return email.trim().toLowerCase()
}
