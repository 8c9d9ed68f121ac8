/**
 * @jest-environment node
 *
 * Booking a call, run as the Functions runtime runs the booking callables, against the Firestore
 * stand-in: what the server accepts (exactly what it lists), the time held by one visitor of many
 * asking at once, the limits shared with the contact form, the e-mails and their invitation (read
 * by a real iCalendar parser), the link that cancels or moves a call, and the coach's side.
 */
// First: it must see the functions' logger load (and keeps its lines out of the test output).
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import * as booking from "../functions/src/booking/booking-functions"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { deleteExpired } from "../functions/src/enquiries/clean-up"
import { RETENTION } from "../functions/src/common/retention"
import { serveCalendarFeed } from "../functions/src/booking/calendar-feed"
import { sendReminders } from "../functions/src/booking/call-reminders"
import type { AvailabilityInput } from "../contract/booking-availability"
import type { CallTime } from "../contract/booking-slots"
import type { TimeGoneDetails } from "../contract/booking-api"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { rejection } from "./helpers/callable-error"
import { validEnquiry } from "./helpers/enquiry-cases"
import { clearBooking, parseCalendar, validBooking } from "./helpers/booking-cases"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"
import { FUNCTIONS_REGION, PAGES } from "../contract/firebase-settings"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { refreshSiteIdentity } from "../functions/src/site/site-identity"
import { SETTINGS_PAGE, settingsPageSchema } from "../contract/site-pages"
import siteFile from "../content/site.json"

type CallableRequest = Parameters<typeof booking.bookingBookCall.run>[0]
type Firestore = ReturnType<typeof firestore>
jest.setTimeout(120_000)

let db: Firestore

withFunctionsFirestore()
// Everyone's cap on bookings has tests of its own (booking-abuse.test.ts): far above what these book in their hour.
withHourlyLimits({ ENQUIRIES_PER_HOUR: 3, ENQUIRIES_PER_HOUR_PER_EMAIL: 3, ENQUIRIES_PER_HOUR_ALL: 1000, BOOKINGS_PER_HOUR_ALL: 1000 })
beforeAll(() => {
  db = firestore()
})

// Friday 20 March 2026, noon in London (GMT): British Summer Time starts on Sunday 29 March.
const NOW = new Date("2026-03-20T12:00:00Z")
const DAY = 24 * 60 * 60 * 1000

let lastSender = 0
let lastMailbox = 0
/** A sender of its own (an IPv6 /64 each), as Google's front end appends it. */
const newAddress = () => `2001:db8:${(++lastSender).toString(16)}::1`
const newEmail = () => `visitor${++lastMailbox}@example.co.uk`

const visitor = (data: unknown, address = newAddress()): CallableRequest => callableRequest(data, undefined, address)
const coach = (data: unknown = {}): CallableRequest => coachRequest(data)

const bookingFor = (start: string, overrides: Record<string, unknown> = {}) => validBooking(start, { email: newEmail(), ...overrides })

const clear = () => clearBooking(db)

const setAvailability = (availability: AvailabilityInput) => booking.handlers.saveAvailability(coach({ availability }))
const listed = async (now = NOW) => (await booking.handlers.listTimes(visitor({}), now)).times
const mail = async (id: string) => (await db.collection("mail").doc(id).get()).data()
// The link opens the call's own page, the token after "#" (never sent to a server).
const tokenIn = (text: string) => /\/call\/#([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? ""

// Weekends too, so the change days (Sundays) are open.
const EVERY_DAY = { saturday: [{ from: "09:00", to: "17:00" }], sunday: [{ from: "09:00", to: "17:00" }] }

beforeEach(async () => {
  await clear()
  await setAvailability({ weeklyHours: EVERY_DAY })
})

describe("a visitor booking a time", () => {
  it("gets a time the list offered, held in the coach's diary, with both e-mails and the invitation", async () => {
    const [first] = await listed()
    // A day's notice from Friday noon: Saturday from 12:00 (09:00, 09:45 and 10:30 are too soon; 11:15 starts at 11:15).
    expect(first).toEqual({ start: "2026-03-21T12:00:00Z", end: "2026-03-21T12:30:00Z" })
    const request = bookingFor(first.start, { name: "Priya Raman", timeZone: "Asia/Singapore" })
    const result = await booking.handlers.bookCall(visitor(request), NOW)
    expect(result).toEqual({ callId: request.submissionId, time: first })

    const stored = (await db.collection("calls").doc(result.callId).get()).data()
    expect(stored).toMatchObject({ status: "booked", name: "Priya Raman", email: request.email, way: "video", timeZone: "Asia/Singapore", daySlot: "2026-03-21-0" })
    expect(stored?.manageTokenHash).toMatch(/^[0-9a-f]{64}$/)
    expect((await db.collection("callTimes").doc(first.start).get()).get("callId")).toBe(result.callId)
    // The time is gone from the list, and so are those within the gap either side.
    expect((await listed()).map((time) => time.start)).not.toContain(first.start)

    const toVisitor = await mail(`call-${result.callId}-booked-0-visitor`)
    expect(toVisitor?.to).toEqual([request.email])
    // In the visitor's zone, with the coach's time beside it.
    expect(toVisitor?.message.text).toContain("Saturday 21 March, 20:00 to 20:30 Singapore Standard Time (12:00 to 12:30 London time)")
    const link = tokenIn(toVisitor?.message.text)
    expect(link.startsWith(`${result.callId}.`)).toBe(true)
    // Only a hash of the link's secret is kept.
    expect(JSON.stringify(stored)).not.toContain(link.split(".")[1])

    const [attachment] = toVisitor?.message.attachments ?? []
    expect(attachment.contentType).toContain("text/calendar")
    const invitation = parseCalendar(attachment.content)
    expect(invitation.method).toBe("REQUEST")
    expect(invitation.events).toHaveLength(1)
    expect(invitation.events[0]).toMatchObject({ start: first.start, end: first.end, status: "CONFIRMED", sequence: 0, summary: "Free first conversation with Eleanor Whitcombe" })
    expect(invitation.events[0].attendees).toEqual([`mailto:${request.email}`])
    expect(invitation.events[0].url).toBe(`https://www.eleanorwhitcombe.co.uk/call/#${link}`)

    const toCoach = await mail(`call-${result.callId}-booked-0-coach`)
    expect(toCoach?.to).toEqual(["hello@eleanorwhitcombe.co.uk"])
    expect(toCoach?.replyTo).toBe(request.email)
    expect(toCoach?.message.text).toContain("When: Saturday 21 March, 12:00–12:30 Greenwich Mean Time (for them Saturday 21 March, 20:00–20:30 Singapore Standard Time)")
    expect(toCoach?.message.text).toContain("About: Executive coaching")
  })

  it("by phone gives a number, which the coach is sent", async () => {
    const [, second] = await listed()
    const request = bookingFor(second.start, { way: "phone", phone: "+44 20 7946 0958" })
    const { callId } = await booking.handlers.bookCall(visitor(request), NOW)
    expect((await mail(`call-${callId}-booked-0-coach`))?.message.text).toContain("By phone: +44 20 7946 0958")
    expect((await mail(`call-${callId}-booked-0-visitor`))?.message.text).toContain("I will call you on +44 20 7946 0958.")
  })


  it("by video meets in her room when she has set one: in the confirmation, the invitation and the reminder", async () => {
    const room = "https://meet.google.com/abc-defg-hij"
    // Without a room the visitor is told the link will follow.
    const [first] = await listed()
    // A call on Monday, so its reminder follows a confirmation more than half a day old.
    const second = (await listed()).find((time) => time.start.startsWith("2026-03-23")) as CallTime
    const before = await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    expect((await mail(`call-${before.callId}-booked-0-visitor`))?.message.text).toContain("I will send you the link to join by video before the call.")

    await setAvailability({ weeklyHours: EVERY_DAY, meetingLink: room })
    const request = bookingFor(second.start)
    const { callId } = await booking.handlers.bookCall(visitor(request), NOW)
    const toVisitor = await mail(`call-${callId}-booked-0-visitor`)
    expect(toVisitor?.message.text).toContain(`join at the time with this link:\n${room}`)
    expect(toVisitor?.message.text).not.toContain("I will send you the link")
    expect((await mail(`call-${callId}-booked-0-coach`))?.message.text).toContain(`By video, in your room: ${room}`)
    const text: string = toVisitor?.message.attachments[0].content
    const [event] = parseCalendar(text).events
    expect(event.url).toBe(room)
    expect(event.location).toBe(room)
    expect(event.conference).toBe(room)
    // The reminder too.
    await sendReminders(db, new Date(Date.parse(second.start) - 20 * 60 * 60 * 1000))
    expect((await mail(`call-${callId}-reminder-0-visitor`))?.message.text).toContain(room)
    // A phone call stays a phone call.
    const phone = await booking.handlers.bookCall(visitor(bookingFor((await listed())[3].start, { way: "phone", phone: "020 7946 0958" })), NOW)
    const byPhone = await mail(`call-${phone.callId}-booked-0-visitor`)
    expect(byPhone?.message.text).toContain("I will call you on 020 7946 0958.")
    expect(byPhone?.message.text).not.toContain(room)
    expect(parseCalendar(byPhone?.message.attachments[0].content).events[0].conference).toBeNull()
  })

  it("refuses a meeting room that is not an https link of Zoom, Google Meet, Teams or Whereby", async () => {
    for (const meetingLink of ["http://zoom.us/j/1", "https://zoom.us.evil.example/j/1", "javascript:alert(1)", "https://user:pw@meet.google.com/x"]) {
      const refused = await rejection(setAvailability({ weeklyHours: EVERY_DAY, meetingLink }))
      expect(refused).toMatchObject({ code: "invalid-argument" })
      expect(JSON.stringify(refused.details)).toContain("Zoom, Google Meet, Microsoft Teams or Whereby")
    }
  })

  it("sending the same booking again (a lost answer) books it once", async () => {
    const [first] = await listed()
    const request = bookingFor(first.start)
    const once = await booking.handlers.bookCall(visitor(request), NOW)
    const again = await booking.handlers.bookCall(visitor(request), NOW)
    expect(again).toEqual(once)
    expect((await db.collection("calls").get()).size).toBe(1)
    expect((await db.collection("mail").get()).size).toBe(2)
    // The same id with another time is refused, not answered "booked".
    const changed = await rejection(booking.handlers.bookCall(visitor({ ...request, start: (await listed())[1].start }), NOW))
    expect(changed).toMatchObject({ code: "aborted", details: { changedSinceSent: true } })
  })
})

describe("the server decides what is bookable", () => {
  const refusal = async (start: string, now = NOW) => rejection(booking.handlers.bookCall(visitor(bookingFor(start)), now))

  it("refuses a time gone by, too soon, outside her hours, on a day off or too far ahead, offering the next free times", async () => {
    await setAvailability({ weeklyHours: EVERY_DAY, daysOff: [{ from: "2026-03-24" }] })
    const next = (await listed()).slice(0, 6)
    for (const [start, reason] of [
      ["2026-03-19T10:00:00Z", "past"],
      ["2026-03-21T09:00:00Z", "too-soon"],
      ["2026-03-23T09:10:00Z", "outside-hours"],
      ["2026-03-23T18:00:00Z", "outside-hours"],
      ["2026-03-24T10:30:00Z", "day-off"],
      ["2026-06-01T08:00:00Z", "too-far"],
    ]) {
      const error = await refusal(start)
      expect([start, error.code, (error.details as TimeGoneDetails).reason]).toEqual([start, "aborted", reason])
      expect((error.details as TimeGoneDetails).times).toEqual(next)
    }
    expect((await db.collection("calls").get()).size).toBe(0)
  })

  it("refuses a time just taken, telling the visitor so with the next free times", async () => {
    const [first] = await listed()
    await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    const error = await refusal(first.start)
    expect(error).toMatchObject({ code: "aborted", message: "That time has just been booked by someone else; please choose another." })
    const details = error.details as TimeGoneDetails
    expect(details.reason).toBe("taken")
    expect(details.times.map((time) => time.start)).not.toContain(first.start)
    expect(details.times).toEqual((await listed()).slice(0, 6))
  })

  it("refuses a malformed request naming each field, and keeps booking closed until the coach sets her hours", async () => {
    const [first] = await listed()
    const malformed = await rejection(booking.handlers.bookCall(visitor(bookingFor("next Tuesday", { way: "phone", phone: "", email: "not-an-address", consent: false })), NOW))
    expect(malformed).toMatchObject({ code: "invalid-argument", details: { fields: { start: "invalid", phone: "required", email: "invalid-email", consent: "not-accepted" } } })
    const unknown = await rejection(booking.handlers.bookCall(visitor({ ...bookingFor(first.start), room: "Zoom" }), NOW))
    expect(unknown).toMatchObject({ code: "invalid-argument", details: { unknownFields: ["room"] } })
    const badPhone = await rejection(booking.handlers.bookCall(visitor(bookingFor(first.start, { way: "phone", phone: "call me" })), NOW))
    expect(badPhone.details).toMatchObject({ fields: { phone: "invalid" } })

    await clear()
    expect(await booking.handlers.listTimes(visitor({}), NOW)).toEqual({ open: false, timeZone: "Europe/London", callMinutes: 30, times: [] })
    expect(await refusal(first.start)).toMatchObject({ code: "unavailable", details: { bookingClosed: true } })
  })

  it("offers and accepts the first and last time of the days the clocks change", async () => {
    const times = await listed()
    const change = times.filter((time) => time.start.startsWith("2026-03-29"))
    // 09:00 and 16:30 by the coach's summer clock.
    expect([change[0].start, change.at(-1)?.start]).toEqual(["2026-03-29T08:00:00Z", "2026-03-29T15:30:00Z"])
    for (const time of [change[0], change.at(-1) as CallTime]) {
      expect(await booking.handlers.bookCall(visitor(bookingFor(time.start, { timeZone: "America/New_York" })), NOW)).toMatchObject({ time })
    }
    // Seen from New York (already on summer time) the first is at 04:00.
    const [first] = (await db.collection("calls").where("start", "==", new Date("2026-03-29T08:00:00Z")).get()).docs
    expect((await mail(`call-${first.id}-booked-0-visitor`))?.message.text).toContain("Sunday 29 March, 04:00 to 04:30 Eastern Daylight Time (09:00 to 09:30 London time)")
  })

  it("keeps calls booked before the coach changes her hours, and their gap and place in the day", async () => {
    const [first] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    // She now works Saturday afternoons only, in hour-long calls, one a day.
    await setAvailability({ callMinutes: 60, maxCallsPerDay: 1, weeklyHours: { ...EVERY_DAY, saturday: [{ from: "13:00", to: "17:00" }] } })
    const calls = await booking.handlers.listCalls(coach(), NOW)
    expect(calls.calls).toMatchObject([{ callId, status: "booked", time: first }])
    // Saturday holds its one call already: nothing else that day.
    expect((await listed()).filter((time) => time.start.startsWith("2026-03-21"))).toEqual([])
  })
})

describe("many visitors asking for one time at once", () => {
  it("gives it to exactly one; the others are told it has gone and offered the next free times", async () => {
    const [wanted] = await listed()
    const requests = Array.from({ length: 20 }, () => bookingFor(wanted.start))
    const outcomes = await Promise.allSettled(requests.map((request) => booking.handlers.bookCall(visitor(request), NOW)))
    const won = outcomes.flatMap((outcome) => (outcome.status === "fulfilled" ? [outcome.value] : []))
    const lost = outcomes.flatMap((outcome) => (outcome.status === "rejected" ? [outcome.reason as { code: string; details: TimeGoneDetails }] : []))
    expect(won).toHaveLength(1)
    expect(lost).toHaveLength(19)
    for (const error of lost) {
      expect(error.code).toBe("aborted")
      expect(error.details.reason).toBe("taken")
      expect(error.details.times.length).toBeGreaterThan(0)
      expect(error.details.times.map((time) => time.start)).not.toContain(wanted.start)
    }
    const calls = (await db.collection("calls").get()).docs
    expect(calls.map((doc) => doc.id)).toEqual([won[0].callId])
    expect((await db.collection("callTimes").doc(wanted.start).get()).get("callId")).toBe(won[0].callId)
    expect((await db.collection("mail").get()).size).toBe(2)
  })

  it("fills a day to her limit and no further, when different times of it are asked for at once", async () => {
    await setAvailability({ weeklyHours: EVERY_DAY, maxCallsPerDay: 2 })
    const monday = (await listed()).filter((time) => time.start.startsWith("2026-03-23"))
    const outcomes = await Promise.allSettled(monday.slice(0, 8).map((time) => booking.handlers.bookCall(visitor(bookingFor(time.start)), NOW)))
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(2)
    for (const outcome of outcomes) if (outcome.status === "rejected") expect((outcome.reason as { details: TimeGoneDetails }).details.reason).toMatch(/^(day-full|taken)$/)
    expect((await db.collection("calls").get()).size).toBe(2)
    expect((await listed()).filter((time) => time.start.startsWith("2026-03-23"))).toEqual([])
  })
})

describe("the limits", () => {
  it("count a booking with the enquiries of the same sender and e-mail address, per hour", async () => {
    // Real time here: the contact form counts in the current hour.
    const now = new Date()
    await setAvailability({ weeklyHours: { ...EVERY_DAY, monday: [{ from: "00:00", to: "24:00" }], tuesday: [{ from: "00:00", to: "24:00" }], wednesday: [{ from: "00:00", to: "24:00" }], thursday: [{ from: "00:00", to: "24:00" }], friday: [{ from: "00:00", to: "24:00" }], saturday: [{ from: "00:00", to: "24:00" }], sunday: [{ from: "00:00", to: "24:00" }] } })
    const times = await listed(now)
    const address = newAddress()
    for (let i = 0; i < 3; i += 1) await submitEnquiry.run(visitor(validEnquiry({ submissionId: crypto.randomUUID(), email: newEmail() }), address))
    expect(await rejection(booking.handlers.bookCall(visitor(bookingFor(times[0].start), address), now))).toMatchObject({ code: "resource-exhausted" })

    const email = newEmail()
    for (let i = 0; i < 3; i += 1) await submitEnquiry.run(visitor(validEnquiry({ submissionId: crypto.randomUUID(), email: email.toUpperCase() })))
    expect(await rejection(booking.handlers.bookCall(visitor(bookingFor(times[0].start, { email })), now))).toMatchObject({ code: "resource-exhausted" })
    // Neither held the time.
    expect(await booking.handlers.bookCall(visitor(bookingFor(times[0].start)), now)).toMatchObject({ time: times[0] })
    expect((await db.collection("callTimes").get()).size).toBe(1)
  })

  it("let one e-mail address hold only a few future calls", async () => {
    const times = await listed()
    const email = newEmail()
    await booking.handlers.bookCall(visitor(bookingFor(times[0].start, { email })), NOW)
    await booking.handlers.bookCall(visitor(bookingFor(times[5].start, { email: email.toUpperCase() })), NOW)
    const third = await rejection(booking.handlers.bookCall(visitor(bookingFor(times[10].start, { email })), NOW))
    expect(third).toMatchObject({ code: "resource-exhausted", details: { tooManyCalls: true, limit: 2 } })
    // The refused request left no hold behind.
    expect((await db.collection("callTimes").doc(times[10].start).get()).exists).toBe(false)
  })
})

describe("the link in the visitor's e-mail", () => {
  const bookOne = async (index = 0) => {
    const time = (await listed())[index]
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(time.start)), NOW)
    const token = tokenIn((await mail(`call-${callId}-booked-0-visitor`))?.message.text)
    return { callId, time, token }
  }
  const manage = (data: unknown, now = NOW) => booking.handlers.manageCall(visitor(data), now)

  it("shows the call and the times it could move to", async () => {
    const { callId, time, token } = await bookOne()
    const view = await manage({ action: "view", token })
    expect(view.call).toEqual({ callId, time, way: "video", status: "booked" })
    expect(view.timeZone).toBe("Europe/London")
    // Its own time is free to it.
    expect(view.times?.[0]).toEqual(time)
  })

  it("cancels the call, frees its time, tells both, and is used up", async () => {
    const { callId, time, token } = await bookOne()
    expect((await manage({ action: "cancel", token })).call.status).toBe("cancelled")
    expect((await listed()).map((free) => free.start)).toContain(time.start)
    expect((await db.collection("callTimes").doc(time.start).get()).exists).toBe(false)
    expect((await mail(`call-${callId}-cancelled-by-visitor-1-coach`))?.message.subject).toContain("Call cancelled by the visitor")
    const cancellation = parseCalendar((await mail(`call-${callId}-cancelled-by-visitor-1-visitor`))?.message.attachments[0].content)
    expect(cancellation).toMatchObject({ method: "CANCEL", events: [{ start: time.start, status: "CANCELLED", sequence: 1 }] })
    expect(await rejection(manage({ action: "cancel", token }))).toMatchObject({ code: "permission-denied", details: { token: "used" } })
  })

  it("moves the call: the old time is freed, a new link is sent and the old one is used up", async () => {
    const { callId, time, token } = await bookOne()
    const target = (await listed())[8]
    const moved = await manage({ action: "move", token, start: target.start, timeZone: "America/New_York" })
    expect(moved.call).toMatchObject({ callId, time: target })
    expect((await db.collection("callTimes").doc(time.start).get()).exists).toBe(false)
    expect((await db.collection("callTimes").doc(target.start).get()).get("callId")).toBe(callId)
    const sent = await mail(`call-${callId}-moved-1-visitor`)
    const invitation = parseCalendar(sent?.message.attachments[0].content)
    expect(invitation.events[0]).toMatchObject({ start: target.start, sequence: 1, status: "CONFIRMED" })
    expect(invitation.events[0].uid).toBe(parseCalendar((await mail(`call-${callId}-booked-0-visitor`))?.message.attachments[0].content).events[0].uid)
    expect(await rejection(manage({ action: "view", token }))).toMatchObject({ code: "permission-denied", details: { token: "used" } })
    const fresh = tokenIn(sent?.message.text)
    expect((await manage({ action: "view", token: fresh })).call.time).toEqual(target)
  })

  it("will not move the call onto a taken time", async () => {
    const { token } = await bookOne()
    const other = await bookOne(6)
    const error = await rejection(manage({ action: "move", token, start: other.time.start }))
    expect(error).toMatchObject({ code: "aborted", details: { reason: "taken" } })
  })

  it("gives a time two calls are moved to at once, and a new booking asks for too, to exactly one of them", async () => {
    const first = await bookOne(2)
    const second = await bookOne(4)
    const target = (await listed())[9]
    const outcomes = await Promise.allSettled([
      manage({ action: "move", token: first.token, start: target.start }),
      manage({ action: "move", token: second.token, start: target.start }),
      booking.handlers.bookCall(visitor(bookingFor(target.start)), NOW),
    ])
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1)
    for (const outcome of outcomes) if (outcome.status === "rejected") expect(outcome.reason).toMatchObject({ code: "aborted", details: { reason: "taken" } })
    // The time is held by the one that got it, and each call that did not move keeps its own time.
    const holder = (await db.collection("callTimes").doc(target.start).get()).get("callId") as string
    const atTarget = (await db.collection("calls").get()).docs.filter((doc) => (doc.get("start") as { toMillis(): number }).toMillis() === Date.parse(target.start)).map((doc) => doc.id)
    expect(atTarget).toEqual([holder])
    for (const { callId, time } of [first, second]) {
      if (callId !== holder) expect((await db.collection("callTimes").doc(time.start).get()).get("callId")).toBe(callId)
    }
  })

  it("refuses a wrong link and one for a call that has begun", async () => {
    const { callId, time, token } = await bookOne()
    const wrong = `${callId}.${"A".repeat(43)}`
    expect(await rejection(manage({ action: "view", token: wrong }))).toMatchObject({ code: "permission-denied", details: { token: "wrong" } })
    expect(await rejection(manage({ action: "view", token: `${crypto.randomUUID()}.${token.split(".")[1]}` }))).toMatchObject({ details: { token: "wrong" } })
    expect(await rejection(manage({ action: "cancel", token }, new Date(Date.parse(time.start) + 60_000)))).toMatchObject({ code: "permission-denied", details: { token: "expired" } })
    expect(await rejection(manage({ action: "view", token: "not-a-token" }))).toMatchObject({ code: "invalid-argument" })
  })
})

describe("the coach's side", () => {
  it("is refused to anyone who is not the coach", async () => {
    expect(await rejection(booking.handlers.listCalls(visitor({}), NOW))).toMatchObject({ code: "unauthenticated" })
    const stranger = { ...visitor({}), auth: { uid: "someone", token: { email_verified: true } } } as unknown as CallableRequest
    expect(await rejection(booking.handlers.saveAvailability(stranger))).toMatchObject({ code: "permission-denied" })
  })

  it("saves her availability as she set it, and refuses a mistake naming the field", async () => {
    const saved = await setAvailability({ timeZone: "Europe/Dublin", callMinutes: 45 })
    expect(saved.availability).toMatchObject({ timeZone: "Europe/Dublin", callMinutes: 45, gapMinutes: 15 })
    expect(saved.defaults.callMinutes).toBe(30)
    expect((await booking.handlers.getAvailability(coach())).availability?.timeZone).toBe("Europe/Dublin")
    const error = await rejection(setAvailability({ weeklyHours: { monday: [{ from: "17:00", to: "09:00" }] } }))
    expect(error).toMatchObject({ code: "invalid-argument", details: { problems: [{ field: "availability.weeklyHours.monday.0.to", message: "must end after it starts" }] } })
  })

  it("lists her calls soonest first with the newest booked marked, and cancels one with a message to the visitor", async () => {
    const times = await listed()
    const later = await booking.handlers.bookCall(visitor(bookingFor(times[9].start, { name: "Tom Okafor" })), NOW)
    const sooner = await booking.handlers.bookCall(visitor(bookingFor(times[1].start, { name: "Priya Raman" })), new Date(NOW.getTime() + 60_000))
    const list = await booking.handlers.listCalls(coach(), NOW)
    expect(list.calls.map((call) => call.name)).toEqual(["Priya Raman", "Tom Okafor"])
    expect(list.newest).toBe(sooner.callId)

    await booking.handlers.cancelCall(coach({ callId: later.callId, message: "I have been called away that week; please pick another time." }), NOW)
    const sent = await mail(`call-${later.callId}-cancelled-by-coach-1-visitor`)
    expect(sent?.message.text).toContain("I have been called away that week; please pick another time.")
    expect(parseCalendar(sent?.message.attachments[0].content).events[0].status).toBe("CANCELLED")
    // Cancelling it again (another tab, or after the visitor) sends nothing and says so.
    expect(await booking.handlers.cancelCall(coach({ callId: later.callId, message: "Sorry once more." }), NOW)).toEqual({ cancelled: true, alreadyCancelled: true })
    expect(await mail(`call-${later.callId}-cancelled-by-coach-2-visitor`)).toBeUndefined()
    expect((await listed()).map((time) => time.start)).toContain(times[9].start)
    const token = tokenIn((await mail(`call-${later.callId}-booked-0-visitor`))?.message.text)
    expect(await rejection(booking.handlers.manageCall(visitor({ action: "view", token }), NOW))).toMatchObject({ details: { token: "used" } })
    expect(await rejection(booking.handlers.cancelCall(coach({ callId: crypto.randomUUID() }), NOW))).toMatchObject({ code: "not-found" })
  })

  it("blocks a time: no visitor is offered it, and calls already in it are named", async () => {
    const times = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(times[0].start)), NOW)
    const result = await booking.handlers.blockTime(coach({ block: { from: "2026-03-21T11:00:00Z", to: "2026-03-21T15:00:00Z", note: "Workshop" } }), NOW)
    expect(result.overlapping).toEqual([callId])
    expect((await listed()).filter((time) => time.start >= "2026-03-21T11" && time.start < "2026-03-21T15")).toEqual([])
    expect(await rejection(booking.handlers.blockTime(coach({ block: { from: "2026-03-21T15:00:00Z", to: "2026-03-21T11:00:00Z" } }), NOW))).toMatchObject({ code: "invalid-argument" })
  })
})

describe("her calendar feed", () => {
  interface Answer {
    status: number
    headers: Record<string, string>
    body: string
  }
  const feed = async (url: string, method = "GET", headers: Record<string, string> = {}, now = NOW): Promise<Answer> => {
    const answer: Answer = { status: 0, headers: {}, body: "" }
    const response = {
      status: (code: number) => ((answer.status = code), response),
      set: (field: string, value: string) => ((answer.headers[field.toLowerCase()] = value), response),
      send: (body: string) => (answer.body = body),
      end: () => undefined,
    }
    await serveCalendarFeed(db, { method, path: new URL(url).pathname.replace(/^.*\/calendarFeed/, ""), headers }, response, now)
    return answer
  }

  it("serves her calls at a private address as an iCalendar her calendar can subscribe to", async () => {
    const times = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(times[0].start, { name: "Priya Raman", way: "phone", phone: "020 7946 0958" })), NOW)
    const { url } = await booking.handlers.replaceCalendarFeed(coach())
    expect(url).toMatch(new RegExp(`^https://${FUNCTIONS_REGION}-${LOCAL_PROJECT_ID}\\.cloudfunctions\\.net/calendarFeed/[A-Za-z0-9_-]{43}\\.ics$`))
    expect((await booking.handlers.getAvailability(coach())).calendarFeedSince).not.toBeNull()

    const answer = await feed(url)
    expect(answer.status).toBe(200)
    expect(answer.headers).toMatchObject({ "content-type": "text/calendar; charset=utf-8", "cache-control": "private, max-age=300" })
    const calendar = parseCalendar(answer.body)
    expect(calendar.events).toHaveLength(1)
    expect(calendar.events[0]).toMatchObject({ start: times[0].start, end: times[0].end, summary: "First call: Priya Raman (phone)", status: "CONFIRMED" })
    expect(calendar.events[0].description).toContain("By phone: 020 7946 0958")
    expect(calendar.events[0].uid).toContain(callId)

    // Asked again with its validator: nothing has changed.
    expect((await feed(url, "GET", { "if-none-match": answer.headers.etag })).status).toBe(304)
    expect((await feed(url, "HEAD")).body).toBe("")
    expect((await feed(url, "POST")).status).toBe(405)

    // A cancelled call stays in the feed, marked, so her calendar removes it.
    await booking.handlers.cancelCall(coach({ callId }), NOW)
    const after = await feed(url, "GET", { "if-none-match": answer.headers.etag })
    expect(after.status).toBe(200)
    expect(parseCalendar(after.body).events[0].status).toBe("CANCELLED")
  })

  it("stops answering the old address the moment she replaces it", async () => {
    const old = (await booking.handlers.replaceCalendarFeed(coach())).url
    expect((await feed(old)).status).toBe(200)
    const fresh = (await booking.handlers.replaceCalendarFeed(coach())).url
    expect(fresh).not.toBe(old)
    expect((await feed(old)).status).toBe(404)
    expect((await feed(fresh)).status).toBe(200)
    expect((await feed(fresh.replace(/\/[^/]+\.ics$/, "/not-a-token.ics"))).status).toBe(404)
  })
})

describe("reminders the day before", () => {
  it("go to the visitor and the coach once, for calls booked more than a day ahead", async () => {
    const times = await listed()
    const monday = times.find((time) => time.start.startsWith("2026-03-23")) as CallTime
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(monday.start)), NOW)
    // Two days before: too early.
    expect((await sendReminders(db, new Date(Date.parse(monday.start) - 2 * DAY))).reminded).toEqual([])
    const dayBefore = new Date(Date.parse(monday.start) - 20 * 60 * 60 * 1000)
    expect((await sendReminders(db, dayBefore)).reminded).toEqual([callId])
    expect((await mail(`call-${callId}-reminder-0-visitor`))?.message.subject).toContain("Reminder: your call with Eleanor Whitcombe tomorrow")
    expect((await mail(`call-${callId}-reminder-0-coach`))?.to).toEqual(["hello@eleanorwhitcombe.co.uk"])
    // The next hour's run sends nothing more.
    expect((await sendReminders(db, new Date(dayBefore.getTime() + 60 * 60 * 1000))).reminded).toEqual([])

    // Booked with only a day's notice: no reminder while the confirmation is under twelve hours old.
    const late = new Date(Date.parse(monday.start) - 25 * 60 * 60 * 1000)
    const soon = (await listed(late))[0]
    const second = await booking.handlers.bookCall(visitor(bookingFor(soon.start)), late)
    expect((await sendReminders(db, new Date(late.getTime() + 5 * 60 * 60 * 1000))).reminded).toEqual([])
    expect((await sendReminders(db, new Date(late.getTime() + 12 * 60 * 60 * 1000))).reminded).toEqual([second.callId])
  })
})

describe("how long a booking is kept", () => {
  it("as long as an enquiry, counted from the end of the call, with its e-mails; its holds a day after it", async () => {
    const [first] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    const expiresAt = (await db.collection("calls").doc(callId).get()).get("expiresAt").toDate()
    expect(expiresAt.getTime()).toBe(Date.parse(first.end) + RETENTION.enquiryDays * DAY)
    expect((await db.collection("mail").doc(`call-${callId}-booked-0-visitor`).get()).get("expiresAt").toDate()).toEqual(expiresAt)

    const dayAfter = new Date(Date.parse(first.end) + 2 * DAY)
    await deleteExpired(db, dayAfter)
    expect((await db.collection("calls").doc(callId).get()).exists).toBe(true)
    expect((await db.collection("callTimes").doc(first.start).get()).exists).toBe(false)
    expect((await db.collection("callDays").get()).size).toBe(0)

    const result = await deleteExpired(db, new Date(expiresAt.getTime() + 1000))
    expect(result.calls).toBe(1)
    expect((await db.collection("calls").doc(callId).get()).exists).toBe(false)
    expect((await db.collection("mail").doc(`call-${callId}-booked-0-visitor`).get()).exists).toBe(false)
  })
})

describe("her name and address as published in the studio's Settings", () => {
  const settingsDoc = () => db.collection(PAGES).doc(SETTINGS_PAGE)
  const publishSettings = async (changes: Record<string, unknown>) => {
    await settingsDoc().set({ published: true, revision: 2, content: { ...settingsPageSchema.parse(siteFile), ...changes } })
    // The functions read them at most once a minute; the test asks now.
    await refreshSiteIdentity(db, Date.now(), 0)
  }
  afterEach(async () => {
    await settingsDoc().delete()
    await refreshSiteIdentity(db, Date.now(), 0)
  })

  // Written straight to the store, with no record of an address change: as a site published before
  // new addresses needed confirming (notification-address.test.ts covers a change made in Settings).
  it("send bookings and enquiries to the address she published before confirmations, signed with her new name, kept for her new period, without a deploy", async () => {
    await publishSettings({ email: "eleanor@whitcombe-leadership.co.uk", name: "Eleanor Whitcombe-Hart", retention: { enquiryDays: 30, contactDraftDays: 7 } })
    const [first] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    const expiresAt = (await db.collection("calls").doc(callId).get()).get("expiresAt") as { toDate: () => Date }
    expect(expiresAt.toDate().getTime()).toBe(Date.parse(first.end) + 30 * DAY)
    expect((await mail(`call-${callId}-booked-0-coach`))?.to).toEqual(["eleanor@whitcombe-leadership.co.uk"])
    const toVisitor = await mail(`call-${callId}-booked-0-visitor`)
    expect(toVisitor?.message.subject).toContain("Your call with Eleanor Whitcombe-Hart")
    expect(toVisitor?.replyTo).toBe("eleanor@whitcombe-leadership.co.uk")

    const enquiryId = crypto.randomUUID()
    await submitEnquiry.run(visitor(validEnquiry({ submissionId: enquiryId, email: newEmail() })))
    expect((await mail(enquiryId))?.to).toEqual(["eleanor@whitcombe-leadership.co.uk"])
  })

  it("keep the file's address when the published settings are refused by their schema", async () => {
    await publishSettings({ email: "not an address" })
    const [first] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(bookingFor(first.start)), NOW)
    expect((await mail(`call-${callId}-booked-0-coach`))?.to).toEqual([siteFile.email])
  })
})
