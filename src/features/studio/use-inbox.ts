import { useCallback, useRef, useState } from "react"
import type { FirebaseSetup } from "../../firebase/config"
import { describeCallError } from "../../firebase/call-errors"
import { fetchEnquiries, markEnquiry } from "./studio-calls"
import { useLoaded } from "./use-loaded"

/**
 * The enquiries inbox. Which enquiry is open lives in this state only: no enquiry id or words in the
 * address bar, the history or anything sent to analytics.
 */
export const useInbox = (setup: FirebaseSetup) => {
  const {
    data: enquiries,
    setData: setEnquiries,
    problem,
    setProblem,
    reload: load,
  } = useLoaded(
    useCallback(() => fetchEnquiries(setup), [setup]),
    describeCallError,
  )
  const [openId, setOpenId] = useState<string | null>(null)
  const [saving, setSaving] = useState<"idle" | "saving" | "saved">("idle")
  // "Saved" only once every change sent so far has been confirmed.
  const pending = useRef(0)

  const change = useCallback(
    async (id: string, fields: { read?: boolean; handled?: boolean }) => {
      // Shown at once; put back if the server refuses.
      const before = enquiries
      setEnquiries((list) => list?.map((item) => (item.id === id ? { ...item, ...fields, ...(fields.handled ? { read: true } : {}) } : item)) ?? null)
      pending.current += 1
      setSaving("saving")
      let saved = true
      try {
        await markEnquiry(setup, { enquiryId: id, ...fields })
        setProblem(null)
      } catch (error) {
        saved = false
        setEnquiries(before)
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

  return {
    enquiries,
    opened: enquiries?.find((item) => item.id === openId) ?? null,
    problem,
    saving,
    open,
    close: () => setOpenId(null),
    setHandled: (id: string, handled: boolean) => change(id, { handled }),
    reload: load,
  }
}
