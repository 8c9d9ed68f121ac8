import { HttpsError, type CallableRequest } from "firebase-functions/v2/https"
import { isCoachToken } from "../../../contract/studio-api"

/**
 * Every studio callable starts here: the caller must be signed in, and their ID token must carry
 * the custom claim `coach: true` (granted by `npm run coach:add`) and a verified e-mail address, so
 * an account someone else registered under the coach's public address never gets in, claim or not.
 * Returns the coach's uid.
 */
export const requireCoach = (request: CallableRequest<unknown>): string => {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to the studio first.")
  if (!isCoachToken(request.auth.token)) throw new HttpsError("permission-denied", "This account has no access to the studio.")
  return request.auth.uid
}
