import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import { acceptProposalSchema, ANSWER_REFUSALS, declineProposalSchema, type AnswerRefusal, type ClientEngagement } from "../../contract/client-room-api"
import { acceptProposal, declineProposal, fetchEngagements } from "../callables/client-callables"

export type EngagementsState = { state: "loading" } | { state: "failed"; message: string } | { state: "ready"; engagements: ClientEngagement[] }

/** An answer refused: the words, why (the proposal changed, closed or was answered), and the fields to fix. */
export interface AnswerProblem {
  message: string
  reason?: AnswerRefusal
  /** By field of the request (`name`, `agreed`, `reason`): what to fix there. */
  fields?: Record<string, string>
}

/** A request the callable would refuse, refused here with the contract's words for each field, and never sent. */
const fieldProblems = (issues: readonly { path: PropertyKey[]; message: string }[]): AnswerProblem => {
  const fields = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? ""), issue.message]).reverse())
  return { message: "Please check what is marked above, then send again.", fields }
}

const LOAD_FAILED = "Your proposal could not be loaded just now. Check your connection and reload the page."

/** The server's words for a refused answer, which name what happened; a connection's failure in the room's own. */
const answerProblem = (error: unknown): AnswerProblem => {
  const kind = callErrorKind(error)
  const reason = (error as { details?: { reason?: unknown } } | null)?.details?.reason
  const message = error instanceof Error ? error.message.replace(/\s*\[\d+\]$/, "") : ""
  if (kind === "network") return { message: "You appear to be offline, so your answer was not sent. Nothing you typed is lost: try again once you are back online." }
  if (kind === "unauthenticated" || kind === "permission-denied") return { message: "Your room could not confirm it is you. Sign out, ask for a new link and try again; nothing has been sent." }
  if ((kind === "invalid-argument" || kind === "not-found") && message) return { message }
  // failed-precondition is not in the catalogue the SDK's kinds name: its reason says which refusal it is.
  if (typeof reason === "string" && (ANSWER_REFUSALS as readonly string[]).includes(reason) && message) return { message, reason: reason as AnswerRefusal }
  return { message: "Your answer could not be sent just now. Nothing you typed is lost: please try again in a moment." }
}

/**
 * The client's engagements, loaded once signed in (the server marks a sent proposal opened), and
 * their answer: accepting or declining one, which replaces it with the stored result. A refusal
 * keeps what they typed (the forms hold it) and says why; one that says the proposal changed or
 * closed loads it again, so what the room shows is what is stored.
 */
export const useEngagements = (setup: FirebaseSetup) => {
  const [loaded, setLoaded] = useState<EngagementsState>({ state: "loading" })
  const [sending, setSending] = useState(false)

  const load = useCallback(async () => {
    try {
      const { engagements } = await fetchEngagements(setup)
      setLoaded({ state: "ready", engagements })
    } catch {
      setLoaded({ state: "failed", message: LOAD_FAILED })
    }
  }, [setup])

  useEffect(() => {
    let live = true
    fetchEngagements(setup).then(
      ({ engagements }) => live && setLoaded({ state: "ready", engagements }),
      () => live && setLoaded({ state: "failed", message: LOAD_FAILED }),
    )
    return () => {
      live = false
    }
  }, [setup])

  const replace = (engagement: ClientEngagement) =>
    setLoaded((current) => (current.state === "ready" ? { state: "ready", engagements: current.engagements.map((each) => (each.proposalId === engagement.proposalId ? engagement : each)) } : current))

  /** Sends an answer; null when it was taken, else the problem to show beside the form. */
  const answer = useCallback(
    async (send: () => Promise<{ engagement: ClientEngagement }>): Promise<AnswerProblem | null> => {
      setSending(true)
      try {
        replace((await send()).engagement)
        return null
      } catch (error) {
        const problem = answerProblem(error)
        if (problem.reason) void load()
        return problem
      } finally {
        setSending(false)
      }
    },
    [load],
  )

  /** Accepts with the name typed and the tick, naming the proposal and the terms this room shows by their hashes. */
  const accept = useCallback(
    async (engagement: ClientEngagement, name: string, agreed: boolean): Promise<AnswerProblem | null> => {
      const checked = acceptProposalSchema.safeParse({ proposalId: engagement.proposalId, name, agreed, proposalHash: engagement.proposalHash, termsHash: engagement.termsHash })
      if (!checked.success) return fieldProblems(checked.error.issues)
      return answer(() => acceptProposal(setup, checked.data))
    },
    [setup, answer],
  )

  const decline = useCallback(
    async (engagement: ClientEngagement, reason: string): Promise<AnswerProblem | null> => {
      const checked = declineProposalSchema.safeParse({ proposalId: engagement.proposalId, reason })
      if (!checked.success) return fieldProblems(checked.error.issues)
      return answer(() => declineProposal(setup, checked.data))
    },
    [setup, answer],
  )

  return { loaded, sending, accept, decline }
}
