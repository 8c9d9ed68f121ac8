/**
 * Calls as iCalendar (RFC 5545), made by the `ics` library: the invitation attached to each e-mail
 * and the coach's private feed. Times are written in UTC, which every calendar shows in its own
 * zone, so no time-zone table has to travel with them.
 */
import { createEvent, createEvents, type EventAttributes } from "ics"
import { siteIdentity } from "../site/site-identity"
import type { CallTime } from "../../../contract/booking-slots"
import type { CallWay } from "../../../contract/booking-api"

// The site's address is the developer's (content/site.json), never changed in the studio: calls' ids stay stable.
const HOST = new URL(siteIdentity().siteUrl).hostname

const PRODUCT = "whitcombe-leadership/book-a-call"

/** The same call keeps one UID through every change, so calendars update it rather than add another. */
export const callUid = (callId: string): string => `call-${callId}@${HOST}`

/** Whether a UID is one of our calls (her feed's copy, seen again in her own calendar). */
export const isCallUid = (uid: string): boolean => uid.startsWith("call-") && uid.endsWith(`@${HOST}`)

export interface CalendarCall {
  callId: string
  time: CallTime
  status: "booked" | "cancelled"
  /** Goes up with every change the visitor's calendar should apply (a move, a cancellation). */
  sequence: number
  name: string
  email: string
  way: CallWay
  phone?: string
  topic: string
  message: string
}

const utc = (instant: string) => ({ start: Date.parse(instant), startInputType: "utc", startOutputType: "utc" }) as const

const event = (call: CalendarCall, view: "visitor" | "coach", manageLink?: string): EventAttributes => {
  const how = call.way === "phone" ? `By phone${view === "coach" && call.phone ? `: ${call.phone}` : ""}` : "By video"
  const description =
    view === "visitor"
      ? [`A free first conversation with ${siteIdentity().name}. ${how}.`, manageLink ? `To cancel or move it: ${manageLink}` : ""].filter(Boolean).join("\n\n")
      : [`${call.name} <${call.email}>`, how, `About: ${call.topic}`, "", call.message].join("\n")
  return {
    ...utc(call.time.start),
    end: Date.parse(call.time.end),
    endInputType: "utc",
    endOutputType: "utc",
    uid: callUid(call.callId),
    sequence: call.sequence,
    status: call.status === "booked" ? "CONFIRMED" : "CANCELLED",
    busyStatus: "BUSY",
    title: view === "visitor" ? `Free first conversation with ${siteIdentity().name}` : `First call: ${call.name} (${call.way})`,
    description,
    organizer: { name: siteIdentity().name, email: siteIdentity().email },
    attendees: [{ name: call.name, email: call.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    ...(view === "visitor" && manageLink ? { url: manageLink } : {}),
  }
}

const made = ({ error, value }: { error: Error | null; value: string | null }): string => {
  if (error || !value) throw error ?? new Error("The calendar could not be made")
  return value
}

/** The invitation sent with a confirmation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL). */
export const invitation = (call: CalendarCall, manageLink?: string): string =>
  made(createEvent({ ...event(call, "visitor", manageLink), productId: PRODUCT, method: call.status === "booked" ? "REQUEST" : "CANCEL" }))

/** The coach's feed: her calls, each with who, how and what about. */
export const calendarFeed = (calls: readonly CalendarCall[]): string =>
  made(createEvents(calls.map((call) => event(call, "coach")), { productId: PRODUCT, calName: `First calls booked on ${HOST}`, method: "PUBLISH" }))
