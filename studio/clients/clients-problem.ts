/** What a failed call of the Clients screen means to the coach, by the error's code (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"

/** The code of a refusal the catalogue of call-errors.ts does not name (already-exists, failed-precondition). */
const codeOf = (error: unknown): string =>
  error && typeof error === "object" && "code" in error ? String((error as { code: unknown }).code).replace(/^functions\//, "") : ""

/** The server has another proposal under this one's id: sent before her latest changes. */
export const isSentBefore = (error: unknown): boolean => codeOf(error) === "already-exists"

/** Sending a proposal failed: what became of it, and what she can do. Her form is kept either way. */
export const sendProblem = (error: unknown): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline, so the proposal was not sent. It is kept on this device: send it when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again; the proposal is kept on this device and has not been sent."
  if (kind === "invalid-argument") return "The server did not accept the proposal as it is, and nothing was sent. The fields marked below say what to change."
  if (isSentBefore(error)) {
    return "This proposal reached your client before your latest changes: the connection dropped as it was sent. It is in your list as sent. To send these changes instead, withdraw that one and send this as a new proposal."
  }
  return "The answer did not arrive, so the proposal may or may not have been sent. It is kept on this device: send it again, and your client will not be e-mailed it twice."
}

/** Withdrawing or sending one again failed. */
export const changeProblem = (error: unknown): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline. Nothing was changed; try again when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again; nothing was changed."
  if (kind === "not-found") return "That proposal is no longer on the server. The list has been refreshed."
  if (codeOf(error) === "failed-precondition") {
    return "That can no longer be done: the client has answered this proposal, or it was withdrawn, since the list was loaded. The list now shows it as it is."
  }
  return "That did not work just now, and nothing was changed. Please try again in a moment."
}

/** Loading her proposals failed. */
export const listProblem = (error: unknown): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return "You are offline, so your proposals cannot be shown. They will be when you are back online."
  if (kind === "unauthenticated" || kind === "permission-denied") return "The studio could not confirm it is you. Please sign in again to see your proposals."
  return "Your proposals could not be loaded just now. Please try again in a moment."
}
