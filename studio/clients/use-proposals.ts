import { useCallback, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { ListProposalsResult, ProposalSummary } from "../../contract/engagement-api"
import type { ProposalState } from "../../contract/engagement-schema"
import { fetchProposals, resendProposal, withdrawProposal } from "../callables/engagement-callables"
import { useLoaded } from "../common/use-loaded"
import { changeProblem, listProblem } from "./clients-problem"

/** What she may still do with a proposal in each state (the callables refuse the rest). */
export const mayWithdraw = (state: ProposalState): boolean => state === "sent" || state === "opened" || state === "expired"
export const mayResend = (state: ProposalState): boolean => state === "sent" || state === "opened" || state === "expired"

/** A proposal waiting for the client's answer: sent or opened, and not yet past her days. */
export const isWaiting = (state: ProposalState): boolean => state === "sent" || state === "opened"

/**
 * Her proposals, the latest sent first, with withdrawing one (after she confirms) and sending one
 * again; a refusal (the client answered meanwhile) is told in plain words and the list reloaded.
 */
export const useProposals = (setup: FirebaseSetup) => {
  const { data, problem, setProblem, reload } = useLoaded<ListProposalsResult>(
    useCallback(() => fetchProposals(setup), [setup]),
    listProblem,
  )
  const [confirming, setConfirming] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState<string | null>(null)

  const run = async (action: () => Promise<string>): Promise<boolean> => {
    if (busy) return false
    setBusy(true)
    setDone(null)
    setProblem(null)
    try {
      setDone(await action())
      return true
    } catch (error) {
      setConfirming(null)
      // Shown as it now is, so the refusal and the row agree; a failed reload keeps the refusal's words.
      await reload().catch(() => undefined)
      setProblem(changeProblem(error))
      return false
    } finally {
      setBusy(false)
    }
  }

  const withdraw = (summary: ProposalSummary) =>
    run(async () => {
      await withdrawProposal(setup, summary.proposalId)
      setConfirming(null)
      await reload()
      return `Your proposal to ${summary.proposal.client.name} is withdrawn: it can no longer be accepted. They have not been e-mailed about it.`
    })

  const resend = (summary: ProposalSummary) =>
    run(async () => {
      const { proposal } = await resendProposal(setup, summary.proposalId)
      await reload()
      return `Your proposal has been sent again to ${summary.proposal.client.name}, open until ${longDate(proposal.expiresAt)}.`
    })

  const proposals = data?.proposals ?? null
  return {
    proposals,
    proposalDays: data?.proposalDays ?? null,
    problem,
    busy,
    done,
    confirming: proposals?.find((summary) => summary.proposalId === confirming) ?? null,
    askToWithdraw: (proposalId: string | null) => {
      setDone(null)
      setConfirming(proposalId)
    },
    withdraw,
    resend,
    reload,
    /** A proposal just sent from the form: the list shows it as the server now has it. */
    told: (words: string) => {
      setProblem(null)
      setDone(words)
    },
  }
}

/** "11 January 2027". */
export const longDate = (iso: string): string => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric" }).format(new Date(iso))
