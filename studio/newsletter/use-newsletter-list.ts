import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { NewsletterListPage, NewsletterSubscriber } from "../../contract/newsletter-api"
import { fetchSubscribers, removeSubscriber } from "../callables/newsletter-callables"
import { useLoaded } from "../common/use-loaded"
import { newsletterProblem } from "./newsletter-problem"

/**
 * Her list: how many are subscribed and waiting, the readers newest first (more on request), and
 * removing one after she confirms (erasure: the server keeps only that they left).
 */
export const useNewsletterList = (setup: FirebaseSetup) => {
  const { data, setData, problem, setProblem, reload } = useLoaded<NewsletterListPage>(
    useCallback(() => fetchSubscribers(setup), [setup]),
    newsletterProblem,
  )
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const run = async (action: () => Promise<void>): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      await action()
      return true
    } catch (error) {
      setProblem(newsletterProblem(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  const loadMore = () =>
    run(async () => {
      if (!data?.next) return
      const page = await fetchSubscribers(setup, { cursor: data.next })
      setData({ ...page, subscribers: [...data.subscribers, ...page.subscribers] })
    })

  const remove = (subscriber: NewsletterSubscriber) =>
    run(async () => {
      const { removed } = await removeSubscriber(setup, subscriber.id)
      setConfirming(null)
      await reload()
      setDone(
        removed
          ? `${subscriber.email} is removed from your list. Nothing of them is kept but a record that they left, and they get no more letters.`
          : `${subscriber.email} had already left your list.`,
      )
    })

  return {
    page: data,
    problem,
    busy,
    done,
    confirming,
    askToRemove: (subscriber: NewsletterSubscriber) => setConfirming(subscriber.id),
    keep: () => setConfirming(null),
    remove,
    loadMore,
    reload,
  }
}
