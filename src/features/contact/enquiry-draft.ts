/**
 * The unsent enquiry kept on the visitor's device, so a reload, a crashed tab or a failed send loses
 * nothing. It carries the submission id, so a retry after a lost answer is the same submission, and
 * it is dropped once it is older than the period set in content/site.json (retention.contactDraftDays).
 */
import { readJson, removeJson, writeJson, type WriteResult } from "../../lib/local-json"
import { ENQUIRY_FIELD_VIEWS } from "../../../contract/enquiry-fields"
import { expiryAfter } from "../../../contract/expiry"
import { settings } from "../../settings"
import { isFilled, isValueOf, type EnquiryValues } from "./enquiry-values"

export const DRAFT_KEY = "contact.enquiry-draft"

export interface EnquiryDraft {
  submissionId: string
  values: Omit<EnquiryValues, "website">
  /** When it was last saved (milliseconds since 1970); drafts saved before this was kept have none. */
  savedAt?: number
  /** True once these values were sent under this id: a change after that is a new submission. */
  sent?: boolean
}

const FIELDS = Object.entries(ENQUIRY_FIELD_VIEWS)

const isDraft = (value: unknown): value is EnquiryDraft => {
  if (!value || typeof value !== "object") return false
  const { submissionId, values, savedAt, sent } = value as Partial<EnquiryDraft>
  if (typeof submissionId !== "string" || !values || typeof values !== "object") return false
  if (savedAt !== undefined && typeof savedAt !== "number") return false
  if (sent !== undefined && typeof sent !== "boolean") return false
  return FIELDS.every(([key, field]) => isValueOf(field.control, (values as Record<string, unknown>)[key]))
}

/**
 * The saved draft, or null when there is none, it cannot be read (it is then simply not restored) or
 * it has expired (it is then removed from the device).
 */
export const loadDraft = (now: number = Date.now(), keepDays: number = settings.retention.contactDraftDays): EnquiryDraft | null => {
  const result = readJson(DRAFT_KEY, isDraft)
  if (!result.ok || !result.value) return null
  const { savedAt } = result.value
  if (savedAt !== undefined && expiryAfter(new Date(savedAt), keepDays).getTime() <= now) {
    clearDraft()
    return null
  }
  return result.value
}

/** Keeps the draft, stamped with the time; the spam trap is never saved. */
export const saveDraft = (submissionId: string, { website: _trap, ...values }: EnquiryValues, { sent = false, now = Date.now() } = {}): WriteResult =>
  writeJson(DRAFT_KEY, { submissionId, values, savedAt: now, ...(sent ? { sent } : {}) } satisfies EnquiryDraft)

export const clearDraft = (): WriteResult => removeJson(DRAFT_KEY)

/** True when the visitor has typed anything worth keeping. */
export const hasContent = (values: EnquiryValues): boolean =>
  FIELDS.some(([key, field]) => isFilled(field.control, values[key as keyof EnquiryValues]))
