/**
 * A client's record as she reads it in the studio: the intake (opening it takes it off the desk),
 * her notes on each session and the actions she shares; and the desk's list of intakes answered
 * that she has not opened yet.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { ENGAGEMENTS, INTAKE } from "../../../contract/firebase-settings"
import { proposalSchema } from "../../../contract/engagement-schema"
import type { AnsweredIntake, ClientRecordResult } from "../../../contract/client-record-api"
import { actionsOf } from "./client-actions"
import { intakeView } from "./intake"
import { firstSessionStarted, programmeSessions } from "./programme-sessions"
import { acceptedEngagement } from "./record-access"
import { sessionsWithNotes } from "./session-notes"

export const clientRecord = async (db: Firestore, engagementId: string, now: Date): Promise<ClientRecordResult> => {
  await acceptedEngagement(db, engagementId)
  const ref = db.collection(INTAKE).doc(engagementId)
  const [intake, sessions, notes, actions] = await Promise.all([ref.get(), programmeSessions(db, engagementId), sessionsWithNotes(db, engagementId), actionsOf(db, engagementId)])
  if (intake.get("unread") === true) await ref.update({ unread: false })
  return {
    engagementId,
    intake: intake.exists ? intakeView(intake, engagementId, !firstSessionStarted(sessions, now)) : null,
    sessions: notes,
    actions,
  }
}

/** Intakes answered and not yet opened, the latest answered first. */
export const unreadIntakes = async (db: Firestore): Promise<AnsweredIntake[]> => {
  const found = await db.collection(INTAKE).where("unread", "==", true).get()
  if (found.empty) return []
  const engagements = await db.getAll(...found.docs.map((doc) => db.collection(ENGAGEMENTS).doc(doc.id)))
  return found.docs
    .flatMap((doc, index): AnsweredIntake[] => {
      const proposal = proposalSchema.safeParse(engagements[index].get("proposal"))
      const answeredAt = doc.get("answeredAt")
      if (!proposal.success || !(answeredAt instanceof Timestamp)) return []
      return [{ engagementId: doc.id, clientName: proposal.data.client.name, programmeTitle: proposal.data.programme.title, answeredAt: answeredAt.toDate().toISOString() }]
    })
    .sort((a, b) => b.answeredAt.localeCompare(a.answeredAt))
}
