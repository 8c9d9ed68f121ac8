/** An import's outcome in her words: how many were added, already there, and each line refused with why. */
import type { NewsletterImportResult } from "../../contract/newsletter-api"

type RefusedReason = NewsletterImportResult["refused"][number]["reason"]

export const REFUSED_REASONS: Readonly<Record<RefusedReason, string>> = {
  "invalid-email": "not an e-mail address",
  "invalid-name": "the name has characters the list cannot keep",
  "line-break": "a line break inside a field",
  duplicate: "the address is earlier in the file",
  unsubscribed: "this reader left the list, so an import cannot add them back",
}

const readers = (count: number) => `${count} ${count === 1 ? "reader" : "readers"}`

export interface ImportSummary {
  headline: string
  /** "Line 4: not an e-mail address", one per line refused, in the file's order. */
  refused: string[]
}

export const importSummary = ({ added, alreadyListed, refused }: NewsletterImportResult): ImportSummary => ({
  headline: [
    `${readers(added)} added.`,
    alreadyListed > 0 ? `${readers(alreadyListed)} already on your list, left as they were.` : "",
    refused.length > 0 ? `${refused.length} ${refused.length === 1 ? "line" : "lines"} not added:` : "",
  ]
    .filter(Boolean)
    .join(" "),
  refused: [...refused].sort((a, b) => a.line - b.line).map(({ line, reason }) => `Line ${line}: ${REFUSED_REASONS[reason]}`),
})
