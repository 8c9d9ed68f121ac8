/**
 * Her private notes on a session, `sessionNotes/{callId}` with the engagement's id. Only studio
 * callables read or write them: no client callable touches this collection.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { SESSION_NOTES } from "../../../contract/firebase-settings"
import type { SessionWithNote } from "../../../contract/client-record-api"
import { acceptedEngagement } from "./record-access"
import { programmeSessions, type ProgrammeSession } from "./programme-sessions"

const withNote = (session: ProgrammeSession, note: DocumentSnapshot | undefined): SessionWithNote => {
  const updatedAt = note?.get("updatedAt")
  return {
    callId: session.callId,
    start: session.start.toISOString(),
    end: session.end.toISOString(),
    status: session.status,
    note: typeof note?.get("text") === "string" ? String(note.get("text")) : "",
    ...(updatedAt instanceof Timestamp ? { noteUpdatedAt: updatedAt.toDate().toISOString() } : {}),
  }
}

/** Every session of an accepted engagement with her notes on it, the earliest first. */
export const sessionsWithNotes = async (db: Firestore, engagementId: string): Promise<SessionWithNote[]> => {
  const sessions = await programmeSessions(db, engagementId)
  if (sessions.length === 0) return []
  const notes = await db.getAll(...sessions.map((session) => db.collection(SESSION_NOTES).doc(session.callId)))
  return sessions.map((session, index) => withNote(session, notes[index].exists ? notes[index] : undefined))
}

/** Writes her notes on one session of the engagement (a session of another, or none, is not found). */
export const saveSessionNote = async (db: Firestore, engagementId: string, callId: string, text: string): Promise<SessionWithNote> => {
  await acceptedEngagement(db, engagementId)
  const session = (await programmeSessions(db, engagementId)).find((each) => each.callId === callId)
  if (!session) throw new HttpsError("not-found", "That programme has no such session.")
  const ref = db.collection(SESSION_NOTES).doc(callId)
  await ref.set({ engagementId, callId, text, updatedAt: FieldValue.serverTimestamp() })
  return withNote(session, await ref.get())
}
