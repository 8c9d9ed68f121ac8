import { HttpsError, type CallableRequest } from "firebase-functions/v2/https"
import { isClientToken } from "../../../contract/client-room-api"
import { clientEmailOf } from "../engagements/client-admission"

/**
 * Every client callable but the sign-in link starts here: the caller must be signed in, with the
 * client claim and a verified address. Answers the address their proposals are stored under, the
 * only ones they may read or answer. The coach's account has no client claim and is refused too.
 */
export const requireClient = (request: CallableRequest<unknown>): string => {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to your room first.")
  const claims = request.auth.token as Readonly<Record<string, unknown>>
  if (!isClientToken(claims)) throw new HttpsError("permission-denied", "This account has no client's room.")
  return clientEmailOf(String(claims.email))
}
