/** What a failed call of the newsletter's screens means to the coach, by the error's code (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"

export const newsletterProblem = (error: unknown): string => {
  switch (callErrorKind(error)) {
    case "network":
      return "You are offline. Nothing was changed or sent; try again when you are back online."
    case "unauthenticated":
    case "permission-denied":
      return "The studio could not confirm it is you. Please sign in again; nothing was changed or sent."
    case "invalid-argument":
      return "The server did not accept this as it is. Please check what you entered and try again."
    case "not-found":
      return "That is no longer on the server (removed, or the post is not published). The screen has been refreshed."
    default:
      return "That did not work just now. Please try again in a moment; nothing is sent twice."
  }
}
