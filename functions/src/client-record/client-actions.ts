/**
 * The actions she shares with a client, `clientActions/{actionId}` with the engagement's id: she
 * adds and removes them from the studio, the client ticks them off (and un-ticks them) in the
 * room. A client reaches only the actions of their own accepted engagements.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { CLIENT_ACTIONS } from "../../../contract/firebase-settings"
import { CLIENT_RECORD_LIMITS, type SharedAction } from "../../../contract/client-record-api"
import { acceptedEngagement, clientsEngagement, notTheClients } from "./record-access"

const isoOf = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

const actionOf = (snapshot: DocumentSnapshot): SharedAction => {
  const doneAt = isoOf(snapshot.get("doneAt"))
  return {
    actionId: snapshot.id,
    engagementId: String(snapshot.get("engagementId")),
    text: String(snapshot.get("text")),
    done: snapshot.get("done") === true,
    createdAt: isoOf(snapshot.get("createdAt")) ?? new Date(0).toISOString(),
    ...(doneAt ? { doneAt } : {}),
  }
}

/** An engagement's actions, the oldest first. */
export const actionsOf = async (db: Firestore, engagementId: string): Promise<SharedAction[]> => {
  const found = await db.collection(CLIENT_ACTIONS).where("engagementId", "==", engagementId).get()
  return found.docs.map(actionOf).sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.actionId.localeCompare(b.actionId))
}

/** The caller's own engagement's actions. */
export const clientActions = async (db: Firestore, engagementId: string, clientEmail: string): Promise<SharedAction[]> => {
  await clientsEngagement(db, engagementId, clientEmail)
  return actionsOf(db, engagementId)
}

/** Adds one; the same id again (a retry) changes nothing, the same id for another engagement is refused. */
export const addAction = async (db: Firestore, engagementId: string, actionId: string, text: string): Promise<SharedAction> => {
  const ref = db.collection(CLIENT_ACTIONS).doc(actionId)
  await db.runTransaction(async (transaction) => {
    const engagement = await acceptedEngagement(db, engagementId, transaction)
    const existing = await transaction.get(ref)
    if (existing.exists) {
      if (existing.get("engagementId") !== engagementId) throw new HttpsError("already-exists", "That action belongs to another programme.")
      return
    }
    const count = (await transaction.get(db.collection(CLIENT_ACTIONS).where("engagementId", "==", engagementId))).size
    if (count >= CLIENT_RECORD_LIMITS.actions) throw new HttpsError("resource-exhausted", `A programme holds at most ${CLIENT_RECORD_LIMITS.actions} actions; remove some done ones first.`)
    transaction.create(ref, { engagementId, clientEmail: engagement.clientEmail, text, done: false, createdAt: FieldValue.serverTimestamp() })
  })
  return actionOf(await ref.get())
}

/** Removes one of an accepted engagement's actions; one already gone is not found. */
export const removeAction = async (db: Firestore, actionId: string): Promise<void> => {
  const ref = db.collection(CLIENT_ACTIONS).doc(actionId)
  const snapshot = await ref.get()
  if (!snapshot.exists) throw new HttpsError("not-found", "That action has already been removed.")
  await ref.delete()
}

/** The client ticks one of their own off, or un-ticks it; another's is not found, as one that does not exist. */
export const tickAction = async (db: Firestore, actionId: string, done: boolean, clientEmail: string, now: Date): Promise<SharedAction> => {
  const ref = db.collection(CLIENT_ACTIONS).doc(actionId)
  await db.runTransaction(async (transaction) => {
    const snapshot = await transaction.get(ref)
    if (!snapshot.exists) throw notTheClients("action")
    // Another's engagement is said as the action's own not-found; a clash of transactions stays itself, to be retried.
    await clientsEngagement(db, String(snapshot.get("engagementId")), clientEmail, transaction).catch((error: unknown) => {
      throw error instanceof HttpsError ? notTheClients("action") : error
    })
    transaction.update(ref, done ? { done: true, doneAt: Timestamp.fromDate(now) } : { done: false, doneAt: FieldValue.delete() })
  })
  return actionOf(await ref.get())
}
