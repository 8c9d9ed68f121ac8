/**
 * @jest-environment node
 *
 * Everyone's allowance cannot be spent by a bot: requests that fill the booking form's spam trap
 * are counted apart, under a cap of their own, so a naive robot cannot close booking to real
 * visitors; every per-address limit (two future calls, enquiries per hour, newsletter links)
 * counts one mailbox once, whatever its letter case, `+tag` or (at Gmail) dots; and one mailbox
 * is sent at most a day's number of invitations and newsletter confirmations, beside the hourly
 * limits. Through the functions' own handlers against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import * as booking from "../functions/src/booking/booking-functions"
import { submitEnquiry } from "../functions/src/enquiries/submit-enquiry"
import { subscribeFrom } from "../functions/src/newsletter/subscribe-request"
import { mailboxOf } from "../functions/src/common/sender-key"
import { MAX_FUTURE_CALLS_PER_VISITOR } from "../contract/booking-api"
import { RESEND_AFTER_MINUTES } from "../contract/newsletter-api"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { rejection } from "./helpers/callable-error"
import { clearBooking, validBooking } from "./helpers/booking-cases"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"
import { validEnquiry } from "./helpers/enquiry-cases"
import { fromNewSender, HOUR, mailsTo, signUp } from "./helpers/newsletter-cases"

jest.setTimeout(120_000)

let db: ReturnType<typeof firestore>
withFunctionsFirestore()
withHourlyLimits({
  ENQUIRIES_PER_HOUR: 1000,
  ENQUIRIES_PER_HOUR_PER_EMAIL: 1000,
  ENQUIRIES_PER_HOUR_ALL: 1000,
  BOOKINGS_PER_HOUR_ALL: 1000,
  TRAPPED_BOOKINGS_PER_HOUR_ALL: 1000,
  EMAILS_PER_DAY_PER_ADDRESS: 1000,
})
beforeAll(() => {
  db = firestore()
})
beforeEach(async () => {
  await clearBooking(db)
  for (const doc of (await db.collection("newsletterSubscribers").get()).docs) await doc.ref.delete()
  await booking.handlers.saveAvailability(coachRequest({ availability: { weeklyHours: EVERY_DAY, maxCallsPerDay: 20 } }))
})

const ALL_DAY = [{ from: "00:00", to: "24:00" }]
const EVERY_DAY = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]))
const listed = async (now?: Date) => (await booking.handlers.listTimes(callableRequest({}), now)).times
const book = (start: string, email: string, extra: Record<string, unknown> = {}, now?: Date) => booking.handlers.bookCall(callableRequest(validBooking(start, { email, ...extra })), now)
const tokenIn = (text: string) => /\/call\/#([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? ""
const visitorMail = async (callId: string, event: string) => (await db.collection("mail").doc(`call-${callId}-${event}-visitor`).get()).data()

describe("the spam trap's requests", () => {
  it("take nothing from everyone's hour: after a robot's flood a real visitor books at once", async () => {
    process.env.BOOKINGS_PER_HOUR_ALL = "3"
    const times = await listed()
    for (let at = 0; at < 6; at += 1) await book(times[at].start, `robot${at}@spam.example`, { website: "https://spam.example" })
    expect((await db.collection("suspectedCalls").get()).size).toBe(6)
    await expect(book(times[10].start, "ada@example.co.uk")).resolves.toMatchObject({ time: { start: times[10].start } })
    expect((await db.collection("calls").get()).size).toBe(1)
  })

  it("are kept up to a cap of their own, past which they are answered alike and not kept", async () => {
    process.env.TRAPPED_BOOKINGS_PER_HOUR_ALL = "2"
    const times = await listed()
    const answers = []
    for (let at = 0; at < 4; at += 1) {
      const request = validBooking(times[at].start, { email: `robot${at}@spam.example`, website: "https://spam.example" })
      answers.push([await booking.handlers.bookCall(callableRequest(request)), request.submissionId])
    }
    // Each answered as a booking, so a robot learns nothing from the answer.
    answers.forEach(([answer, id], at) => expect(answer).toEqual({ callId: id, time: times[at] }))
    expect((await db.collection("suspectedCalls").get()).size).toBe(2)
    expect((await db.collection("mail").get()).size).toBe(0)
    await expect(book(times[10].start, "ada@example.co.uk")).resolves.toMatchObject({ time: { start: times[10].start } })
  })
})

describe("one mailbox, however it is written", () => {
  it("is read as one: lower-case, the +tag removed, and Gmail's dots", () => {
    expect(mailboxOf(" Name+b@Example.com ")).toBe("name@example.com")
    expect(mailboxOf("name+a+b@example.com")).toBe("name@example.com")
    expect(mailboxOf("J.A.N.E.Doe+news@googlemail.com")).toBe("janedoe@gmail.com")
    // Dots count elsewhere, and an address that is all tag keeps it.
    expect(mailboxOf("jane.doe@example.com")).toBe("jane.doe@example.com")
    expect(mailboxOf("+a@example.com")).toBe("+a@example.com")
  })

  it.each([
    ["a +tag and letter case", ["name@example.com", "name+a@example.com", "Name+b@Example.com", "name+c@example.com"]],
    ["Gmail's dots", ["jane.doe@gmail.com", "janedoe+x@googlemail.com", "J.A.N.E.D.O.E@gmail.com"]],
  ])("holds two future calls at most, written with %s", async (_, addresses) => {
    const times = await listed()
    for (const [at, email] of addresses.slice(0, MAX_FUTURE_CALLS_PER_VISITOR).entries()) await book(times[at * 3].start, email)
    for (const [at, email] of addresses.slice(MAX_FUTURE_CALLS_PER_VISITOR).entries()) {
      expect(await rejection(book(times[20 + at * 3].start, email))).toMatchObject({ code: "resource-exhausted", details: { tooManyCalls: true } })
    }
    // One invitation per call it holds, none for the refused.
    expect((await db.collection("calls").get()).size).toBe(MAX_FUTURE_CALLS_PER_VISITOR)
  })

  it("sends as many enquiries an hour as one address may", async () => {
    process.env.ENQUIRIES_PER_HOUR_PER_EMAIL = "2"
    const send = (email: string) => submitEnquiry.run(callableRequest(validEnquiry({ submissionId: crypto.randomUUID(), email })) as never)
    await send("sam@example.co.uk")
    await send("Sam+work@example.co.uk")
    expect(await rejection(send("sam+again@EXAMPLE.co.uk"))).toMatchObject({ code: "resource-exhausted", details: { limit: "email" } })
  })

  it("is sent one newsletter link at a time", async () => {
    const now = new Date(Math.floor(Date.now() / HOUR) * HOUR + 10 * 60_000)
    for (const email of ["reader@example.co.uk", "reader+1@example.co.uk", "Reader+2@Example.co.uk"]) await subscribeFrom(db, signUp(email), fromNewSender(), now)
    const sent = (await db.collection("mail").get()).docs.map((doc) => doc.get("to")).flat()
    expect(sent).toEqual(["reader@example.co.uk"])
  })
})

describe("one mailbox's day", () => {
  // Each in an hour of its own, so the hourly limits never reach it.
  const day = Date.UTC(2027, 2, 1)
  const hourOfDay = (hour: number) => new Date(day + hour * HOUR + 5 * 60_000)

  it("is sent a day's number of newsletter confirmations, then told to wait, and the next day another", async () => {
    process.env.EMAILS_PER_DAY_PER_ADDRESS = "2"
    const ask = (hour: number) => subscribeFrom(db, signUp("victim@example.co.uk"), fromNewSender(), hourOfDay(hour))
    expect(RESEND_AFTER_MINUTES).toBeLessThanOrEqual(120)
    await ask(8)
    await ask(10)
    const refused = await rejection(ask(12))
    expect(refused).toMatchObject({ code: "resource-exhausted", details: { limit: "email", perDay: true } })
    expect(refused.message).toBe("This e-mail address has been sent as many of our e-mails as it may be today; please try again in 12 hours.")
    expect(await mailsTo(db, "victim@example.co.uk")).toHaveLength(2)
    await ask(26)
    expect(await mailsTo(db, "victim@example.co.uk")).toHaveLength(3)
  })

  it("is sent a day's number of invitations, however the calls are booked and moved", async () => {
    process.env.EMAILS_PER_DAY_PER_ADDRESS = "2"
    const now = hourOfDay(6)
    const times = await listed(now)
    const { callId } = await book(times[5].start, "client@example.co.uk", {}, now)
    const token = tokenIn((await visitorMail(callId, "booked-0"))?.message.text)
    const move = (start: string, at: Date, with_ = token) => booking.handlers.manageCall(callableRequest({ action: "move", token: with_, start }), at)
    await move(times[9].start, hourOfDay(8))
    const moved = tokenIn((await visitorMail(callId, "moved-1"))?.message.text)
    const refused = await rejection(move(times[13].start, hourOfDay(10), moved))
    // The hours until the UTC day ends, for the page to say how long to wait.
    expect(refused).toMatchObject({ code: "resource-exhausted", details: { limit: "email", perDay: true, retryAfterHours: 14 } })
    expect(await rejection(book(times[20].start, "Client+2@example.co.uk", {}, hourOfDay(11)))).toMatchObject({ details: { perDay: true } })
    expect((await db.collection("mail").get()).docs.filter((doc) => doc.id.endsWith("-visitor"))).toHaveLength(2)
  })
})
