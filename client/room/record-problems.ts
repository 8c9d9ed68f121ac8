/** The room's words for a refused call on the client's record: by field where the callable named one, else in a sentence. */
import { callErrorKind } from "../../src/firebase/call-errors"
import type { AnswerProblem } from "../../contract/intake-schema"
import { INTAKE_CLOSED } from "../../contract/client-record-api"

/** The refused answers by question id, as the save callable names them (`answers.goals`). */
export const answerProblemsOf = (error: unknown): Record<string, string> => {
  const problems = (error as { details?: { problems?: AnswerProblem[] } } | null)?.details?.problems ?? []
  return Object.fromEntries(problems.filter((problem) => problem.field.startsWith("answers.")).map((problem) => [problem.field.slice("answers.".length), problem.message]))
}

/** Why a save or a tick did not go through, and what to do; what was typed stays on the page either way. */
export const recordCallProblem = (error: unknown, what: "answers" | "action"): string => {
  const kind = callErrorKind(error)
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason
  if (what === "answers" && reason === "closed") return INTAKE_CLOSED
  if (kind === "invalid-argument") return what === "answers" ? "Not saved yet: an answer needs changing (see below). Everything you typed is still here." : "That change could not be made. Please reload the page."
  if (kind === "network") return `You appear to be offline, so your ${what === "answers" ? "answers are" : "tick is"} not saved yet. ${what === "answers" ? "They are still here, and will be saved when you type again once you are back online." : "Try again once you are back online."}`
  if (kind === "unauthenticated" || kind === "permission-denied") return "Your room could not confirm it is you. Sign out, ask for a new link and try again."
  if (kind === "not-found") return "This could not be found any more. Please reload the page."
  return `Not saved just now. ${what === "answers" ? "Your answers are still here; type again in a moment to save them." : "Please try again in a moment."}`
}
