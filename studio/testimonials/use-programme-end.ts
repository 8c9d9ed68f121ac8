import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind, describeCallError } from "../../src/firebase/call-errors"
import { bytesOfBase64, downloadFile } from "../../src/lib/download-file"
import type { ClientRecordSummary } from "../../contract/programme-end-api"
import { askTestimonial, endProgramme, eraseClientRecord, exportClientRecord, fetchClientRecords, publishTestimonial } from "./programme-end-callables"

/** What she sees of an action's outcome: a sentence, and whether it went wrong. */
export interface ProgrammeEndOutcome {
  failed: boolean
  text: string
}

const refusalText = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code
  // The callables word their refusals for her (changed words, not ended, a name that does not match).
  // The SDK ends the message with the HTTP status ("… [400]"), which is not hers to read.
  if (error instanceof Error && (code === "functions/failed-precondition" || code === "functions/invalid-argument" || code === "functions/not-found")) return error.message.replace(/ \[\d+\]$/, "")
  return describeCallError(error)
}

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

  const act = useCallback(
    async (what: () => Promise<string>) => {
      if (busy) return
      setBusy(true)
      setOutcome(null)
      try {
        setOutcome({ failed: false, text: await what() })
      } catch (error) {
        setOutcome({ failed: true, text: refusalText(error) })
        // What the client did meanwhile (changed words) is shown as it now is; she may act again at once.
        if (callErrorKind(error) !== "network") void load()
      } finally {
        setBusy(false)
      }
    },
    [busy, load],
  )

  return {
    record,
    months,
    busy,
    outcome,
    erased,
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
