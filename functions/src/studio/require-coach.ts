import { HttpsError, type CallableRequest } from "firebase-functions/v2/https"

/**
 * Every studio callable starts here: the caller must be signed in, and their ID token must carry
 * the custom claim `coach: true` (granted by `npm run coach:add`). Returns the coach's uid.
 */
export const requireCoach = (request: CallableRequest<unknown>): string => {
  if (!request.auth) throw new HttpsError("unauthenticated", "Sign in to the studio first.")
  if (request.auth.token.coach !== true) throw new HttpsError("permission-denied", "This account has no access to the studio.")
  return request.auth.uid
}
