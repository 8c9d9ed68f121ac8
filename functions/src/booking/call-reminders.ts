/**
 * The day-before reminders, to the visitor and to the coach: each hour, every booked call starting
 * within the next day that has not had one, once its confirmation is half a day old (a call booked
 * a day ahead is not reminded an hour after it was confirmed). Each reminder is created once per call and time (a moved call gets
 * its own), however often the schedule runs.
 */
import { Timestamp, type Firestore } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { CALLS } from "../../../contract/firebase-settings"
import { enquiryExpiry } from "../common/retention"
import { enquiryKeepDays } from "../site/site-identity"
import { queueCallMails } from "./book-call"
import { callsStarting, coachSide, readAvailability, readCall, type BookingFields } from "./call-records"
import { printQueuedMails } from "../common/local-terminal"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"

export const REMINDER_HOURS_AHEAD = 24
/** How old the confirmation must be before a reminder follows it. */
export const CONFIRMATION_FRESH_HOURS = 12

export const sendReminders = async (db: Firestore, now = new Date(), keepDays = enquiryKeepDays(), fields: BookingFields = ENQUIRY_FIELDS): Promise<{ reminded: string[] }> => {
  const ahead = DateTime.fromJSDate(now).plus({ hours: REMINDER_HOURS_AHEAD })
  const due = (await callsStarting(db, now, ahead.toJSDate())).filter(
    (call) => call.status === "booked" && !call.remindedAt && DateTime.fromJSDate(call.bookedAt).plus({ hours: CONFIRMATION_FRESH_HOURS }) <= DateTime.fromJSDate(now),
  )
  const coach = coachSide(await readAvailability(db))
  const reminded: string[] = []
  for (const { callId } of due) {
    // Two runs at once: the transaction that reads the call after the other's commit finds it reminded.
    const sent = await db.runTransaction(async (transaction) => {
      const ref = db.collection(CALLS).doc(callId)
      const call = readCall(await transaction.get(ref), fields)
      if (!call || call.status !== "booked" || call.remindedAt) return null
      const mails = queueCallMails(transaction, db, call, "reminder", coach, enquiryExpiry(new Date(call.time.end), keepDays), { fields })
      transaction.update(ref, { remindedAt: Timestamp.fromDate(now) })
      return mails
    })
    if (sent) {
      printQueuedMails(sent)
      reminded.push(callId)
    }
  }
  return { reminded }
}
