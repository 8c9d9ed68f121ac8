/**
 * Her proposals not yet sent, kept on this device as she types (see device-drafts.ts), each under
 * the id the studio made for it: a reload, a closed tab or a dropped connection loses nothing, and
 * sending it again later uses the same id, so the client is never e-mailed it twice.
 */
import { deviceDrafts, type LocalDraft } from "../editing/device-drafts"
import { screenAddress } from "../common/screen-address"
import { EMPTY_PROPOSAL, isProposalForm, type ProposalForm } from "./proposal-form"

export const proposalDrafts = deviceDrafts<ProposalForm>({
  prefix: "studio:proposal-draft:",
  openKey: "studio:open-proposal",
  isDraft: isProposalForm,
})

/** A new proposal's form and its id, made once: every send of it, retries included, names this id. */
export const newProposal = (client: { name: string; email: string } = { name: "", email: "" }): LocalDraft<ProposalForm> => ({
  id: crypto.randomUUID(),
  // A proposal has no server revisions: it is sent whole, once.
  baseRevision: 0,
  draft: { ...EMPTY_PROPOSAL, clientName: client.name, clientEmail: client.email },
  unsaved: true,
})

/**
 * "Propose a programme" from a call or an enquiry: a new proposal to that person, kept on the
 * device and opened, then the Clients screen, where its form shows. Their name and address travel
 * on the device, never in the address bar.
 */
export const proposeTo = (client: { name: string; email: string }): void => {
  const started = newProposal(client)
  // Also held in memory, for a device that keeps nothing (a private window): the screen takes it from here.
  handedOver = started
  proposalDrafts.write(started)
  proposalDrafts.writeOpen(started.id)
  window.location.hash = screenAddress("clients")
}

let handedOver: LocalDraft<ProposalForm> | null = null

/** The proposal "Propose a programme" started, once: the open one on the device, else the one in memory. */
export const takeOpenProposal = (): LocalDraft<ProposalForm> | null => {
  const open = proposalDrafts.readOpen()
  const kept = open ? proposalDrafts.read(open) : null
  const taken = kept ?? (handedOver && (!open || open === handedOver.id) ? handedOver : null)
  handedOver = null
  return taken
}
