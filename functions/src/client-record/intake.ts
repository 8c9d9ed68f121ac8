/**
 * The intake of an accepted engagement, `intake/{engagementId}`: the questions in force when the
 * client accepted (a snapshot, so a later edit of her Settings never changes what they were asked)
 * and the client's answers, saved as they type until the first session starts. The first save
 * with an answer tells her, once: the desk lists it, and her e-mail is queued in that save.
 */
import { FieldValue, Timestamp, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import { INTAKE, MAIL } from "../../../contract/firebase-settings"
import { hasAnyAnswer, intakeAnswerProblems, intakeQuestionsSchema, type IntakeAnswers, type IntakeQuestion } from "../../../contract/intake-schema"
import { INTAKE_CLOSED, type IntakeView } from "../../../contract/client-record-api"
import { printQueuedMails, type QueuedMail } from "../common/local-terminal"
import { enquiryExpiry } from "../common/retention"
import type { SiteIdentity } from "../site/site-identity"
import { intakeMail, intakeMailId } from "./intake-email"
import { clientsEngagement } from "./record-access"
import { firstSessionStarted, programmeSessions } from "./programme-sessions"

/** Stores the questions in force for a client who has just accepted, in the acceptance's own transaction. */
export const snapshotIntake = (db: Firestore, transaction: Transaction, engagementId: string, clientEmail: string, questions: readonly IntakeQuestion[]): void => {
  transaction.set(db.collection(INTAKE).doc(engagementId), {
    engagementId,
    clientEmail,
    questions: intakeQuestionsSchema.parse(questions),
    answers: {},
    takenAt: FieldValue.serverTimestamp(),
  })
}

const isoOf = (value: unknown): string | undefined => (value instanceof Timestamp ? value.toDate().toISOString() : undefined)

const answersOf = (value: unknown): IntakeAnswers =>
  value && typeof value === "object" ? Object.fromEntries(Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === "string")) : {}

/** A stored intake as it is read; an engagement accepted before intakes existed has none, and so no questions. */
export const intakeView = (snapshot: DocumentSnapshot, engagementId: string, open: boolean): IntakeView => {
  const questions = snapshot.exists ? intakeQuestionsSchema.safeParse(snapshot.get("questions")) : null
  const answeredAt = isoOf(snapshot.get("answeredAt"))
  const updatedAt = isoOf(snapshot.get("updatedAt"))
  return {
    engagementId,
    questions: questions?.success ? questions.data : [],
    answers: answersOf(snapshot.get("answers")),
    open,
    ...(answeredAt ? { answeredAt } : {}),
    ...(updatedAt ? { updatedAt } : {}),
  }
}

/** The caller's own intake. */
export const readClientIntake = async (db: Firestore, engagementId: string, clientEmail: string, now: Date): Promise<IntakeView> => {
  await clientsEngagement(db, engagementId, clientEmail)
  const [snapshot, sessions] = await Promise.all([db.collection(INTAKE).doc(engagementId).get(), programmeSessions(db, engagementId)])
  return intakeView(snapshot, engagementId, !firstSessionStarted(sessions, now))
}

/**
 * Saves the caller's answers over those stored, each checked against the question it answers
 * (refused by field, nothing stored). Refused once a session of the programme has started.
 */
export const saveClientIntake = async (db: Firestore, engagementId: string, clientEmail: string, answers: IntakeAnswers, site: SiteIdentity, now: Date): Promise<IntakeView> => {
  const ref = db.collection(INTAKE).doc(engagementId)
  const queued = await db.runTransaction(async (transaction): Promise<QueuedMail | null> => {
    const engagement = await clientsEngagement(db, engagementId, clientEmail, transaction)
    const snapshot = await transaction.get(ref)
    const sessions = await programmeSessions(db, engagementId, transaction)
    if (firstSessionStarted(sessions, now)) throw new HttpsError("failed-precondition", INTAKE_CLOSED, { reason: "closed" })
    if (!snapshot.exists) throw new HttpsError("failed-precondition", "This programme has no intake questions to answer.", { reason: "none" })
    const { questions, answers: stored } = intakeView(snapshot, engagementId, true)
    const problems = intakeAnswerProblems(questions, answers)
    if (problems.length > 0) throw new HttpsError("invalid-argument", "Some answers could not be saved.", { problems })
    const merged = { ...stored, ...answers }
    const first = !snapshot.get("answeredAt") && hasAnyAnswer(merged)
    const at = Timestamp.fromDate(now)
    // `unread` is what the desk lists, until she opens the record (client-record.ts).
    // The answers replace the stored map whole: a merge would read a question id's hyphens as a path.
    transaction.update(ref, { answers: merged, updatedAt: at, ...(first ? { answeredAt: at, unread: true } : {}) })
    if (!first) return null
    const mail = intakeMail(engagement.proposal, site, now)
    const id = intakeMailId(engagementId)
    transaction.create(db.collection(MAIL).doc(id), { ...mail, expiresAt: enquiryExpiry(now, site.retention.enquiryDays) })
    return { id, mail }
  })
  if (queued) printQueuedMails([queued])
  return intakeView(await ref.get(), engagementId, true)
}
