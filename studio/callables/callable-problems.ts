/** What a failed story or post call means to the coach, by the error's code (never its message). */
import { callErrorKind } from "../../src/firebase/call-errors"

/** What the coach is working on, as the messages name it. */
export type DraftNoun = "story" | "post" | "page"

/** "stories", "posts", "pages". */
export const pluralOf = (noun: DraftNoun): string => (noun === "story" ? "stories" : `${noun}s`)

export const draftCallProblem = (error: unknown, noun: DraftNoun): string => {
  switch (callErrorKind(error)) {
    case "network":
      return "You are offline. Your changes are kept on this device and go to the server when you are back online."
    case "unauthenticated":
    case "permission-denied":
      return "The studio could not confirm it is you. Your changes are kept on this device: sign in again to save them."
    case "invalid-argument":
      return `The server did not accept the ${noun} as it is. The checklist says what to change.`
    case "not-found":
      return `This ${noun} is no longer on the server. Your words are kept on this device.`
    default:
      return "The server could not be reached just now. Your changes are kept on this device; try again in a moment."
  }
}

export const storyCallProblem = (error: unknown): string => draftCallProblem(error, "story")

export const postCallProblem = (error: unknown): string => draftCallProblem(error, "post")

export const pageCallProblem = (error: unknown): string => draftCallProblem(error, "page")
