/** What publishing or unpublishing a story or post did, in the coach's words. */
import type { PublishResult } from "../../contract/studio-api"
import type { DraftNoun } from "../callables/callable-problems"
import { scheduledLine } from "./scheduled-line"

/** A problem a publish callable named, field by field. */
export interface RefusedProblem {
  field: string
  message: string
}

/** The problems a refusal names field by field (the publish callable's invalid-argument details). */
export const refusedProblems = (error: unknown): RefusedProblem[] => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: { problems?: unknown } }).details : undefined
  return Array.isArray(details?.problems)
    ? details.problems.filter((line): line is RefusedProblem => typeof line?.field === "string" && typeof line?.message === "string")
    : []
}

/** The checklist's own lines, then those the server or the last build named that the checklist does not say already. */
export const withRefusedProblems = <Line extends RefusedProblem>(local: Line[], refused: readonly RefusedProblem[], asLine: (problem: RefusedProblem) => Line): Line[] => {
  const known = new Set(local.map((line) => `${line.field}:${line.message}`))
  return [...local, ...refused.filter((line) => !known.has(`${line.field}:${line.message}`)).map(asLine)]
}

/** When the change reaches `where` (the live address): after the rebuild the hook starts, or with the next build. */
export const publishOutcome = (result: PublishResult, where: string, noun: DraftNoun): string => {
  const { published } = result
  if (result.scheduledFor) return `${scheduledLine(result.scheduledFor)}: the ${noun} goes live at ${where} on that day.`
  if (result.scheduleCancelled) return `The schedule is cancelled: the ${noun} stays a draft.`
  if (result.build === "throttled") {
    // Held back, then sent by the functions' sendHeldBackBuilds once the hour allows: nothing for her to do.
    return `${published ? "Published" : "Unpublished"}. The site has been rebuilt many times this hour, so this change waits its turn: the site rebuilds by itself within the hour, and then it is ${published ? "live at" : "gone from"} ${where}. There is no need to publish again.`
  }
  if (!published) {
    return result.build === "no-hook"
      ? `Unpublished. It leaves ${where} with the site's next build.`
      : `Unpublished. The site is rebuilding: ${where} is gone in a few minutes.`
  }
  return result.build === "no-hook"
    ? `Published. It goes live at ${where} with the site's next build.`
    : `Published. The site is rebuilding: the ${noun} will be live at ${where} in a few minutes.`
}
