/**
 * What the sessions suites do on the run's shared local backend: open her diary (the availability
 * first calls are booked from, which sessions share) and make a client's accepted programme.
 */
import { randomUUID } from "node:crypto"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { CALL_TIMES, CALLS } from "../../contract/firebase-settings"
import { instantOf } from "../../functions/src/booking/call-records"
import { BOOKING_CALLABLES } from "../../contract/booking-api"
import type { AvailabilityInput } from "../../contract/booking-availability"
import { ENGAGEMENT_CALLABLES } from "../../contract/engagement-api"
import type { ProposalInput } from "../../contract/engagement-schema"
import { acceptWithAdmin, callOn } from "./engagement-backend"
import type { LocalBackendFixture, SharedLocalBackend } from "./local-backend"

type Fixture = LocalBackendFixture<SharedLocalBackend>

const EVERY_DAY = [{ from: "07:00", to: "21:00" }]

/** Her hours every day from 07:00 to 21:00 (London), bookable two hours ahead, twenty a day: plenty of times at any hour a suite runs. */
export const DIARY: AvailabilityInput = {
  weeklyHours: { monday: EVERY_DAY, tuesday: EVERY_DAY, wednesday: EVERY_DAY, thursday: EVERY_DAY, friday: EVERY_DAY, saturday: EVERY_DAY, sunday: EVERY_DAY },
  noticeHours: 2,
  horizonWeeks: 6,
  maxCallsPerDay: 20,
}

export const openDiary = async (backend: Fixture, coachToken: string): Promise<void> => {
  const saved = await callOn(backend)(BOOKING_CALLABLES.saveAvailability, { availability: DIARY }, coachToken)
  if (saved.error) throw new Error(`her availability was not saved: ${JSON.stringify(saved.error)}`)
}

/** A proposal sent to `client` by the coach and accepted by them; answers its id. */
export const acceptedProgramme = async (
  backend: Fixture,
  coachToken: string,
  client: { name: string; email: string },
  programme: { title: string; sessions: number; sessionMinutes: number },
  { accept = true }: { accept?: boolean } = {},
): Promise<string> => {
  const proposalId = randomUUID()
  const proposal: ProposalInput = {
    client: { name: client.name, email: client.email },
    payer: { kind: "client" },
    programme: { ...programme, feePence: 90_000 },
    paymentPlan: { kind: "full" },
    startDate: "2027-01-11",
  }
  const sent = await callOn(backend)(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal }, coachToken)
  if (sent.error) throw new Error(`the proposal was not sent: ${JSON.stringify(sent.error)}`)
  if (accept) await acceptWithAdmin(backend, proposalId, client.name)
  return proposalId
}

/**
 * Sets a booked session's stored time to `hoursAhead` from now, its time's hold with it: the clock
 * moving on, as far as the notice rule can tell.
 */
export const startsIn = async (backend: Fixture, sessionId: string, hoursAhead: number, minutes: number): Promise<void> => {
  const db = getFirestore(backend.adminApp())
  const ref = db.collection(CALLS).doc(sessionId)
  const held = db.collection(CALL_TIMES).doc(instantOf((await ref.get()).get("start")))
  const start = Math.round((Date.now() + hoursAhead * 60 * 60 * 1000) / 60_000) * 60_000
  const time = { start: new Date(start).toISOString().replace(".000", ""), end: new Date(start + minutes * 60_000).toISOString().replace(".000", "") }
  await db.runTransaction(async (transaction) => {
    const hold = await transaction.get(held)
    if (hold.get("callId") === sessionId) {
      transaction.delete(held)
      transaction.create(db.collection(CALL_TIMES).doc(time.start), { callId: sessionId, start: time.start, expiresAt: Timestamp.fromMillis(start + 2 * 24 * 60 * 60 * 1000) })
    }
    transaction.update(ref, { start: Timestamp.fromMillis(start), end: Timestamp.fromMillis(start + minutes * 60_000) })
  })
}
