import { useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { replaceCalendarFeed } from "../callables/booking-callables"
import { callsProblem } from "./calls-problem"

/**
 * Her calendar's private address: made (or replaced, which stops the old one at once) on her say,
 * shown this once (the server keeps only its hash), and copied for her calendar app.
 */
export const useCalendarFeed = (setup: FirebaseSetup, since: string | null) => {
  const [url, setUrl] = useState<string | null>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [copied, setCopied] = useState<string | null>(null)

  const replace = async () => {
    if (busy) return
    setBusy(true)
    setProblem(null)
    setCopied(null)
    try {
      setUrl((await replaceCalendarFeed(setup)).url)
      setConfirming(false)
    } catch (error) {
      setProblem(callsProblem(error))
    } finally {
      setBusy(false)
    }
  }

  const copy = async () => {
    if (!url) return
    try {
      await navigator.clipboard.writeText(url)
      setCopied("Copied. In your calendar app, add a calendar by its address (a subscription) and paste it.")
    } catch {
      setCopied("Copying did not work in this browser: select the address above and copy it.")
    }
  }

  return {
    url,
    /** An address was made before (it cannot be shown again). */
    exists: since !== null || url !== null,
    since,
    confirming,
    ask: () => {
      setCopied(null)
      setConfirming(true)
    },
    keep: () => setConfirming(false),
    busy,
    problem,
    copied,
    replace,
    copy,
  }
}
