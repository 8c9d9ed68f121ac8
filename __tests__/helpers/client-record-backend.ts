/**
 * What the suites of a client's record do on the run's shared local backend: a proposal sent by
 * the coach and accepted through the room's own accept callable (which stores the intake's
 * snapshot), and a programme session written as the booking stores one (a `calls` document with
 * `kind: "session"` and the engagement's id).
 */
import { randomUUID } from "node:crypto"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { CLIENT_ROOM_CALLABLES, type ClientAnswerResult, type ListEngagementsResult } from "../../contract/client-room-api"
import { ENGAGEMENT_CALLABLES } from "../../contract/engagement-api"
import type { ProposalInput } from "../../contract/engagement-schema"
import { CALLS } from "../../contract/firebase-settings"
import { callOn } from "./engagement-backend"
import type { LocalBackendFixture, SharedLocalBackend } from "./local-backend"

type Fixture = LocalBackendFixture<SharedLocalBackend>

export const programmeFor = (name: string, email: string, title = "Leading through change"): ProposalInput => ({
  client: { name, email },
  payer: { kind: "client" },
  programme: { title, sessions: 6, sessionMinutes: 60, feePence: 240_000 },
  paymentPlan: { kind: "full" },
  startDate: "2027-03-01",
})

/** Sends a proposal as the coach and accepts it as its client, through the callables; answers its id. */
export const acceptedThroughRoom = async (backend: Fixture, coach: string, client: string, proposal: ProposalInput): Promise<string> => {
  const call = callOn(backend)
  const proposalId = randomUUID()
  const sent = await call(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal }, coach)
  if (sent.error) throw new Error(`the proposal was not sent: ${JSON.stringify(sent.error)}`)
  const listed = await call<ListEngagementsResult>(CLIENT_ROOM_CALLABLES.listEngagements, {}, client)
  const shown = listed.result?.engagements.find((each) => each.proposalId === proposalId)
  if (!shown) throw new Error(`the client's room does not list the proposal: ${JSON.stringify(listed.error)}`)
  const accepted = await call<ClientAnswerResult>(
    CLIENT_ROOM_CALLABLES.accept,
    { proposalId, name: proposal.client.name, agreed: true, proposalHash: shown.proposalHash, termsHash: shown.termsHash },
    client,
  )
  if (accepted.error) throw new Error(`the proposal was not accepted: ${JSON.stringify(accepted.error)}`)
  return proposalId
}

/**
 * A session of the programme as the booking will store it; answers its call id. The suites give
 * times years from now, so no other suite's booking, slots or reminders on the same backend meet it.
 */
export const sessionOn = async (backend: Fixture, engagementId: string, start: Date, status: "booked" | "cancelled" = "booked"): Promise<string> => {
  const callId = randomUUID()
  await getFirestore(backend.adminApp())
    .collection(CALLS)
    .doc(callId)
    .set({ kind: "session", engagementId, status, usesSession: status === "booked", start: Timestamp.fromDate(start), end: Timestamp.fromDate(new Date(start.getTime() + 60 * 60_000)) })
  return callId
}
