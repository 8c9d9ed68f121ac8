import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import { bytesOfBase64, downloadFile } from "../../src/lib/download-file"
import type { InvoiceSummary } from "../../contract/invoice-api"
import { fetchInvoicePdf, fetchMyInvoices } from "../callables/client-callables"

export type MyInvoicesState = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; invoices: InvoiceSummary[] }

/** How the last download of one invoice went: in the words shown beside it. */
export interface DownloadOutcome {
  invoiceId: string
  failed: boolean
  text: string
}

/** How often, and how far apart, the room asks again for the first invoice of an engagement just accepted. */
const FIRST_INVOICE_TRIES = 10
const FIRST_INVOICE_WAIT_MS = 3_000

const LOAD_FAILED = "Your invoices could not be loaded just now. Check your connection and reload the page; they are also in your e-mail."

const downloadProblem = (error: unknown, number: string): string => {
  const kind = callErrorKind(error)
  if (kind === "network") return `You appear to be offline, so invoice ${number} could not be downloaded. Try again once you are back online.`
  if (kind === "unauthenticated" || kind === "permission-denied") return `Your room could not confirm it is you, so invoice ${number} was not downloaded. Sign out, ask for a new link and try again.`
  return `Invoice ${number} could not be downloaded just now. Please try again in a moment; it is also attached to the e-mail it came with.`
}

/**
 * The signed-in client's invoices, loaded once they have an accepted engagement (before that
 * there are none to show), and one's PDF saved on their device as the e-mail carried it.
 */
export const useMyInvoices = (setup: FirebaseSetup, wanted: boolean) => {
  const [loaded, setLoaded] = useState<MyInvoicesState>({ state: "loading" })
  const [downloading, setDownloading] = useState<string | null>(null)
  const [outcome, setOutcome] = useState<DownloadOutcome | null>(null)

  useEffect(() => {
    if (!wanted) return
    let live = true
    let timer: ReturnType<typeof setTimeout> | undefined
    const load = (tries: number) =>
      fetchMyInvoices(setup).then(
        ({ invoices }) => {
          if (!live) return
          setLoaded({ state: "ready", invoices })
          // Accepted a moment ago: the first invoice is issued just after, so the room looks again.
          if (invoices.length === 0 && tries > 1) timer = setTimeout(() => void load(tries - 1), FIRST_INVOICE_WAIT_MS)
        },
        () => live && setLoaded({ state: "failed", message: LOAD_FAILED }),
      )
    void load(FIRST_INVOICE_TRIES)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [setup, wanted])

  const download = useCallback(
    async ({ invoiceId, invoice }: InvoiceSummary) => {
      if (downloading) return
      setDownloading(invoiceId)
      setOutcome(null)
      try {
        const { base64, filename, contentType } = await fetchInvoicePdf(setup, invoiceId)
        downloadFile(bytesOfBase64(base64), filename, contentType)
        setOutcome({ invoiceId, failed: false, text: `Invoice ${invoice.number} is saved as ${filename}.` })
      } catch (error) {
        setOutcome({ invoiceId, failed: true, text: downloadProblem(error, invoice.number) })
      } finally {
        setDownloading(null)
      }
    },
    [setup, downloading],
  )

  /** One engagement's invoices, the latest first as the callable lists them; null while they load or could not be. */
  const invoicesOf = (engagementId: string): InvoiceSummary[] | null =>
    loaded.state === "ready" ? loaded.invoices.filter((summary) => summary.invoice.engagementId === engagementId) : null

  return { loaded, invoicesOf, downloading, outcome, download }
}
