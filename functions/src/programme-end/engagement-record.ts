/**
 * An accepted engagement as the end of a programme reads it: whose it is, the name on the
 * acceptance, whether (and when) she ended it, and whether its record was erased. The client's
 * callables find it only when it is the caller's; another client's is not found, as a missing one.
 */
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { proposalSchema, type Proposal } from "../../../contract/engagement-schema"

export interface EngagementRecord {
  id: string
  clientEmail: string
  proposal: Proposal
  acceptanceName: string
  acceptedAt: Date
  endedAt: Date | null
  erasureRequestedAt: Date | null
}

/** The record a snapshot holds, or null when it is no accepted engagement (or its record was erased). */
export const engagementRecordOf = (snapshot: DocumentSnapshot): EngagementRecord | null => {
  if (!snapshot.exists || snapshot.get("state") !== "accepted") return null
  const proposal = proposalSchema.safeParse(snapshot.get("proposal"))
  const name: unknown = snapshot.get("acceptance.name")
  const acceptedAt: unknown = snapshot.get("acceptance.acceptedAt")
  const clientEmail: unknown = snapshot.get("clientEmail")
  if (!proposal.success || typeof name !== "string" || !(acceptedAt instanceof Timestamp) || typeof clientEmail !== "string") return null
  const endedAt: unknown = snapshot.get("endedAt")
  const requested: unknown = snapshot.get("erasureRequest.requestedAt")
  return {
    id: snapshot.id,
    clientEmail,
    proposal: proposal.data,
    acceptanceName: name,
    acceptedAt: acceptedAt.toDate(),
    endedAt: endedAt instanceof Timestamp ? endedAt.toDate() : null,
    erasureRequestedAt: requested instanceof Timestamp ? requested.toDate() : null,
  }
}

const NO_ENGAGEMENT = "There is no such programme."

/** Her view: any accepted engagement. */
export const acceptedRecord = (snapshot: DocumentSnapshot): EngagementRecord => {
  const record = engagementRecordOf(snapshot)
  if (!record) throw new HttpsError("not-found", `${NO_ENGAGEMENT} It may not be accepted yet, or its record was erased.`)
  return record
}

/** The client's view: only their own; another's is answered exactly as one that does not exist. */
export const ownRecord = (snapshot: DocumentSnapshot, clientEmail: string): EngagementRecord => {
  const record = engagementRecordOf(snapshot)
  if (!record || record.clientEmail !== clientEmail) throw new HttpsError("not-found", "There is no such programme for your e-mail address.")
  return record
}
