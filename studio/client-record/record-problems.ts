/** What a failed call on a client's record means to the coach, by the error's code and the field it names (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"
import { fieldProblem } from "../common/field-problem"

export const recordProblem = (error: unknown, what: string): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return `You are offline, so ${what} was not saved. What you typed is still here; try again when you are back online.`
  if (kind === "unauthenticated" || kind === "permission-denied") return `The studio could not confirm it is you, so ${what} was not saved. Please sign in again.`
  if (kind === "not-found") return `That is no longer on the server, so ${what} was not saved. Open the client's record again.`
  if (kind === "invalid-argument") return fieldProblem(error, "text") ?? `${what} could not be saved as it is.`
  return `Something went wrong, so ${what} was not saved. What you typed is still here; please try again.`
}
