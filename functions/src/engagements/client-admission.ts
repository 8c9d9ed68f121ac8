/**
 * Who may have a client's account: an address she has sent a proposal to that is still open
 * (sent or opened, within her days) or that the client accepted. Read by the blocking function
 * that refuses every other sign-up (functions/src/accounts/refuse-sign-up.ts).
 */
import type { Firestore } from "firebase-admin/firestore"
import { Timestamp } from "firebase-admin/firestore"
import { ENGAGEMENTS } from "../../../contract/firebase-settings"
import { isStoredProposalState as isStoredState, proposalState } from "../../../contract/engagement-schema"

/**
 * The address a proposal is stored under (`clientEmail`) and found by: the client's address in
 * lower case. The sign-up, the sign-in link and the client callables all compare by it, so a room
 * shows exactly the proposals sent to the address its account proved (not the `+tag` or dot
 * variants the sending limits count as one mailbox: those may be another person's at some providers).
 */
export const clientEmailOf = (email: string): string => email.trim().toLowerCase()

/** Whether `email` has a proposal a client could open their room for now. */
export const isInvitedClient = async (db: Firestore, email: string, proposalDays: number, now: Date): Promise<boolean> => {
  const found = await db.collection(ENGAGEMENTS).where("clientEmail", "==", clientEmailOf(email)).get()
  return found.docs.some((doc) => {
    const stored = doc.get("state")
    const sentAt = doc.get("sentAt")
    if (!isStoredState(stored) || !(sentAt instanceof Timestamp)) return false
    const state = proposalState(stored, sentAt.toDate(), proposalDays, now)
    return state === "sent" || state === "opened" || state === "accepted"
  })
}
