/**
 * Calls as iCalendar (RFC 5545), made by the `ics` library: the invitation attached to each e-mail
 * and the coach's private feed. Times are written in UTC, which every calendar shows in its own
 * zone, so no time-zone table has to travel with them.
 *
 * What a visitor typed never adds a line: `ics` escapes a line feed in text but writes a bare
 * carriage return (and U+2028, U+2029) as it is, which a calendar that ends lines at CR reads as
 * the start of a property of its own, so every kind of line break is made a line feed first
 * (`calendarText`). A parameter value (the attendee's CN) cannot hold a line break or a double
 * quote at all; `parameterText` writes them as RFC 6868 allows.
 */
import { createEvent, createEvents, type EventAttributes } from "ics"
import { siteIdentity } from "../site/site-identity"
import type { CallTime } from "../../../contract/booking-slots"
import type { CallWay } from "../../../contract/booking-api"
import { ROUTES } from "../../../contract/routes"

// The site's address is the developer's (content/site.json), never changed in the studio: calls' ids stay stable.
const HOST = new URL(siteIdentity().siteUrl).hostname

const PRODUCT = "whitcombe-leadership/book-a-call"

/** The same call keeps one UID through every change, so calendars update it rather than add another. */
export const callUid = (callId: string): string => `call-${callId}@${HOST}`

/** Whether a UID is one of our calls (her feed's copy, seen again in her own calendar). */
export const isCallUid = (uid: string): boolean => uid.startsWith("call-") && uid.endsWith(`@${HOST}`)
/** Every way of ending a line (CRLF, CR, LF, NEL, U+2028, U+2029), for `ics` to escape as one. */
const LINE_BREAKS = /\r\n|[\r\n\u0085\u2028\u2029]/g

/** Text for a property value: each line break a line feed, which `ics` writes as the escape `\\n`. */
export const calendarText = (value: string): string => value.replace(LINE_BREAKS, "\n")

/**
 * A parameter value (RFC 5545 3.2): quoted by `ics`, and a quoted value cannot contain DQUOTE,
 * which `ics` would write as `\"` (no escape there: the quote ends the value). RFC 6868 encodes
 * `"` as `^'`, a line break as `^n` and `^` as `^^`; calendars that do not know RFC 6868 show
 * `^'` where the quote was, which is still the right person.
 */
export const parameterText = (value: string): string => value.replace(/\^/g, "^^").replace(LINE_BREAKS, "^n").replace(/"/g, "^'")

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
  /** Her meeting room for a video call, when she has set one. */
  meetingLink?: string
  /** A programme's session: "Session 2 of 6: <programme>" (changed in the client's room, not by a link). */
  session?: string
}

const utc = (instant: string) => ({ start: Date.parse(instant), startInputType: "utc", startOutputType: "utc" }) as const

/** The meeting room of a video call, when she has set one. */
const roomOf = (call: CalendarCall): string | undefined => (call.way === "video" ? call.meetingLink : undefined)

const event = (call: CalendarCall, view: "visitor" | "coach", manageLink?: string): EventAttributes => {
  const room = roomOf(call)
  const how = call.way === "phone" ? `By phone${view === "coach" && call.phone ? `: ${call.phone}` : ""}` : room ? `By video: ${room}` : "By video"
  const clientRoom = `${siteIdentity().siteUrl}${ROUTES.client}`
  const description =
    view === "visitor"
      ? call.session
        ? [`${call.session}, with ${siteIdentity().name}. ${how}.`, `To cancel or move it, use your room: ${clientRoom}`].join("\n\n")
        : [`A free first conversation with ${siteIdentity().name}. ${how}.`, manageLink ? `To cancel or move it: ${manageLink}` : ""].filter(Boolean).join("\n\n")
      : call.session
        ? [`${call.name} <${call.email}>`, how, call.session].join("\n")
        : [`${call.name} <${call.email}>`, how, `About: ${call.topic}`, "", call.message].join("\n")
  const title = call.session
    ? view === "visitor"
      ? `${call.session}, with ${siteIdentity().name}`
      : `${call.session.replace(/:.*$/, "")}: ${call.name}`
    : view === "visitor"
      ? `Free first conversation with ${siteIdentity().name}`
      : `First call: ${call.name} (${call.way})`
  // URL is the room when there is one (what a calendar's "join" opens), else the visitor's link to manage the call.
  const url = room ?? (view === "visitor" ? manageLink : undefined)
  return {
    ...utc(call.time.start),
    end: Date.parse(call.time.end),
    endInputType: "utc",
    endOutputType: "utc",
    uid: callUid(call.callId),
    sequence: call.sequence,
    status: call.status === "booked" ? "CONFIRMED" : "CANCELLED",
    busyStatus: "BUSY",
    title: calendarText(title),
    description: calendarText(description),
    ...(room ? { location: room } : {}),
    organizer: { name: parameterText(siteIdentity().name), email: siteIdentity().email },
    attendees: [{ name: parameterText(call.name), email: call.email, rsvp: false, partstat: "ACCEPTED", role: "REQ-PARTICIPANT" }],
    ...(url ? { url } : {}),
  }
}

/** A content line folded at 75 octets (RFC 5545 3.1), never inside a character. */
const fold = (line: string): string => {
  const parts: string[] = []
  let part = ""
  for (const character of line) {
    if (Buffer.byteLength(part + character) > (parts.length ? 74 : 75)) {
      parts.push(part)
      part = ""
    }
    part += character
  }
  return [...parts, part].join("\r\n ")
}

/**
 * RFC 7986's CONFERENCE, which `ics` does not write, after each event's properties: the room a
 * calendar offers to join. The link is a checked https address (contract/booking-availability.ts),
 * so it has no character a URI value must not hold.
 */
const withConferences = (text: string, calls: readonly CalendarCall[]): string => {
  let at = 0
  return text.replace(/\r\nEND:VEVENT\r\n/g, (end) => {
    const room = roomOf(calls[at++])
    return room ? `\r\n${fold(`CONFERENCE;VALUE=URI;FEATURE=AUDIO,VIDEO;LABEL=Video call:${room}`)}${end}` : end
  })
}

const made = ({ error, value }: { error: Error | null; value: string | null }, calls: readonly CalendarCall[]): string => {
  if (error || !value) throw error ?? new Error("The calendar could not be made")
  return withConferences(value, calls)
}

/** The invitation sent with a confirmation (METHOD:REQUEST) or a cancellation (METHOD:CANCEL). */
export const invitation = (call: CalendarCall, manageLink?: string): string =>
  made(createEvent({ ...event(call, "visitor", manageLink), productId: PRODUCT, method: call.status === "booked" ? "REQUEST" : "CANCEL" }), [call])

/** The coach's feed: her calls, each with who, how and what about. */
export const calendarFeed = (calls: readonly CalendarCall[]): string =>
  made(createEvents(calls.map((call) => event(call, "coach")), { productId: PRODUCT, calName: `First calls booked on ${HOST}`, method: "PUBLISH" }), calls)
