import { useCallback, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { describeCallError } from "../../src/firebase/call-errors"
import type { InboxEnquiry, InboxPage } from "../../contract/studio-inbox-api"
import { fetchEnquiries, markEnquiry } from "../callables/studio-callables"
import { useLoaded } from "../common/use-loaded"

/** The loaded pages with a later page added at the end (an enquiry already shown is not shown twice). */
const withOlder = (loaded: InboxPage, older: InboxPage): InboxPage => {
  const shown = new Set(loaded.enquiries.map((enquiry) => enquiry.id))
  return { enquiries: [...loaded.enquiries, ...older.enquiries.filter((enquiry) => !shown.has(enquiry.id))], next: older.next }
}

/**
 * The enquiries inbox, newest first, a page at a time: "Show older" loads the next page until the
 * oldest enquiry is shown. Which enquiry is open lives in this state only: no enquiry id or words in
 * the address bar, the history or anything sent to analytics.
 */
export const useInbox = (setup: FirebaseSetup) => {
  const {
    data: page,
    setData: setPage,
    problem,
    setProblem,
    reload: load,
  } = useLoaded(
    useCallback(() => fetchEnquiries(setup), [setup]),
    describeCallError,
  )
  const enquiries = page?.enquiries ?? null
  const [openId, setOpenId] = useState<string | null>(null)
  const [saving, setSaving] = useState<"idle" | "saving" | "saved">("idle")
  const [loadingOlder, setLoadingOlder] = useState(false)
  // "Saved" only once every change sent so far has been confirmed.
  const pending = useRef(0)

  const setEnquiries = useCallback(
    (update: (list: InboxEnquiry[]) => InboxEnquiry[]) => setPage((current) => (current ? { ...current, enquiries: update(current.enquiries) } : current)),
    [setPage],
  )

  const change = useCallback(
    async (id: string, fields: { read?: boolean; handled?: boolean }) => {
      // Shown at once; put back if the server refuses.
      const before = enquiries?.find((item) => item.id === id)
      setEnquiries((list) => list.map((item) => (item.id === id ? { ...item, ...fields, ...(fields.handled ? { read: true } : {}) } : item)))
      pending.current += 1
      setSaving("saving")
      let saved = true
      try {
        await markEnquiry(setup, { enquiryId: id, ...fields })
        setProblem(null)
      } catch (error) {
        saved = false
        if (before) setEnquiries((list) => list.map((item) => (item.id === id ? before : item)))
        setProblem(describeCallError(error))
      } finally {
        pending.current -= 1
        if (pending.current === 0) setSaving(saved ? "saved" : "idle")
      }
    },
    [enquiries, setEnquiries, setProblem, setup],
  )

  const open = useCallback(
    (id: string) => {
      setOpenId(id)
      if (enquiries?.find((item) => item.id === id && !item.read)) void change(id, { read: true })
    },
    [change, enquiries],
  )

  const showOlder = useCallback(async () => {
    const cursor = page?.next
    if (!cursor || loadingOlder) return
    setLoadingOlder(true)
    try {
      const older = await fetchEnquiries(setup, { cursor })
      setPage((current) => (current ? withOlder(current, older) : current))
      setProblem(null)
    } catch (error) {
      setProblem(describeCallError(error))
    } finally {
      setLoadingOlder(false)
    }
  }, [page, loadingOlder, setup, setPage, setProblem])

  return {
    enquiries,
    opened: enquiries?.find((item) => item.id === openId) ?? null,
    problem,
    saving,
    /** True while older enquiries remain on the server. */
    hasOlder: Boolean(page?.next),
    loadingOlder,
    showOlder,
    open,
    close: () => setOpenId(null),
    setHandled: (id: string, handled: boolean) => change(id, { handled }),
    reload: load,
  }
}
