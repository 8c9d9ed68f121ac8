/** What a failed call of the calls screen means to the coach, by the error's code (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"

export const callsProblem = (error: unknown): string => {
  switch (callErrorKind(error)) {
    case "network":
      return "You are offline. Nothing was changed; try again when you are back online."
    case "unauthenticated":
    case "permission-denied":
      return "The studio could not confirm it is you. Please sign in again; nothing was changed."
    case "invalid-argument":
      return "The server did not accept this as it is. The fields marked below say what to change."
    case "not-found":
      return "That call is no longer on the server. The list has been refreshed."
    default:
      return "That did not work just now, and nothing was changed. Please try again in a moment."
  }
}
