import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind, describeCallError } from "../../src/firebase/call-errors"
import { bytesOfBase64, downloadFile } from "../../src/lib/download-file"
import { firstNameOf, suggestWordingSchema, type ClientRecordSummary } from "../../contract/programme-end-api"
import { fieldProblem, refusalReason } from "../common/field-problem"
import { askTestimonial, endProgramme, eraseClientRecord, exportClientRecord, fetchClientRecords, publishTestimonial, suggestWording } from "./programme-end-callables"

/** What she sees of an action's outcome: a sentence, and whether it went wrong. */
export interface ProgrammeEndOutcome {
  failed: boolean
  text: string
}

/** Her suggested words as she types them, and their problem: kept whatever the answer. */
export interface SuggestionDraft {
  wording: string
  problem: string | null
}

const refusalText = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code
  // The callables word their refusals for her (changed words, not ended, a name that does not match).
  // The SDK ends the message with the HTTP status ("… [400]"), which is not hers to read.
  if (error instanceof Error && (code === "functions/failed-precondition" || code === "functions/invalid-argument" || code === "functions/not-found")) return error.message.replace(/ \[\d+\]$/, "")
  return describeCallError(error)
}

/** A refusal of her suggestion that belongs at the words' field, if it is one: the callable words both. */
const suggestionProblem = (error: unknown): string | null => (refusalReason(error) === "same-words" ? refusalText(error) : fieldProblem(error, "wording"))

/**
 * One accepted engagement's end, in her studio: the record as the functions keep it (ended, the
 * testimonial, a request for erasure), and each thing she does with it, told in words.
 */
export const useProgrammeEnd = (setup: FirebaseSetup, engagementId: string) => {
  const [record, setRecord] = useState<ClientRecordSummary | null>(null)
  const [months, setMonths] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<ProgrammeEndOutcome | null>(null)
  const [erased, setErased] = useState(false)
  // Null while the suggestion's form is closed.
  const [suggestion, setSuggestion] = useState<SuggestionDraft | null>(null)

  const load = useCallback(
    () =>
      fetchClientRecords(setup).then(
        ({ records, clientRecordMonths }) => {
          setRecord(records.find((each) => each.engagementId === engagementId) ?? null)
          setMonths(clientRecordMonths)
        },
        (error: unknown) => setOutcome({ failed: true, text: `This client's record could not be loaded: ${describeCallError(error)}` }),
      ),
    [setup, engagementId],
  )

  useEffect(() => {
    void load()
  }, [load])

  /** Runs one of her actions; a refusal `atField` takes (a problem of what she typed) is hers to show there instead. */
  const act = useCallback(
    async (what: () => Promise<string>, atField: (error: unknown) => boolean = () => false) => {
      if (busy) return
      setBusy(true)
      setOutcome(null)
      try {
        setOutcome({ failed: false, text: await what() })
      } catch (error) {
        if (atField(error)) return
        setOutcome({ failed: true, text: refusalText(error) })
        // What the client did meanwhile (changed words) is shown as it now is; she may act again at once.
        if (callErrorKind(error) !== "network") void load()
      } finally {
        setBusy(false)
      }
    },
    [busy, load],
  )

  const sendSuggestion = useCallback(() => {
    if (!suggestion) return Promise.resolve()
    const who = firstNameOf(record?.clientName ?? "")
    const atField = (problem: string | null) => {
      setSuggestion((before) => before && { ...before, problem })
      return problem !== null
    }
    const checked = suggestWordingSchema.safeParse({ engagementId, wording: suggestion.wording })
    if (!checked.success) {
      setOutcome(null)
      atField(checked.error.issues.find((issue) => issue.path[0] === "wording")?.message ?? "These words cannot be sent as they are.")
      return Promise.resolve()
    }
    atField(null)
    return act(
      async () => {
        setRecord((await suggestWording(setup, checked.data)).record)
        setSuggestion(null)
        return `Sent: ${who} is asked to agree to these words in their room. Your site keeps the words they permitted until they do.`
      },
      (error) => atField(suggestionProblem(error)),
    )
  }, [act, engagementId, record, setup, suggestion])

  return {
    record,
    months,
    busy,
    outcome,
    erased,
    suggestion,
    /** Opens her suggestion on the words permitted now, to change from there. */
    openSuggestion: () => setSuggestion({ wording: record?.testimonial?.current?.wording ?? "", problem: null }),
    changeSuggestion: (wording: string) => setSuggestion((before) => before && { ...before, wording }),
    closeSuggestion: () => setSuggestion(null),
    sendSuggestion,
    end: () =>
      act(async () => {
        setRecord((await endProgramme(setup, { engagementId })).record)
        return "The programme is marked as ended."
      }),
    ask: () =>
      act(async () => {
        setRecord((await askTestimonial(setup, { engagementId })).record)
        return "The client has been e-mailed to ask for a testimonial in their room."
      }),
    publish: (wordingHash: string) =>
      act(async () => {
        setRecord((await publishTestimonial(setup, { engagementId, wordingHash })).record)
        return "Published to your testimonials: the site shows it after its next build."
      }),
    download: (includeNotes: boolean) =>
      act(async () => {
        const { base64, filename, contentType } = await exportClientRecord(setup, { engagementId, includeNotes })
        downloadFile(bytesOfBase64(base64), filename, contentType)
        return `The client's record is saved as ${filename}${includeNotes ? ", with your notes" : ", without your notes"}.`
      }),
    erase: (confirmName: string) =>
      act(async () => {
        const { keptInvoices, keptCreditNotes } = await eraseClientRecord(setup, { engagementId, confirmName })
        setErased(true)
        return `The client's record is erased. Kept for your accounts: ${keptInvoices} ${keptInvoices === 1 ? "invoice" : "invoices"} and ${keptCreditNotes} ${keptCreditNotes === 1 ? "credit note" : "credit notes"}. It leaves this list when the screen is next loaded.`
      }),
  }
}
