/**
 * How every validation problem is worded for the coach, content files and stories alike:
 * `field "items[2].fee.from" is required but missing`.
 */
import type { z } from "zod"

export interface FieldProblem {
  /** "items[2].fee.from"; empty for the file or story as a whole. */
  field: string
  message: string
}

/** "items[2].fee.from" for the path ["items", 2, "fee", "from"]. */
export const fieldPath = (path: ReadonlyArray<PropertyKey>): string =>
  path.map((part, index) => (typeof part === "number" ? `[${part}]` : `${index === 0 ? "" : "."}${String(part)}`)).join("")

const describe = (issue: z.core.$ZodIssue): string => {
  if (issue.code === "invalid_type" && /received undefined/.test(issue.message)) return "is required but missing"
  if (issue.code === "invalid_type") return `has the wrong kind of value (${issue.message.replace(/^Invalid input: /, "")})`
  return issue.message
}

/** One problem per zod issue, each naming the field. */
export const issueProblems = (error: z.ZodError): FieldProblem[] =>
  error.issues.map((issue) => ({ field: fieldPath(issue.path), message: describe(issue) }))

/** `field "pages[1].body" must be at most 180 characters (it has 181)`. */
export const fieldLine = ({ field, message }: FieldProblem, whole = "(the whole file)"): string => `field "${field || whole}" ${message}`

/**
 * One line per problem, naming where the content came from and the field:
 * `content/blog/awayday/index.md: field "title" must not be empty`. File posts and published posts
 * are named this way alike.
 */
export const problemLines = (origin: string, error: z.ZodError, whole?: string): string[] =>
  issueProblems(error).map((problem) => `${origin}: ${fieldLine(problem, whole)}`)
