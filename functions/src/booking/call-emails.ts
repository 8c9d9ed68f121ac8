/**
 * The e-mails of a call, as documents of the Trigger Email extension's `mail` collection (as the
 * enquiries' are): to the visitor, in their own time zone with the coach's beside it, the
 * invitation attached and the link that cancels or moves the call; to the coach, who it is, how
 * to reach them and what about, in her time.
 */
import { siteIdentity } from "../site/site-identity"
import { callPagePath, ROUTES } from "../../../contract/routes"
import { labelTime } from "../../../contract/booking-slots"
import { escapeHtml, type MailDocument } from "../common/mail"
import { invitation, type CalendarCall } from "./call-calendar"
import type { BookingFields, CallRecord } from "./call-records"
import { ENQUIRY_FIELDS } from "../../../contract/enquiry-schema"
import { requestDetails, topicLabel } from "./call-details"
import { sessionTitle } from "../../../contract/session-api"

export type CallEvent = "booked" | "moved" | "cancelled-by-visitor" | "cancelled-by-coach" | "reminder"

/** The address of the page that manages a call, the token in its fragment (never sent to a server). */
export const manageLink = (token: string): string => `${siteIdentity().siteUrl}${callPagePath(token)}`

/** What the coach's settings put into a call's e-mails: her zone and her meeting room. */
export interface CoachSide {
  timeZone: string
  meetingLink?: string
}

export const calendarCall = (call: CallRecord, meetingLink?: string): CalendarCall => ({
  callId: call.callId,
  time: call.time,
  status: call.status,
  sequence: call.sequence,
  name: call.name,
  email: call.email,
  way: call.way,
  phone: call.phone,
  topic: topicLabel(call.topic),
  message: call.message,
  ...(meetingLink ? { meetingLink } : {}),
  ...(call.session ? { session: sessionTitle(call.session.number, call.session.of, call.session.programme) } : {}),
})

const firstName = (name: string) => name.trim().split(/\s+/)[0]

/** Plain text into the HTML part: each paragraph a <p>, the visitor's words escaped. */
const html = (paragraphs: string[]) => paragraphs.map((paragraph) => `<p style="white-space: pre-wrap">${escapeHtml(paragraph)}</p>`).join("\n")

const mail = (to: string, replyTo: string, subject: string, paragraphs: string[], attachment?: string): MailDocument => ({
  to: [to],
  replyTo,
  message: {
    // A header holds one line: line breaks typed into a name never reach it.
    subject: subject.replace(/\s+/g, " "),
    text: paragraphs.join("\n\n"),
    html: html(paragraphs),
    ...(attachment ? { attachments: [{ filename: "invitation.ics", content: attachment, contentType: `text/calendar; charset=utf-8; method=${/METHOD:CANCEL/.test(attachment) ? "CANCEL" : "REQUEST"}` }] } : {}),
  },
})

/** The room's address, where a client changes a session (their e-mails carry no link of their own). */
const roomLink = (): string => `${siteIdentity().siteUrl}${ROUTES.client}`

/**
 * How a call's e-mails name it: a free first call, or one of a programme's sessions ("Session 2 of
 * 6: <programme>"), which is changed in the client's room rather than by a link of its own.
 */
const wordsOf = (call: CallRecord, link: string | undefined) => {
  const site = siteIdentity()
  if (call.session) {
    const title = sessionTitle(call.session.number, call.session.of, call.session.programme)
    return {
      subject: `${title}, with ${site.name}`,
      booked: `Thank you for booking. ${title} is in my diary:`,
      moved: `${title} has moved. It is now:`,
      reminder: `A reminder of ${title}:`,
      cancelled: `${title}, on`,
      change: [`To cancel or move it, use your room (it says first whether the session comes back to your balance):\n${roomLink()}`],
      again: `You can book another session from your room at ${roomLink()}.`,
      unit: "session",
    }
  }
  return {
    subject: `Your call with ${site.name}`,
    booked: "Thank you for booking a free first conversation. It is in my diary:",
    moved: "Your call has moved. It is now:",
    reminder: "A reminder of our call:",
    cancelled: "Your call on",
    change: link ? [`To cancel or move the call, use this link (it works until the call starts):\n${link}`] : [],
    again: `You are welcome to book another time at ${site.siteUrl}${ROUTES.contact}.`,
    unit: "call",
  }
}

/** The e-mail to the visitor for each thing that happens to their call. */
export const visitorMail = (call: CallRecord, event: CallEvent, coach: CoachSide, { token, coachMessage }: { token?: string; coachMessage?: string } = {}): MailDocument => {
  const site = siteIdentity()
  const coachZone = coach.timeZone
  const label = labelTime(call.time, call.timeZone ?? coachZone, coachZone)
  const when = label.text
  const how =
    call.way === "phone"
      ? `I will call you on ${call.phone ?? "the number you gave"}.`
      : coach.meetingLink
        ? `We will meet by video; join at the time with this link:\n${coach.meetingLink}`
        : `I will send you the link to join by video before the ${call.session ? "session" : "call"}.`
  const link = token ? manageLink(token) : undefined
  const words = wordsOf(call, link)
  const change = words.change
  const signature = `${site.name}\n${site.company}`
  const attach = event === "reminder" ? undefined : invitation(calendarCall(call, coach.meetingLink), link)
  const hello = `Dear ${firstName(call.name)},`
  const start = label.time.split("–")[0]
  switch (event) {
    case "booked":
      return mail(call.email, site.email, `${words.subject}: ${label.day}, ${start}`, [
        hello,
        words.booked,
        when,
        how,
        ...change,
        "The invitation is attached so that you can add it to your calendar.",
        signature,
      ], attach)
    case "moved":
      return mail(call.email, site.email, `${words.subject} has moved to ${label.day}, ${start}`, [hello, words.moved, when, how, ...change, signature], attach)
    case "reminder":
      return mail(call.email, site.email, `Reminder: ${words.subject.replace(/^Your /, "your ")} tomorrow, ${start}`, [hello, words.reminder, when, how, ...change, signature])
    case "cancelled-by-visitor":
      return mail(call.email, site.email, `${words.subject} is cancelled`, [hello, `${words.cancelled} ${when} is cancelled, as you asked.`, words.again, signature], attach)
    case "cancelled-by-coach":
      return mail(call.email, site.email, `${words.subject} is cancelled`, [
        hello,
        `I am sorry: I have had to cancel our ${words.unit} on ${when}.`,
        ...(coachMessage ? [coachMessage] : []),
        words.again,
        signature,
      ], attach)
  }
}

/** The e-mail that tells the coach; replying answers the visitor. */
export const coachMail = (call: CallRecord, event: CallEvent, coach: CoachSide, fields: BookingFields = ENQUIRY_FIELDS): MailDocument => {
  const site = siteIdentity()
  const coachZone = coach.timeZone
  const label = labelTime(call.time, coachZone, coachZone)
  const theirs = call.timeZone ? labelTime(call.time, call.timeZone, coachZone) : undefined
  // Their own time too, when their clock reads differently from hers.
  const when = `${label.day}, ${label.time} ${label.zone}${theirs?.coachTime ? ` (for them ${theirs.day}, ${theirs.time} ${theirs.zone})` : ""}`
  // Who, and what about: the enquiry's fields as she reads them in an enquiry (ENQUIRY_FIELDS), the message last.
  const { details, body } = requestDetails(call.answers, fields)
  const how = call.way === "phone" ? `By phone: ${call.phone ?? "no number given"}` : coach.meetingLink ? `By video, in your room: ${coach.meetingLink}` : "By video: send them the link before the call."
  const heading: Record<CallEvent, string> = call.session
    ? {
        booked: "Session booked",
        moved: "Session moved",
        "cancelled-by-visitor": "Session cancelled by the client",
        "cancelled-by-coach": "Session cancelled by you",
        reminder: "Reminder: session tomorrow",
      }
    : {
        booked: "New call booked",
        moved: "Call moved",
        "cancelled-by-visitor": "Call cancelled by the visitor",
        "cancelled-by-coach": "Call cancelled by you",
        reminder: "Reminder: call tomorrow",
      }
  // A session names its place in the programme: "Session 2 of 6: Stepping up to the board".
  const what = call.session ? [sessionTitle(call.session.number, call.session.of, call.session.programme)] : []
  const spam = call.suspectedSpam ? ["Suspected spam: the form's hidden trap field was filled in."] : []
  return mail(site.email, call.email, `${heading[event]}: ${call.name}, ${label.day} ${label.time.split("–")[0]}`, [
    `${heading[event]} (reference ${call.callId}).`,
    ...what,
    ...spam,
    `When: ${when}`,
    ...details.map(({ label, value }) => `${label}: ${value}`),
    how,
    ...body,
    "Reply to this e-mail to write to them.",
  ])
}
