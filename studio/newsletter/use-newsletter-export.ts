import { useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { exportSubscribers } from "../callables/newsletter-callables"
import { downloadFile } from "../../src/lib/download-file"
import { newsletterProblem } from "./newsletter-problem"

/** Her list as a CSV file, saved on her device; `save` is the browser's download unless a test gives another. */
export const useNewsletterExport = (setup: FirebaseSetup, save: typeof downloadFile = downloadFile) => {
  const [busy, setBusy] = useState(false)
  const [outcome, setOutcome] = useState<{ failed: boolean; text: string } | null>(null)

  const exportList = async () => {
    if (busy) return
    setBusy(true)
    setOutcome(null)
    try {
      const { csv, filename, count } = await exportSubscribers(setup)
      save(csv, filename, "text/csv;charset=utf-8")
      setOutcome({ failed: false, text: `Your list (${count} ${count === 1 ? "reader" : "readers"}) is saved as ${filename}.` })
    } catch (error) {
      setOutcome({ failed: true, text: newsletterProblem(error) })
    } finally {
      setBusy(false)
    }
  }

  return { busy, outcome, exportList }
}
