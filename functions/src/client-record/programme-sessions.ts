/**
 * The sessions of a programme as the booking stores them: documents of `calls` with `kind:
 * "session"` and the engagement's id. The intake closes when the first of them starts.
 */
import { Timestamp, type Firestore, type QueryDocumentSnapshot, type Transaction } from "firebase-admin/firestore"
import { CALLS } from "../../../contract/firebase-settings"

export interface ProgrammeSession {
  callId: string
  start: Date
  end: Date
  status: string
}

const sessionOf = (doc: QueryDocumentSnapshot): ProgrammeSession | null => {
  const start = doc.get("start")
  const end = doc.get("end")
  if (!(start instanceof Timestamp) || !(end instanceof Timestamp)) return null
  return { callId: doc.id, start: start.toDate(), end: end.toDate(), status: String(doc.get("status") ?? "") }
}

/** Every session document of an engagement, the earliest first. */
export const programmeSessions = async (db: Firestore, engagementId: string, transaction?: Transaction): Promise<ProgrammeSession[]> => {
  // Equality on two fields only: Firestore answers it from its single-field indexes, no composite index.
  const query = db.collection(CALLS).where("engagementId", "==", engagementId).where("kind", "==", "session")
  const found = transaction ? await transaction.get(query) : await query.get()
  return found.docs
    .map(sessionOf)
    .filter((session): session is ProgrammeSession => session !== null)
    .sort((a, b) => a.start.getTime() - b.start.getTime())
}

/** Whether a booked session has started by `now`: from then on the intake is kept as it is. */
export const firstSessionStarted = (sessions: readonly ProgrammeSession[], now: Date): boolean =>
  sessions.some((session) => session.status === "booked" && session.start.getTime() <= now.getTime())
