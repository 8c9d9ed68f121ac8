import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { ENQUIRY_FIELD_VIEWS } from "../../../contract/enquiry-fields"
import type { EnquiryErrors, EnquiryField, EnquiryFields } from "../../../contract/enquiry-schema"
import { clearDraft, hasContent, loadDraft, saveDraft } from "./enquiry-draft"
import type { checkEnquiry as CheckEnquiry } from "./enquiry-check"
import { emptyValuesOf, firstInvalidField, newSubmissionId, type EnquiryValues, type FormField } from "./enquiry-values"
import { enquirySender, type EnquirySender } from "./enquiry-sender"

// Live checks need some valid id; the real one is only made when there is something to keep.
const PLACEHOLDER_ID = "00000000-0000-4000-8000-000000000000"

type Check = typeof CheckEnquiry
let checkLoading: Promise<Check> | undefined
/** The check and its schema (zod with it), fetched once, when a visitor starts on the form or sends it. */
const loadCheck = (): Promise<Check> => {
  checkLoading ??= import("./enquiry-check").then((module) => module.checkEnquiry)
  // A failed fetch (the connection dropped) is tried again by the next start or send.
  checkLoading.catch(() => (checkLoading = undefined))
  return checkLoading
}

/**
 * idle: being written; sending: waiting for the server; sent: the server confirmed;
 * failed: not sent (the reason is in `failure`); emailed: demo mode handed it to the e-mail program.
 */
export type EnquiryStatus = "idle" | "sending" | "sent" | "failed" | "emailed"

export interface EnquiryForm {
  values: EnquiryValues
  /** Shown problems, one per field; empty until the first submit. */
  errors: EnquiryErrors
  status: EnquiryStatus
  /** What went wrong with the last send, in a sentence for the visitor. */
  failure: string | null
  /** True once a draft from an earlier visit has been put back into the form. */
  restored: boolean
  /** True when there is no mail service (no Firebase configuration): sending opens an e-mail. */
  demo: boolean
  change: <F extends keyof EnquiryValues>(field: F, value: EnquiryValues[F]) => void
  /** Checks and sends; resolves to the first field to fix, or null. */
  submit: () => Promise<FormField | null>
  /** The visitor is starting on the form (a focus or a press in it): the check is fetched now. */
  prepare: () => void
}

export interface EnquiryFormOptions {
  /** How the enquiry is sent; null in demo mode. The feature's own unless a test gives another. */
  sender?: EnquirySender | null
  /** Demo mode: hand the checked values to the visitor's e-mail program. */
  openEmail: (values: EnquiryValues) => void
  /** How long typing pauses before the draft is saved. */
  saveDelayMs?: number
  /** The enquiry's fields with their schemas; the shared table (its schemas loaded on demand) unless a test gives another. */
  fields?: EnquiryFields
}

/** The contact form's state: values, draft on the device, validation, and the one send. */
export const useEnquiryForm = ({ sender = enquirySender, openEmail, saveDelayMs = 400, fields }: EnquiryFormOptions): EnquiryForm => {
  const views = fields ?? ENQUIRY_FIELD_VIEWS
  const empty = useMemo(() => emptyValuesOf(views) as EnquiryValues, [views])
  const [check, setCheck] = useState<{ run: Check } | null>(null)
  const [values, setValues] = useState<EnquiryValues>(empty)
  const [serverErrors, setServerErrors] = useState<EnquiryErrors>({})
  const [status, setStatus] = useState<EnquiryStatus>("idle")
  const [failure, setFailure] = useState<string | null>(null)
  const [restored, setRestored] = useState(false)
  const [checking, setChecking] = useState(false)
  // Made once per message and kept with the draft: a retry sends the same id, the server stores one.
  const submissionId = useRef<string | null>(null)
  // True once the current values went to the server under that id: an edit then needs a new id, or
  // the server would take the changed message for a retry of the first.
  const sentUnderId = useRef(false)
  const loaded = useRef(false)
  const inFlight = useRef(false)

  // Restore an unsent draft. It lives in localStorage, which the server render cannot read, so it
  // can only be applied after hydration: setting state in this effect is the point.
  useEffect(() => {
    const draft = loadDraft()
    if (draft) {
      submissionId.current = draft.submissionId
      sentUnderId.current = draft.sent === true
      // eslint-disable-next-line react-hooks/set-state-in-effect -- see above
      setValues({ ...empty, ...draft.values })
      setRestored(true)
    }
    loaded.current = true
  }, [empty])

  // Save as the visitor types, once they pause; never before the old draft has been read.
  useEffect(() => {
    if (!loaded.current || status === "sent" || !hasContent(values)) return undefined
    const timer = window.setTimeout(() => {
      submissionId.current ??= newSubmissionId()
      saveDraft(submissionId.current, values)
    }, saveDelayMs)
    return () => window.clearTimeout(timer)
  }, [values, status, saveDelayMs])

  const change = useCallback<EnquiryForm["change"]>((field, value) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (sentUnderId.current) {
      submissionId.current = null
      sentUnderId.current = false
    }
    // A problem the server reported goes once the visitor edits that field.
    setServerErrors((current) => {
      const { [field as EnquiryField]: _edited, ...rest } = current
      return rest
    })
  }, [])

  const prepare = useCallback(() => {
    if (!check) loadCheck().then((run) => setCheck({ run }), () => undefined)
  }, [check])

  // After the first attempt, problems are checked as the visitor types, so they go once fixed.
  const errors = useMemo<EnquiryErrors>(() => {
    if (!checking || !check) return serverErrors
    const result = check.run(values, PLACEHOLDER_ID, fields)
    return { ...serverErrors, ...(result.ok ? {} : result.errors) }
  }, [values, checking, check, serverErrors, fields])

  const submit = useCallback(async (): Promise<FormField | null> => {
    if (inFlight.current) return null
    const run = check?.run ?? (await loadCheck())
    if (!check) setCheck({ run })
    submissionId.current ??= newSubmissionId()
    const result = run(values, submissionId.current, fields)
    setChecking(true)
    if (!result.ok) return firstInvalidField(result.errors, views)
    setServerErrors({})
    // Written now, not after the pause: a tab that dies while sending keeps the message.
    saveDraft(submissionId.current, values, { sent: Boolean(sender) })
    if (!sender) {
      openEmail(values)
      setStatus("emailed")
      return null
    }
    inFlight.current = true
    sentUnderId.current = true
    setStatus("sending")
    setFailure(null)
    const sent = await sender(result.enquiry)
    inFlight.current = false
    if (sent.ok) {
      clearDraft()
      submissionId.current = null
      sentUnderId.current = false
      setStatus("sent")
      return null
    }
    // The server already holds other words under this id: the next send is a new submission.
    if (sent.changedSinceSent) {
      submissionId.current = null
      sentUnderId.current = false
    }
    setStatus("failed")
    setFailure(sent.sentence)
    setServerErrors(sent.fields)
    return firstInvalidField(sent.fields, views)
  }, [values, sender, openEmail, fields, views, check])

  return { values, errors, status, failure, restored, demo: !sender, change, submit, prepare }
}
