/**
 * Which engagement a caller may reach through a client's record: a client only their own accepted
 * one (another's, one not accepted and one that does not exist are answered alike, not found), the
 * coach any accepted one.
 */
import type { DocumentSnapshot, Firestore, Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { ENGAGEMENTS } from "../../../contract/firebase-settings"
import { proposalSchema, type Proposal } from "../../../contract/engagement-schema"

export interface AcceptedEngagement {
  engagementId: string
  clientEmail: string
  proposal: Proposal
}

const NOT_THE_CLIENTS = "There is no such programme for your e-mail address."
const NOT_ACCEPTED = "There is no accepted programme with that id."

const acceptedOf = (snapshot: DocumentSnapshot): AcceptedEngagement | null => {
  const proposal = proposalSchema.safeParse(snapshot.get("proposal"))
  const clientEmail = snapshot.get("clientEmail")
  if (!snapshot.exists || snapshot.get("state") !== "accepted" || !proposal.success || typeof clientEmail !== "string") return null
  return { engagementId: snapshot.id, clientEmail, proposal: proposal.data }
}

const read = (db: Firestore, engagementId: string, transaction?: Transaction) => {
  const ref = db.collection(ENGAGEMENTS).doc(engagementId)
  return transaction ? transaction.get(ref) : ref.get()
}

/** The caller's own accepted engagement, or not-found. */
export const clientsEngagement = async (db: Firestore, engagementId: string, clientEmail: string, transaction?: Transaction): Promise<AcceptedEngagement> => {
  const engagement = acceptedOf(await read(db, engagementId, transaction))
  if (!engagement || engagement.clientEmail !== clientEmail) throw new HttpsError("not-found", NOT_THE_CLIENTS)
  return engagement
}

/** Any accepted engagement, for the coach, or not-found. */
export const acceptedEngagement = async (db: Firestore, engagementId: string, transaction?: Transaction): Promise<AcceptedEngagement> => {
  const engagement = acceptedOf(await read(db, engagementId, transaction))
  if (!engagement) throw new HttpsError("not-found", NOT_ACCEPTED)
  return engagement
}

/** The client's words for a thing of theirs that is not found (an action, a session). */
export const notTheClients = (what: string): HttpsError => new HttpsError("not-found", `There is no such ${what} for your e-mail address.`)
