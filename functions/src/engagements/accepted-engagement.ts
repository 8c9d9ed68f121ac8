/**
 * An engagement the client has accepted, as stored on `engagements/{proposalId}` by the accept
 * callable in one transaction: `state: "accepted"` and `acceptance` (the name typed, when, and the
 * content hashes of the proposal and the terms accepted), beside the proposal and the terms as sent.
 */
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore"
import { proposalSchema, type Proposal } from "../../../contract/engagement-schema"
import { termsSchema, type Terms } from "../../../contract/engagement-terms"

export interface AcceptedEngagement {
  id: string
  proposal: Proposal
  terms: { hash: string; content: Terms }
  acceptance: { name: string; acceptedAt: Date; proposalHash: string; termsHash: string }
}

/** The accepted engagement a snapshot holds, or why it holds none. */
export const readAcceptedEngagement = (snapshot: DocumentSnapshot): { engagement: AcceptedEngagement } | { problem: string } => {
  if (snapshot.get("state") !== "accepted") return { problem: "not accepted" }
  const proposal = proposalSchema.safeParse(snapshot.get("proposal"))
  const terms = termsSchema.safeParse(snapshot.get("terms.content"))
  const acceptedAt: unknown = snapshot.get("acceptance.acceptedAt")
  const [name, proposalHash, termsHash, termsVersion]: unknown[] = ["acceptance.name", "acceptance.proposalHash", "acceptance.termsHash", "terms.hash"].map((field) => snapshot.get(field))
  if (!proposal.success) return { problem: `its proposal is unreadable (${proposal.error.issues[0]?.path.join(".")})` }
  if (!terms.success) return { problem: "its terms are unreadable" }
  if (!(acceptedAt instanceof Timestamp) || typeof name !== "string" || typeof proposalHash !== "string" || typeof termsHash !== "string" || typeof termsVersion !== "string") {
    return { problem: "its acceptance is incomplete" }
  }
  return {
    engagement: {
      id: snapshot.id,
      proposal: proposal.data,
      terms: { hash: termsVersion, content: terms.data },
      acceptance: { name, acceptedAt: acceptedAt.toDate(), proposalHash, termsHash },
    },
  }
}
