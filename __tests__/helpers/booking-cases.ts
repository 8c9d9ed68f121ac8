import ICAL from "ical.js"
import type { Firestore } from "firebase-admin/firestore"
import { validEnquiry } from "./enquiry-cases"

/** A booking as the page sends it: the enquiry's fields and a time, by video, from London. */
export const validBooking = (start: string, overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  ...validEnquiry({ submissionId: crypto.randomUUID() }),
  start,
  way: "video",
  timeZone: "Europe/London",
  ...overrides,
})

export interface ParsedEvent {
  uid: string
  start: string
  end: string
  summary: string
  description: string
  status: string | null
  sequence: number
  attendees: string[]
  organizer: string | null
  url: string | null
  location: string | null
  /** RFC 7986's CONFERENCE: the room a calendar offers to join. */
  conference: string | null
}

/** An iCalendar text read by ical.js (Mozilla's parser, as Thunderbird uses): its method, name and events. */
export const parseCalendar = (text: string): { method: string | null; name: string | null; events: ParsedEvent[] } => {
  const calendar = new ICAL.Component(ICAL.parse(text))
  const value = (component: ICAL.Component, name: string) => {
    const found = component.getFirstPropertyValue(name)
    return found === null || found === undefined ? null : String(found)
  }
  const events = calendar.getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component)
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString().replace(".000", ""),
      end: event.endDate.toJSDate().toISOString().replace(".000", ""),
      summary: event.summary,
      description: event.description,
      status: value(component, "status"),
      sequence: event.sequence,
      attendees: component.getAllProperties("attendee").map((attendee) => String(attendee.getFirstValue())),
      organizer: value(component, "organizer"),
      url: value(component, "url"),
      location: value(component, "location"),
      conference: value(component, "conference"),
    }
  })
  return { method: value(calendar, "method"), name: value(calendar, "x-wr-calname"), events }
}

/** Empties what booking writes, between tests. */
export const clearBooking = async (db: Firestore): Promise<void> => {
  for (const collection of ["calls", "callTimes", "callDays", "mail", "bookingSettings", "enquiries", "rateLimits", "suspectedCalls"]) {
    const docs = (await db.collection(collection).get()).docs
    const batch = db.batch()
    docs.forEach((doc) => batch.delete(doc.ref))
    if (docs.length) await batch.commit()
  }
}
