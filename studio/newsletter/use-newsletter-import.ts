import { useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { NEWSLETTER_IMPORT_MAX_CHARS } from "../../contract/newsletter-api"
import { importSubscribers } from "../callables/newsletter-callables"
import { importSummary, type ImportSummary } from "./import-summary"
import { newsletterProblem } from "./newsletter-problem"

export type ImportField = "file" | "vouched" | "consentSource"

/**
 * Importing a CSV of people who agreed elsewhere: the file, her statement that they agreed and
 * where, then what was added and what was not, and why. Each problem is named at its field.
 */
export const useNewsletterImport = (setup: FirebaseSetup, onImported: () => void) => {
  const [file, setFile] = useState<{ name: string; csv: string } | null>(null)
  const [vouched, setVouched] = useState(false)
  const [consentSource, setConsentSource] = useState("")
  const [problems, setProblems] = useState<Partial<Record<ImportField, string>>>({})
  const [busy, setBusy] = useState(false)
  const [summary, setSummary] = useState<ImportSummary | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const chooseFile = async (chosen: File | null) => {
    setSummary(null)
    if (!chosen) return setFile(null)
    const csv = await chosen.text()
    if (csv.length > NEWSLETTER_IMPORT_MAX_CHARS) {
      setFile(null)
      setProblems((known) => ({ ...known, file: "This file is too large for one import (about 10,000 readers). Please split it and import each part." }))
      return
    }
    setFile({ name: chosen.name, csv })
    setProblems((known) => ({ ...known, file: undefined }))
  }

  /** Answers the first field to fix, or null once imported (or the server failed: `failure` says why). */
  const importList = async (): Promise<ImportField | null> => {
    const found: Partial<Record<ImportField, string>> = {}
    if (!file) found.file = "Please choose a CSV file with an email column."
    else if (!file.csv.trim()) found.file = "This file is empty."
    if (!vouched) found.vouched = "Please confirm that everyone in the file agreed to receive your letter."
    if (!consentSource.trim()) found.consentSource = "Please say where they agreed, so the record shows it."
    setProblems(found)
    const first = (["file", "vouched", "consentSource"] as const).find((field) => found[field])
    if (first || !file || busy) return first ?? null
    setBusy(true)
    setFailure(null)
    setSummary(null)
    try {
      const result = await importSubscribers(setup, { csv: file.csv, vouched: true, consentSource: consentSource.trim() })
      setSummary(importSummary(result))
      setFile(null)
      onImported()
    } catch (error) {
      setFailure(newsletterProblem(error))
    } finally {
      setBusy(false)
    }
    return null
  }

  return { file, vouched, consentSource, problems, busy, summary, failure, chooseFile, setVouched, setConsentSource, importList }
}
