/**
 * What a booked call holds besides its own document: its time (CALL_TIMES, named by the start) and
 * a place on the coach's day (CALL_DAYS, `<date>-<n>` below her daily limit). Both are read in the
 * transaction that takes them, so two requests can never both have one: Firestore fails one's
 * commit over the other's, and the SDK runs it again, when it reads the hold and is refused. Each
 * names its call, so a call moved within its day keeps its own place there.
 */
import { Timestamp, type DocumentReference, type DocumentSnapshot, type Firestore, type Transaction } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { coachDay, type CallTime } from "../../../contract/booking-slots"
import { CALL_DAYS, CALL_TIMES } from "../../../contract/firebase-settings"

export interface Holds {
  /** Another call has the time. */
  taken: boolean
  /** Her day has no place left. */
  dayFull: boolean
  /** The day-slot document the call will hold. */
  daySlot: string
  /** Makes the holds, in the same transaction. */
  write: () => void
}

const holderOf = (snapshot: DocumentSnapshot): string | null => (snapshot.exists ? (snapshot.get("callId") as string | undefined) ?? "" : null)

export const timeRef = (db: Firestore, time: CallTime): DocumentReference => db.collection(CALL_TIMES).doc(time.start)

/** Reads, in `transaction`, the holds `callId` needs for `time` on her calendar. */
export const readHolds = async (transaction: Transaction, db: Firestore, callId: string, time: CallTime, timeZone: string, maxPerDay: number): Promise<Holds> => {
  const day = coachDay({ timeZone }, time)
  const hold = timeRef(db, time)
  const places = Array.from({ length: maxPerDay }, (_, place) => db.collection(CALL_DAYS).doc(`${day}-${place}`))
  const [held, ...taken] = await transaction.getAll(hold, ...places)
  const holder = holderOf(held)
  const ours = taken.findIndex((place) => holderOf(place) === callId)
  const free = ours >= 0 ? ours : taken.findIndex((place) => !place.exists)
  const place = free >= 0 ? places[free] : undefined
  return {
    taken: holder !== null && holder !== callId,
    dayFull: place === undefined,
    daySlot: place?.id ?? "",
    write: () => {
      // Not needed once the call is over: the nightly clean-up removes them a day later.
      const expiresAt = Timestamp.fromDate(DateTime.fromISO(time.end).plus({ days: 1 }).toJSDate())
      if (holder === null) transaction.create(hold, { callId, start: time.start, expiresAt })
      if (place && ours < 0) transaction.create(place, { callId, expiresAt })
    },
  }
}

/** Gives up what a call held (cancelled or moved); a hold naming another call is left alone. */
export const releaseHolds = async (transaction: Transaction, db: Firestore, callId: string, time: CallTime, daySlot: string): Promise<() => void> => {
  const refs = [timeRef(db, time), ...(daySlot ? [db.collection(CALL_DAYS).doc(daySlot)] : [])]
  const snapshots = await transaction.getAll(...refs)
  return () => snapshots.forEach((snapshot) => holderOf(snapshot) === callId && transaction.delete(snapshot.ref))
}
