/**
 * The unsent enquiry kept on the visitor's device, so a reload, a crashed tab or a failed send loses
 * nothing. It carries the submission id, so a retry after a lost answer is the same submission.
 */
import { readJson, removeJson, writeJson, type WriteResult } from "../../lib/local-json"
import { ENQUIRY_TOPICS } from "../../../shared/enquiry-schema"
import type { EnquiryValues } from "./enquiry-values"

export const DRAFT_KEY = "contact.enquiry-draft"

export interface EnquiryDraft {
  submissionId: string
  values: Omit<EnquiryValues, "website">
}

const TEXT_FIELDS = ["name", "email", "organisation", "role", "message"] as const

const isDraft = (value: unknown): value is EnquiryDraft => {
  if (!value || typeof value !== "object") return false
  const { submissionId, values } = value as Partial<EnquiryDraft>
  if (typeof submissionId !== "string" || !values || typeof values !== "object") return false
  return (
    TEXT_FIELDS.every((field) => typeof values[field] === "string") &&
    typeof values.consent === "boolean" &&
    (values.topic === "" || (ENQUIRY_TOPICS as readonly string[]).includes(values.topic))
  )
}

/** The saved draft, or null when there is none or it cannot be read (it is then simply not restored). */
export const loadDraft = (): EnquiryDraft | null => {
  const result = readJson(DRAFT_KEY, isDraft)
  return result.ok ? result.value : null
}

/** Keeps the draft; the spam trap is never saved. */
export const saveDraft = (submissionId: string, { website: _trap, ...values }: EnquiryValues): WriteResult =>
  writeJson(DRAFT_KEY, { submissionId, values } satisfies EnquiryDraft)

export const clearDraft = (): WriteResult => removeJson(DRAFT_KEY)

/** True when the visitor has typed anything worth keeping. */
export const hasContent = (values: EnquiryValues): boolean =>
  TEXT_FIELDS.some((field) => values[field].trim() !== "") || values.topic !== "" || values.consent
