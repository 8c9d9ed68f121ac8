/**
 * @jest-environment node
 *
 * What the invitation and the coach's feed are made of: whatever a visitor types, each call is one
 * event with its own start, end and attendee, and nothing they typed becomes a line of its own.
 * Every calendar is read by two independent parsers, ical.js (Mozilla's, as Thunderbird uses) and
 * node-ical, and its lines are checked as a calendar that ends lines at a bare CR would read them.
 */
import "./helpers/console-info-spy"
import ICAL from "ical.js"
import nodeIcal from "node-ical"
import { firestore } from "../functions/src/firestore"
import * as booking from "../functions/src/booking/booking-functions"
import { serveCalendarFeed } from "../functions/src/booking/calendar-feed"
import { enquirySchema } from "../contract/enquiry-schema"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { rejection } from "./helpers/callable-error"
import { clearBooking, validBooking } from "./helpers/booking-cases"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"
import { validEnquiry } from "./helpers/enquiry-cases"

jest.setTimeout(120_000)

let db: ReturnType<typeof firestore>
withFunctionsFirestore()
withHourlyLimits({ ENQUIRIES_PER_HOUR: 1000, ENQUIRIES_PER_HOUR_PER_EMAIL: 1000, ENQUIRIES_PER_HOUR_ALL: 1000 })
beforeAll(() => {
  db = firestore()
})

const NOW = new Date("2026-03-20T12:00:00Z")
const ALL_DAY = [{ from: "00:00", to: "24:00" }]
const EVERY_DAY = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]))
const ROOM = "https://us02web.zoom.us/j/81234567890?pwd=aBc,d;e"

beforeEach(async () => {
  await clearBooking(db)
  await booking.handlers.saveAvailability(coachRequest({ availability: { weeklyHours: EVERY_DAY, maxCallsPerDay: 20, meetingLink: ROOM } }))
})

let mailbox = 0
const email = () => `visitor${++mailbox}@example.co.uk`
const listed = async () => (await booking.handlers.listTimes(callableRequest({}), NOW)).times

/** Names a visitor may type: quotes, the separators of iCalendar, its escape, a long one and emoji. */
const HOSTILE_NAMES = [
  'Robert "Bob" Smith',
  '"',
  'Eve";ROLE=CHAIR:mailto:eve@example.com',
  "O'Brien; Jones",
  "Smith, Jane",
  "Dr: Who",
  "Back\\slash \\n and \\, too",
  "^caret^' and ^n",
  `${"Longname ".repeat(11)}X`.slice(0, 100),
  "Zoë Müller 👩🏽‍💻🙂",
  "\tTabbed\tName",
]

/** Line breaks of every kind, each trying to add a property or an attendee. */
const BREAKING_NAMES = ["Mallory\r\nATTENDEE:mailto:evil@example.com", "Eve\rX-INJECTED:1", "Eve\nX-INJECTED:1", "Trudy\u2028X-INJECTED:1", "Trudy\u2029X-INJECTED:1"]

/** The lines as a calendar ending them at any of CR, LF, U+2028 or U+2029 would read them, unfolded. */
const strictLines = (text: string): string[] =>
  text
    .split(/\r\n|[\r\n\u2028\u2029]/)
    .reduce<string[]>((lines, line) => (/^[ \t]/.test(line) && lines.length ? [...lines.slice(0, -1), lines[lines.length - 1] + line.slice(1)] : [...lines, line]), [])
    .filter(Boolean)

/** Property names a call's calendar may have; anything else was added by what someone typed. */
const KNOWN = new Set(
  "BEGIN END VERSION CALSCALE PRODID METHOD X-WR-CALNAME X-PUBLISHED-TTL UID SUMMARY DTSTAMP DTSTART DTEND SEQUENCE DESCRIPTION URL LOCATION STATUS ORGANIZER ATTENDEE X-MICROSOFT-CDO-BUSYSTATUS CONFERENCE".split(" "),
)

interface Seen {
  uid: string
  start: string
  end: string
  attendees: { cn: string; address: string }[]
  conference: string | null
}

const byIcalJs = (text: string): Seen[] =>
  new ICAL.Component(ICAL.parse(text)).getAllSubcomponents("vevent").map((component) => {
    const event = new ICAL.Event(component)
    const conference = component.getFirstPropertyValue("conference")
    return {
      uid: event.uid,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      attendees: component.getAllProperties("attendee").map((attendee) => ({ cn: String(attendee.getParameter("cn")), address: String(attendee.getFirstValue()) })),
      conference: conference === null ? null : String(conference),
    }
  })

interface NodeIcalProperty {
  params?: Record<string, unknown>
  val?: unknown
}

const byNodeIcal = (text: string): Seen[] =>
  Object.values(nodeIcal.sync.parseICS(text))
    .filter((component) => component?.type === "VEVENT")
    .map((component) => {
      const event = component as unknown as Record<string, unknown> & { start: Date; end: Date; uid: string }
      const attendees = ([] as NodeIcalProperty[]).concat((event.attendee as NodeIcalProperty | NodeIcalProperty[] | undefined) ?? [])
      const conference = event.conference as NodeIcalProperty | undefined
      return {
        uid: event.uid,
        start: event.start.toISOString(),
        end: event.end.toISOString(),
        attendees: attendees.map((attendee) => ({ cn: String(attendee.params?.CN ?? ""), address: String(attendee.val) })),
        conference: conference ? String(conference.val) : null,
      }
    })

/** RFC 6868's decoding (ical.js does it; node-ical does not), for comparing node-ical's reading of a name. */
const rfc6868 = (value: string) => value.replace(/\^(\^|n|')/g, (_, code: string) => ({ "^": "^", n: "\n", "'": '"' })[code] ?? code)

/**
 * ical.js reads text escapes (`\n`, `\,`, `\;`, `\\`) in a parameter value too, which RFC 5545
 * does not have there (3.2): a backslash typed in a name is written as it is, and this is how
 * ical.js shows it back.
 */
const icalJsReading = (name: string) => name.replace(/\\([\\;,nN])/g, (_, code: string) => (code.toLowerCase() === "n" ? "\n" : code))

interface Expected {
  callId: string
  start: string
  end: string
  name: string
  email: string
}

/** Both parsers see exactly these calls, each once, with its time and attendee, and no line is one nobody wrote. */
const expectCalendar = (text: string, calls: Expected[]) => {
  for (const line of strictLines(text)) expect(KNOWN).toContain(/^[A-Z-]+/.exec(line)?.[0])
  const ids = (events: Seen[]) => events.map((event) => event.uid).sort()
  const wanted = calls.map((call) => expect.stringContaining(call.callId))
  const icalJs = byIcalJs(text)
  const node = byNodeIcal(text)
  expect(icalJs).toHaveLength(calls.length)
  expect(node).toHaveLength(calls.length)
  expect(ids(icalJs)).toEqual(expect.arrayContaining(wanted))
  for (const call of calls) {
    const seenByIcalJs = icalJs.find((event) => event.uid.includes(call.callId))
    const seenByNode = node.find((event) => event.uid.includes(call.callId))
    for (const seen of [seenByIcalJs, seenByNode]) {
      expect(seen).toMatchObject({ start: new Date(call.start).toISOString(), end: new Date(call.end).toISOString() })
      expect(seen?.attendees.map((attendee) => attendee.address)).toEqual([`mailto:${call.email}`])
    }
    // The name whole, as written.
    expect(seenByIcalJs?.attendees[0].cn).toBe(icalJsReading(call.name))
    // node-ical ends a quoted parameter at ";" (RFC 5545 allows it inside quotes), so only the part before it is compared.
    expect(call.name.startsWith(rfc6868(seenByNode?.attendees[0].cn.replace(/^"/, "") ?? "").replace(/"$/, ""))).toBe(true)
  }
}

describe("a name, organisation or role", () => {
  it.each(BREAKING_NAMES)("with a line break (%j) is refused with the field named, and nothing is booked", async (name) => {
    const [time] = await listed()
    const refused = await rejection(booking.handlers.bookCall(callableRequest(validBooking(time.start, { name, email: email() })), NOW))
    expect(refused).toMatchObject({ code: "invalid-argument", details: { fields: { name: "line-break" } } })
    expect((await db.collection("calls").get()).size).toBe(0)
    expect((await db.collection("mail").get()).size).toBe(0)
  })

  it("is one line in an enquiry too, organisation and role included", () => {
    const parsed = enquirySchema.safeParse(validEnquiry({ name: "Anna\rPrice", organisation: "Acme\nX-INJECTED:1", role: "Chief\u2028Executive" }))
    expect(parsed.error?.issues.map(({ path, message }) => [path.join("."), message])).toEqual([
      ["name", "line-break"],
      ["organisation", "line-break"],
      ["role", "line-break"],
    ])
    // A message keeps its paragraphs.
    expect(enquirySchema.safeParse(validEnquiry({ message: "Hello,\r\n\r\nI lead a team of forty.\rCan we talk?" })).success).toBe(true)
  })
})

describe("every invitation and her feed", () => {
  it("hold one event per call, at its time, with its attendee, whatever the name", async () => {
    const times = await listed()
    const booked: Expected[] = []
    for (const [at, name] of HOSTILE_NAMES.entries()) {
      const time = times[at * 3]
      const request = validBooking(time.start, { name, email: email(), message: "Line one\rX-INJECTED:1\nLine two\u2028X-INJECTED:2" })
      const { callId } = await booking.handlers.bookCall(callableRequest(request), NOW)
      const expected = { callId, start: time.start, end: time.end, name: name.trim(), email: String(request.email) }
      booked.push(expected)
      const mail = (await db.collection("mail").doc(`call-${callId}-booked-0-visitor`).get()).data()
      const invitation: string = mail?.message.attachments[0].content
      expectCalendar(invitation, [expected])
      // The quote is written as RFC 6868 has it, never as `\"`, which ends the quoted value.
      expect(invitation).not.toContain('\\"')
      expect(byIcalJs(invitation)[0].conference).toBe(ROOM)
    }
    const { url } = await booking.handlers.replaceCalendarFeed(coachRequest({}))
    expectCalendar(await feed(url), booked)
  })

  it("add no line for a name or message stored with a line break before names were one line", async () => {
    const start = "2026-03-25T10:00:00Z"
    const end = "2026-03-25T10:30:00Z"
    const stored = BREAKING_NAMES.map((name, at) => ({ callId: `00000000-0000-4000-8000-00000000000${at}`, name, email: email() }))
    for (const [at, call] of stored.entries()) {
      const from = Date.parse(start) + at * 3_600_000
      await db.collection("calls").doc(call.callId).set({
        status: "booked",
        name: call.name,
        email: call.email,
        topic: "executive-coaching",
        message: "First\rX-INJECTED:1",
        way: "video",
        sequence: 0,
        // Dates: Firestore stores them as its timestamps.
        start: new Date(from),
        end: new Date(from + Date.parse(end) - Date.parse(start)),
        bookedAt: NOW,
      })
    }
    const { url } = await booking.handlers.replaceCalendarFeed(coachRequest({}))
    const text = await feed(url)
    expect(text).not.toMatch(/[\r\u2028\u2029](?!\n)/)
    expectCalendar(
      text,
      stored.map((call, at) => ({
        ...call,
        start: new Date(Date.parse(start) + at * 3_600_000).toISOString(),
        end: new Date(Date.parse(start) + at * 3_600_000 + 1_800_000).toISOString(),
        // In a parameter a line break is written as RFC 6868's ^n, which ical.js reads back as one.
        name: call.name.replace(/\r\n|[\r\u2028\u2029]/g, "\n"),
      })),
    )
  })
})

describe("what she and a visitor type into the call's details", () => {
  it("a meeting link with a line break is stored as the URL parser reads it, and no invitation or feed gains a line from it", async () => {
    const sneaky = "https://zoom.us/j/1\r\nATTACH:https://evil.example/x"
    const saved = await booking.handlers.saveAvailability(coachRequest({ availability: { weeklyHours: EVERY_DAY, maxCallsPerDay: 20, meetingLink: sneaky } }))
    expect(saved.availability?.meetingLink).toBe("https://zoom.us/j/1ATTACH:https://evil.example/x")
    const [time] = await listed()
    const visitor = email()
    const { callId } = await booking.handlers.bookCall(callableRequest(validBooking(time.start, { email: visitor })), NOW)
    const invitation: string = (await db.collection("mail").doc(`call-${callId}-booked-0-visitor`).get()).data()?.message.attachments[0].content
    const { url } = await booking.handlers.replaceCalendarFeed(coachRequest({}))
    for (const text of [invitation, await feed(url)]) {
      expect(strictLines(text).filter((line) => line.startsWith("ATTACH"))).toEqual([])
      expectCalendar(text, [{ callId, start: time.start, end: time.end, name: String(validBooking(time.start).name), email: visitor }])
      expect(byIcalJs(text)[0].conference).toBe("https://zoom.us/j/1ATTACH:https://evil.example/x")
    }
  })

  it.each([["a vertical tab", "+44 20\v7946 0958"], ["a form feed", "+44\f20 7946 0958"], ["a line separator", "+44 20\u20287946 0958"], ["a tab", "+44\t20 7946 0958"]])(
    "a phone number with %s is refused at its field, and nothing is booked",
    async (_, phone) => {
      const [time] = await listed()
      const refused = await rejection(booking.handlers.bookCall(callableRequest(validBooking(time.start, { email: email(), way: "phone", phone })), NOW))
      expect(refused).toMatchObject({ code: "invalid-argument", details: { fields: { phone: "invalid" } } })
      expect((await db.collection("calls").get()).size).toBe(0)
    },
  )

  it("a phone number with plain and non-breaking spaces is booked", async () => {
    const [time] = await listed()
    await expect(booking.handlers.bookCall(callableRequest(validBooking(time.start, { email: email(), way: "phone", phone: "+44 20\u00a07946 0958" })), NOW)).resolves.toMatchObject({
      time: { start: time.start },
    })
  })
})

const feed = async (url: string): Promise<string> => {
  let body = ""
  const response = { status: () => response, set: () => response, send: (text: string) => (body = text), end: () => undefined }
  await serveCalendarFeed(db, { method: "GET", path: new URL(url).pathname.replace(/^.*\/calendarFeed/, ""), headers: {} }, response, NOW)
  return body
}
