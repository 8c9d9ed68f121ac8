/**
 * Her proposal's form checked with the schema `studioSendProposal` parses with
 * (contract/engagement-schema.ts), so the studio refuses exactly what the server would, each
 * problem at the field it is about and in her words (a fee in pounds, not pence); and a refusal
 * from the server put on the same fields.
 */
import { ENGAGEMENT_LIMITS, formatPounds, instalments, proposalSchema, type Proposal } from "../../contract/engagement-schema"
import { fieldPath } from "../../contract/field-messages"
import { penceOfPounds, PROPOSAL_FIELD_NAMES, PROPOSAL_FIELDS, type ProposalField, type ProposalForm } from "./proposal-form"

/** One problem, at the field it is about (null: the proposal as a whole), with the field's label. */
export interface ProposalProblem {
  field: ProposalField | null
  label: string
  message: string
}

const NUMBER_FIELDS: readonly ProposalField[] = ["sessions", "sessionMinutes", "instalments", "fee"]

/** A whole number as typed is sent as one; anything else as the text, which the schema refuses by name. */
const typedWhole = (text: string): number | string => (/^\s*\d{1,9}\s*$/.test(text) ? Number(text) : text)

/** The address box's lines, blank ones dropped. */
const addressLines = (text: string): string[] =>
  text
    .split(/\r\n|\n|\r/)
    .map((line) => line.trim())
    .filter(Boolean)

/** What the form asks to send, before the schema has checked it. */
export const proposalInput = (form: ProposalForm): unknown => ({
  client: { name: form.clientName, email: form.clientEmail },
  payer:
    form.payer === "client"
      ? { kind: "client" }
      : {
          kind: "organisation",
          name: form.organisation,
          billingContact: { name: form.billingName, email: form.billingEmail },
          address: addressLines(form.address),
          poNumber: form.poNumber,
          vatNumber: form.vatNumber,
        },
  programme: {
    title: form.title,
    ...(form.basedOn ? { basedOn: form.basedOn } : {}),
    sessions: typedWhole(form.sessions),
    sessionMinutes: typedWhole(form.sessionMinutes),
    feePence: penceOfPounds(form.fee) ?? form.fee,
  },
  paymentPlan: form.plan === "full" ? { kind: "full" } : { kind: "monthly", instalments: typedWhole(form.instalments) },
  startDate: form.startDate,
  note: form.note,
})

/** The field a problem's path names ("payer.address[1]", or the server's "proposal.payer.address.1"), and the address line it is about. */
const placeOf = (path: string): { field: ProposalField | null; line?: number } => {
  const dotted = path.replace(/^proposal(\.|$)/, "").replace(/\[(\d+)\]/g, ".$1")
  const field = PROPOSAL_FIELD_NAMES.filter((name) => {
    const own = PROPOSAL_FIELDS[name].path
    return dotted === own || dotted.startsWith(`${own}.`)
  }).sort((a, b) => PROPOSAL_FIELDS[b].path.length - PROPOSAL_FIELDS[a].path.length)[0]
  const line = /^payer\.address\.(\d+)/.exec(dotted)
  return { field: field ?? null, ...(line ? { line: Number(line[1]) } : {}) }
}

/** The schema's words, in hers: a fee is pounds to her, and a number box left empty is not filled in. */
const wordsFor = (field: ProposalField | null, message: string, form: ProposalForm): string => {
  if (field && NUMBER_FIELDS.includes(field) && !form[field].trim()) return "must be filled in"
  if (field !== "fee") return message
  if (/at most/.test(message)) return `must be at most ${formatPounds(ENGAGEMENT_LIMITS.feePenceMax)}`
  if (/at least/.test(message)) return "must be more than £0"
  return "must be an amount in pounds, such as 4,800 or 1,234.56"
}

/** One problem per field (the first found), each where the form shows it. */
const problemsAt = (paths: readonly { path: string; message: string }[], form: ProposalForm): ProposalProblem[] => {
  const problems: ProposalProblem[] = []
  for (const { path, message } of paths) {
    const { field, line } = placeOf(path)
    if (problems.some((problem) => problem.field === field)) continue
    const label = field ? `${PROPOSAL_FIELDS[field].label}${line === undefined ? "" : `, line ${line + 1}`}` : "The proposal"
    problems.push({ field, label, message: wordsFor(field, message, form) })
  }
  return problems
}

export type ProposalCheck = { ok: true; proposal: Proposal } | { ok: false; problems: ProposalProblem[] }

/** Checks the form with the server's schema: the proposal to send, or each problem at its field. */
export const checkProposalForm = (form: ProposalForm): ProposalCheck => {
  const parsed = proposalSchema.safeParse(proposalInput(form))
  if (parsed.success) return { ok: true, proposal: parsed.data }
  return { ok: false, problems: problemsAt(parsed.error.issues.map((issue) => ({ path: fieldPath(issue.path), message: issue.message })), form) }
}

/** The problems of a proposal the server refused (`details.problems` of its invalid-argument error), at the form's fields. */
export const refusedProblems = (error: unknown, form: ProposalForm): ProposalProblem[] => {
  const details = error && typeof error === "object" && "details" in error ? (error as { details?: { problems?: unknown } }).details : undefined
  const lines = Array.isArray(details?.problems) ? (details.problems as unknown[]) : []
  return problemsAt(
    lines.flatMap((line) => (line && typeof line === "object" && "field" in line && "message" in line ? [{ path: String(line.field), message: String(line.message) }] : [])),
    form,
  )
}

/** What each invoice of the plan would bill, in pence, while the fee and the number of instalments read as they must; null otherwise. */
export const planPreview = (form: ProposalForm): number[] | null => {
  const fee = penceOfPounds(form.fee)
  if (fee === null || fee < 1 || fee > ENGAGEMENT_LIMITS.feePenceMax) return null
  if (form.plan === "full") return [fee]
  const count = typedWhole(form.instalments)
  if (typeof count !== "number" || count < 2 || count > ENGAGEMENT_LIMITS.instalmentsMax || count > fee) return null
  return instalments(fee, count)
}
