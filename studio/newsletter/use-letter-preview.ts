import { useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { NewsletterLetter } from "../../contract/newsletter-api"
import { previewLetter } from "../callables/newsletter-callables"
import { newsletterProblem } from "./newsletter-problem"

/** How long the note rests before the preview is made again with it. */
const NOTE_PAUSE_MS = 700

/** The note as the callables take it: none when blank. */
export const noteOf = (note: string): { note?: string } => (note.trim() ? { note: note.trim() } : {})

/** The e-mail as readers will get it, made by the server from the post and her note, again whenever the note rests. */
export const useLetterPreview = (setup: FirebaseSetup, slug: string, note: string) => {
  const [letter, setLetter] = useState<NewsletterLetter | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    let live = true
    const timer = window.setTimeout(
      () => {
        previewLetter(setup, { slug, ...noteOf(note) }).then(
          (made) => {
            if (!live) return
            setLetter(made)
            setProblem(null)
          },
          (error: unknown) => live && setProblem(newsletterProblem(error)),
        )
      },
      letter ? NOTE_PAUSE_MS : 0,
    )
    return () => {
      live = false
      window.clearTimeout(timer)
    }
    // The letter shown is not a reason to make it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup, slug, note, attempt])

  return { letter, problem, retry: () => setAttempt((count) => count + 1) }
}
