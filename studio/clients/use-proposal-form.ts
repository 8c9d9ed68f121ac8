import { useCallback, useRef, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { callErrorKind } from "../../src/firebase/call-errors"
import type { SendProposalResult } from "../../contract/engagement-api"
import { offerList, offerTerms, type StudioOffers } from "../../contract/proposal-offers"
import type { LocalDraft } from "../editing/device-drafts"
import { sendProposal } from "../callables/engagement-callables"
import { isSentBefore, sendProblem } from "./clients-problem"
import { checkProposalForm, refusedProblems, type ProposalProblem } from "./proposal-check"
import { newProposal, proposalDrafts, takeOpenProposal } from "./proposal-drafts"
import { withOffer, type ProposalField, type ProposalForm } from "./proposal-form"

/** `separate`: the server has another proposal under this id; these details may become a new one. */
type Outcome = { text: string; separate: boolean } | null

/**
 * The proposal she is writing: kept on the device at every change (so nothing typed is lost),
 * checked with the server's schema before it is sent, and sent under the id made when it was
 * started, however often she presses Send, so a retry after a dropped connection e-mails the
 * client no second time. `onSent` hears of each one the server has.
 */
export const useProposalForm = (setup: FirebaseSetup, offers: StudioOffers | undefined, onSent: (result: SendProposalResult) => void) => {
  const [editing, setEditing] = useState<LocalDraft<ProposalForm> | null>(() => takeOpenProposal())
  const [kept, setKept] = useState(() => proposalDrafts.all())
  const [problems, setProblems] = useState<ProposalProblem[]>([])
  const [sending, setSending] = useState(false)
  const [outcome, setOutcome] = useState<Outcome>(null)
  const [onDevice, setOnDevice] = useState(true)
  // The send under way, so a second press while it is out is not a second call.
  const inFlight = useRef(false)

  const keep = useCallback((local: LocalDraft<ProposalForm>) => {
    setEditing(local)
    setOnDevice(proposalDrafts.write(local))
    setKept(proposalDrafts.all())
  }, [])

  const begin = (local: LocalDraft<ProposalForm>) => {
    setProblems([])
    setOutcome(null)
    keep(local)
    proposalDrafts.writeOpen(local.id)
  }

  const start = () => begin(newProposal())
  /** A new proposal to a client she already works with (extending a programme), their name and address filled in. */
  const startFor = (client: { name: string; email: string }) => begin(newProposal(client))

  const open = (id: string) => {
    const local = proposalDrafts.read(id)
    if (local) begin(local)
  }

  const close = () => {
    proposalDrafts.writeOpen(null)
    setEditing(null)
    setProblems([])
    setOutcome(null)
    setKept(proposalDrafts.all())
  }

  const discard = (id: string) => {
    proposalDrafts.forget(id)
    if (editing?.id === id) close()
    else setKept(proposalDrafts.all())
  }

  const update = (field: ProposalField, value: string) => {
    if (!editing) return
    keep({ ...editing, draft: { ...editing.draft, [field]: value } as ProposalForm })
  }

  /** Fills the programme from one of her services or programmes; "" leaves the fields as they are, for one of her own. */
  const choose = (slug: string) => {
    if (!editing) return
    const item = offerList(offers).find((offer) => offer.slug === slug)
    keep({ ...editing, draft: item ? withOffer(editing.draft, offerTerms(item)) : { ...editing.draft, basedOn: "" } })
  }

  /**
   * After the server said another proposal was sent under this id: these details become a proposal
   * of their own, with a new id, for her to send once she has looked at the list.
   */
  const makeSeparate = () => {
    if (!editing) return
    proposalDrafts.forget(editing.id)
    const separate = { ...newProposal(), draft: editing.draft }
    setOutcome(null)
    begin(separate)
  }

  /** Sends the proposal; answers the first field to fix, or null. */
  const send = async (): Promise<ProposalField | null> => {
    if (!editing || inFlight.current) return null
    const check = checkProposalForm(editing.draft)
    if (!check.ok) {
      setProblems(check.problems)
      setOutcome(null)
      return check.problems.find((problem) => problem.field)?.field ?? null
    }
    setProblems([])
    inFlight.current = true
    setSending(true)
    setOutcome(null)
    try {
      const result = await sendProposal(setup, { proposalId: editing.id, proposal: check.proposal })
      proposalDrafts.forget(editing.id)
      close()
      onSent(result)
      return null
    } catch (error) {
      const refused = callErrorKind(error) === "invalid-argument" ? refusedProblems(error, editing.draft) : []
      setProblems(refused)
      setOutcome({ text: sendProblem(error), separate: isSentBefore(error) })
      return refused.find((problem) => problem.field)?.field ?? null
    } finally {
      inFlight.current = false
      setSending(false)
    }
  }

  return {
    editing,
    /** The other proposals on this device not yet sent. */
    kept: kept.filter((local) => local.id !== editing?.id),
    onDevice,
    problems,
    sending,
    outcome,
    start,
    startFor,
    open,
    close,
    discard,
    update,
    choose,
    makeSeparate,
    send,
  }
}
