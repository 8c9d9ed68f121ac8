/** What a failed sign-in means to the coach, by the Auth SDK's error code. */
const SENTENCES: Record<string, string> = {
  "auth/invalid-credential": "That e-mail address and password do not match an account. Check them and try again.",
  "auth/wrong-password": "That e-mail address and password do not match an account. Check them and try again.",
  "auth/user-not-found": "That e-mail address and password do not match an account. Check them and try again.",
  "auth/invalid-email": "That does not look like an e-mail address.",
  "auth/missing-password": "Enter your password.",
  "auth/user-disabled": "This account has been switched off.",
  "auth/too-many-requests": "Too many attempts. Wait a few minutes, or reset your password.",
  "auth/network-request-failed": "You appear to be offline. Check your connection and try again.",
  // The second step: a code by text message.
  "auth/multi-factor-auth-required": "This account asks for a second step the studio cannot take (not a text message). Ask the site's owner.",
  "auth/invalid-verification-code": "That code is not the one we sent. Check the latest text message and try again.",
  "auth/missing-verification-code": "Enter the six-digit code from the text message.",
  "auth/code-expired": "That code has expired. Send a new one.",
  "auth/invalid-verification-id": "That code has expired. Send a new one.",
  "auth/missing-phone-number": "Enter your mobile number.",
  "auth/invalid-phone-number": "That number cannot receive our text messages. Check it, with its country code.",
  "auth/second-factor-already-in-use": "That phone is already your second step.",
  "auth/maximum-second-factor-count-exceeded": "This account has as many second steps as it can have. Remove one first.",
  "auth/quota-exceeded": "We cannot send more text messages just now. Try again later.",
  "auth/captcha-check-failed": "The check that you are not a robot did not pass. Reload the page and try again.",
  "auth/requires-recent-login": "For your safety, sign out and sign in again, then do this within five minutes.",
  "auth/unverified-email": "Your e-mail address must be verified before you add a second step. Ask the site's owner.",
  "auth/operation-not-allowed": "Text message codes are not switched on for this site yet. Ask the site's owner.",
  "auth/user-signed-out": "You have been signed out. Sign in again.",
}

/** `otherwise`: what to say when the error is none of the above. */
export const describeAuthError = (error: unknown, otherwise = "Signing in did not work just now. Please try again."): string => {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : ""
  return SENTENCES[code] ?? otherwise
}
