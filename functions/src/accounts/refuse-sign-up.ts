import { beforeUserCreated, HttpsError } from "firebase-functions/v2/identity"

/**
 * Nobody creates an account from a browser: the coach's account is made with `npm run coach:add`
 * (the Admin SDK, which blocking functions never see), and visitors need none. Without this, anyone
 * holding the public web API key could sign up with the coach's public e-mail address first.
 * Deployed, it only runs once the project uses Identity Platform and registers it as the
 * "before account creation" blocking function (docs/security-account.md).
 */
export const refuseSignUp = beforeUserCreated(() => {
  throw new HttpsError("permission-denied", "This site does not take new accounts.")
})
