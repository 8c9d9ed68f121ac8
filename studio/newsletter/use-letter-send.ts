import { useCallback, useEffect, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { NewsletterDelivery, NewsletterSendStatus, NewsletterSendSummary } from "../../contract/newsletter-api"
import { fetchSendStatus, sendLetter, sendTestLetter } from "../callables/newsletter-callables"
import { newsletterProblem } from "./newsletter-problem"
import { noteOf } from "./use-letter-preview"

/** How often a send in progress is asked how far it has got. */
export const PROGRESS_EVERY_MS = 2000

type Outcome = { failed: boolean; text: string } | null

/**
 * Sending a post: a test to herself, then, once she confirms, to every confirmed reader. One send
 * id per press of Send, kept until the server has it, so trying again after a failure resumes that
 * send (and no reader gets the post twice whatever happens). Progress is fetched while it sends;
 * the record of each send of this post, and who each went to, stays on the screen.
 */
export const useLetterSend = (setup: FirebaseSetup, slug: string, note: string, everyMs = PROGRESS_EVERY_MS) => {
  const [testing, setTesting] = useState(false)
  const [testOutcome, setTestOutcome] = useState<Outcome>(null)
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [sends, setSends] = useState<NewsletterSendSummary[] | null>(null)
  const [watched, setWatched] = useState<{ summary: NewsletterSendSummary; deliveries: NewsletterDelivery[] } | null>(null)
  const sendId = useRef<string | null>(null)

  // A changed note is another letter: the next press of Send is a send of its own.
  useEffect(() => {
    sendId.current = null
  }, [note])

  const ofThisPost = useCallback((status: NewsletterSendStatus) => status.sends.filter((send) => send.slug === slug), [slug])

  // The earlier sends of this post, when the screen opens.
  useEffect(() => {
    let live = true
    fetchSendStatus(setup).then(
      (status) => live && setSends(ofThisPost(status)),
      (error: unknown) => live && setProblem(newsletterProblem(error)),
    )
    return () => {
      live = false
    }
  }, [setup, ofThisPost])

  const watch = useCallback(
    async (id: string) => {
      const status = await fetchSendStatus(setup, { sendId: id })
      const summary = status.sends.find((send) => send.sendId === id)
      if (summary) setWatched({ summary, deliveries: status.deliveries ?? [] })
      setSends((known) => (summary ? [summary, ...(known ?? []).filter((send) => send.sendId !== id)] : known))
    },
    [setup],
  )

  // While a send is under way, how far it has got.
  const sendingId = watched?.summary.state === "sending" ? watched.summary.sendId : null
  useEffect(() => {
    if (!sendingId) return
    const timer = window.setInterval(() => void watch(sendingId).catch(() => undefined), everyMs)
    return () => window.clearInterval(timer)
  }, [sendingId, watch, everyMs])

  const sendTest = async () => {
    if (testing) return
    setTesting(true)
    setTestOutcome(null)
    try {
      const { to } = await sendTestLetter(setup, { slug, ...noteOf(note) })
      setTestOutcome({ failed: false, text: `A test is on its way to ${to}. Only you get it.` })
    } catch (error) {
      setTestOutcome({ failed: true, text: newsletterProblem(error) })
    } finally {
      setTesting(false)
    }
  }

  const send = async (): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setProblem(null)
    sendId.current ??= crypto.randomUUID()
    try {
      const summary = await sendLetter(setup, { slug, ...noteOf(note), sendId: sendId.current })
      setConfirming(false)
      setWatched({ summary, deliveries: [] })
      setSends((known) => [summary, ...(known ?? []).filter((send) => send.sendId !== summary.sendId)])
      await watch(summary.sendId).catch(() => undefined)
      sendId.current = null
      return true
    } catch (error) {
      setProblem(newsletterProblem(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  /** Opens the record of an earlier send: who it went to. */
  const open = (id: string) => void watch(id).catch((error: unknown) => setProblem(newsletterProblem(error)))

  return { testing, testOutcome, sendTest, confirming, ask: () => setConfirming(true), cancel: () => setConfirming(false), busy, problem, send, sends, watched, open }
}
