/** What a callable's refusal names, read from its details (never its message): a field's problem, or the reason of a failed precondition. */

/** The problem the callable named for `field` (`details.problems`), if it named one. */
export const fieldProblem = (error: unknown, field: string): string | null => {
  const problems = (error as { details?: { problems?: unknown } } | null)?.details?.problems
  if (!Array.isArray(problems)) return null
  const found = problems.find((problem): problem is { field: string; message: string } => problem?.field === field && typeof problem.message === "string")
  return found?.message ?? null
}

/** The reason a refusal gives (`details.reason`: "changed", "same-words"), if it gives one. */
export const refusalReason = (error: unknown): string | null => {
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason
  return typeof reason === "string" ? reason : null
}
