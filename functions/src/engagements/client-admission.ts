/**
 * Who may have a client's account: an address she has sent a proposal to that is still open
 * (sent or opened, within her days) or that the client accepted. Read by the blocking function
 * that refuses every other sign-up (functions/src/accounts/refuse-sign-up.ts).
 */
import type { Firestore } from "firebase-admin/firestore"
import { Timestamp } from "firebase-admin/firestore"
import { ENGAGEMENTS } from "../../../contract/firebase-settings"
import { proposalState, PROPOSAL_STATES, type StoredProposalState } from "../../../contract/engagement-schema"

const isStoredState = (value: unknown): value is StoredProposalState => value !== "expired" && (PROPOSAL_STATES as readonly unknown[]).includes(value)

/** Whether `email` has a proposal a client could open their room for now. */
export const isInvitedClient = async (db: Firestore, email: string, proposalDays: number, now: Date): Promise<boolean> => {
  const found = await db.collection(ENGAGEMENTS).where("clientEmail", "==", email.trim().toLowerCase()).get()
  return found.docs.some((doc) => {
    const stored = doc.get("state")
    const sentAt = doc.get("sentAt")
    if (!isStoredState(stored) || !(sentAt instanceof Timestamp)) return false
    const state = proposalState(stored, sentAt.toDate(), proposalDays, now)
    return state === "sent" || state === "opened" || state === "accepted"
  })
}
