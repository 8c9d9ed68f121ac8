import { fieldLine, type FieldProblem } from "../../contract/field-messages"

/** One problem with one story, phrased for the coach: which story, which field, what is wrong. */
export interface StoryProblem extends FieldProblem {
  storyId: string
  origin: string
}

export const describeProblem = ({ storyId, origin, field, message }: StoryProblem): string =>
  `Story "${storyId}" (${origin}): ${field ? fieldLine({ field, message }) : message}`

/** Thrown when any story is invalid; the build stops and prints every problem at once. */
export class StoryValidationError extends Error {
  readonly problems: StoryProblem[]

  constructor(problems: StoryProblem[]) {
    super(`Invalid stories:\n${problems.map((p) => `  - ${describeProblem(p)}`).join("\n")}`)
    this.name = "StoryValidationError"
    this.problems = problems
  }
}
