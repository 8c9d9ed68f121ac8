/** The records of accepted engagements as her studio lists them, and one as the client's room reads it. */
import { type Firestore } from "firebase-admin/firestore"
import type { ClientRecordSummary, MyTestimonialResult } from "../../../contract/programme-end-api"
import { recordErasureDue } from "../../../contract/record-keeping"
import { CLIENT_TESTIMONIALS, ENGAGEMENTS } from "../../../contract/firebase-settings"
import { engagementRecordOf, ownRecord } from "./engagement-record"
import { testimonialOf } from "./testimonials"

export const listClientRecords = async (db: Firestore, months: number): Promise<ClientRecordSummary[]> => {
  const accepted = await db.collection(ENGAGEMENTS).where("state", "==", "accepted").get()
  const records = accepted.docs.flatMap((doc) => engagementRecordOf(doc) ?? [])
  const testimonials = records.length ? await db.getAll(...records.map((record) => db.collection(CLIENT_TESTIMONIALS).doc(record.id))) : []
  return records.map((record, index) => ({
    engagementId: record.id,
    clientName: record.proposal.client.name,
    endedAt: record.endedAt?.toISOString() ?? null,
    erasureDueAt: record.endedAt ? recordErasureDue(record.endedAt, months).toISOString() : null,
    testimonial: testimonialOf(testimonials[index]),
    erasureRequestedAt: record.erasureRequestedAt?.toISOString() ?? null,
  }))
}

export const clientRecordOf = async (db: Firestore, engagementId: string, months: number): Promise<ClientRecordSummary | undefined> =>
  (await listClientRecords(db, months)).find((record) => record.engagementId === engagementId)

export const myTestimonial = async (db: Firestore, clientEmail: string, engagementId: string): Promise<MyTestimonialResult> => {
  const record = ownRecord(await db.collection(ENGAGEMENTS).doc(engagementId).get(), clientEmail)
  const testimonial = testimonialOf(await db.collection(CLIENT_TESTIMONIALS).doc(engagementId).get())
  return { ended: record.endedAt !== null, testimonial, acceptanceName: record.acceptanceName, erasureRequestedAt: record.erasureRequestedAt?.toISOString() ?? null }
}
