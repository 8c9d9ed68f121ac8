import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import type { Availability } from "../../contract/booking-availability"
import type { ListCallsResult, StudioCall, SuspectedCall } from "../../contract/booking-api"
import { blockTime, cancelCall, fetchCalls, judgeSuspectedCall } from "../callables/booking-callables"
import { useLoaded } from "../common/use-loaded"
import type { FormProblem } from "./availability-form"
import { callsProblem } from "./calls-problem"
import { blockFromForm, type BlockForm } from "./call-times"

const EMPTY_BLOCK: BlockForm = { date: "", from: "", to: "", note: "" }

/**
 * Her calls (upcoming, and those of the last day), cancelling one with a message to the visitor
 * after she confirms, and blocking a time. `onBlocked` hands on her availability as it now is.
 */
export const useCalls = (setup: FirebaseSetup, zone: string, onBlocked: (availability: Availability) => void) => {
  const { data, problem, setProblem, reload } = useLoaded<ListCallsResult>(
    useCallback(() => fetchCalls(setup), [setup]),
    callsProblem,
  )
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)
  const [block, setBlock] = useState<BlockForm>(EMPTY_BLOCK)
  const [blockProblems, setBlockProblems] = useState<FormProblem[]>([])
  const [blockOutcome, setBlockOutcome] = useState<{ failed: boolean; text: string } | null>(null)

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      setDone(await action())
      return true
    } catch (error) {
      // A call that has gone (the visitor cancelled it meanwhile): the list is shown as it now is.
      if (callErrorKind(error) === "not-found") {
        setConfirming(null)
        await reload()
      }
      setProblem(callsProblem(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  const cancel = (call: StudioCall, message: string) =>
    run(async () => {
      const words = message.trim()
      const { alreadyCancelled } = await cancelCall(setup, { callId: call.callId, ...(words ? { message: words } : {}) })
      setConfirming(null)
      await reload()
      if (alreadyCancelled) return `The call with ${call.name} had already been cancelled, so the time was already free. No e-mail has been sent.`
      return `The call with ${call.name} is cancelled, and the time is free again. ${call.name} has been sent an e-mail${words ? " with your message" : ""}.`
    })

  /** Accepting a suspected request books it (and sends the e-mails); discarding deletes it. */
  const judge = (request: SuspectedCall, verdict: "accept" | "discard") =>
    run(async () => {
      await judgeSuspectedCall(setup, { requestId: request.requestId, verdict })
      await reload()
      return verdict === "accept"
        ? `The call with ${request.name} is booked, and ${request.name} has been sent the confirmation and the invitation.`
        : `The request from ${request.name} is discarded. Nothing was sent.`
    })

  /** Blocks the time in the form; answers the first field to fix, or null. */
  const blockIt = async (): Promise<string | null> => {
    const check = blockFromForm(block, zone)
    if (!check.ok) {
      setBlockProblems(check.problems)
      return check.problems[0]?.field ?? null
    }
    setBlockProblems([])
    if (busy) return null
    setBusy(true)
    setBlockOutcome(null)
    try {
      const result = await blockTime(setup, check.block)
      onBlocked(result.availability)
      setBlock(EMPTY_BLOCK)
      const overlapping = result.overlapping.length
      setBlockOutcome({
        failed: false,
        text:
          overlapping === 0
            ? "That time is blocked: visitors can no longer book it."
            : `That time is blocked. ${overlapping === 1 ? "One call already booked in it stays" : `${overlapping} calls already booked in it stay`} until you cancel ${overlapping === 1 ? "it" : "them"} above.`,
      })
    } catch (error) {
      setBlockOutcome({ failed: true, text: callsProblem(error) })
    } finally {
      setBusy(false)
    }
    return null
  }

  const calls = data?.calls ?? null
  return {
    calls,
    newest: data?.newest ?? null,
    suspected: data?.suspected ?? [],
    limitReached: data?.limitReached ?? null,
    judge,
    problem,
    busy,
    done,
    confirming: calls?.find((call) => call.callId === confirming) ?? null,
    askToCancel: (callId: string | null) => {
      setDone(null)
      setConfirming(callId)
    },
    cancel,
    block,
    setBlockField: (field: keyof BlockForm, value: string) => setBlock((current) => ({ ...current, [field]: value })),
    blockProblems,
    /** What became of the last time she blocked, told beside the form. */
    blockOutcome,
    blockIt,
    reload,
  }
}
