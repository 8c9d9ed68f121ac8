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
}

export const describeAuthError = (error: unknown): string => {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : ""
  return SENTENCES[code] ?? "Signing in did not work just now. Please try again."
}
