/**
 * @jest-environment node
 *
 * No stranger can fill the coach's diary or send mail through it: everyone's bookings together
 * are capped per hour (and she is told), a filled-in spam trap holds no time and mails no one
 * until she accepts it, a call can be moved only a few times and each move is counted, and the
 * link that manages a call does not stay in the stored e-mail once it has been delivered.
 * Run as the Functions runtime runs the callables, against the Firestore stand-in.
 */
import "./helpers/console-info-spy"
import { firestore } from "../functions/src/firestore"
import * as booking from "../functions/src/booking/booking-functions"
import { redactDeliveredMail } from "../functions/src/booking/delivered-mail"
import { MAX_MOVES_PER_CALL } from "../contract/booking-api"
import { withFunctionsFirestore } from "./helpers/firestore-emulator"
import { withHourlyLimits } from "./helpers/hourly-limits"
import { rejection } from "./helpers/callable-error"
import { clearBooking, validBooking } from "./helpers/booking-cases"
import { callableRequest, coachRequest } from "./helpers/booking-server-calls"

jest.setTimeout(120_000)

let db: ReturnType<typeof firestore>
withFunctionsFirestore()
withHourlyLimits({ ENQUIRIES_PER_HOUR: 1000, ENQUIRIES_PER_HOUR_PER_EMAIL: 1000, ENQUIRIES_PER_HOUR_ALL: 1000, BOOKINGS_PER_HOUR_ALL: 1000 })
beforeAll(() => {
  db = firestore()
})
beforeEach(async () => {
  await clearBooking(db)
  await booking.handlers.saveAvailability(coachRequest({ availability: { weeklyHours: EVERY_DAY, maxCallsPerDay: 20 } }))
})

// Real time: the hourly counts are of the current hour.
const ALL_DAY = [{ from: "00:00", to: "24:00" }]
const EVERY_DAY = Object.fromEntries(["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"].map((day) => [day, ALL_DAY]))

const visitor = (data: unknown, address?: string) => callableRequest(data, undefined, address)
const coach = (data: unknown = {}) => coachRequest(data)
const listed = async () => (await booking.handlers.listTimes(visitor({}))).times
const mailIds = async () => (await db.collection("mail").get()).docs.map((doc) => doc.id).sort()
const mail = async (id: string) => (await db.collection("mail").doc(id).get()).data()
const tokenIn = (text: string) => /\/call\/#([A-Za-z0-9._-]+)/.exec(text)?.[1] ?? ""

describe("everyone's bookings together", () => {
  it("are capped each hour, however many addresses book; the coach is e-mailed once and sees it in her calls", async () => {
    process.env.BOOKINGS_PER_HOUR_ALL = "3"
    const times = await listed()
    // Endless mailboxes, each from a sender of its own (one mailbox's variants count as one: allowance-limits.test.ts).
    const book = (at: number) => booking.handlers.bookCall(visitor(validBooking(times[at * 3].start, { email: `victim${at}@example.com` })))
    for (let at = 0; at < 3; at += 1) await book(at)
    const refused = await rejection(book(3))
    expect(refused).toMatchObject({ code: "unavailable", details: { limit: "everyone" } })
    expect(refused.message).toMatch(/no more bookings/)
    await rejection(book(4))
    expect((await db.collection("calls").get()).size).toBe(3)
    // Two e-mails per call booked, and one to the coach about the cap, however many are refused.
    const ids = await mailIds()
    expect(ids.filter((id) => id.startsWith("call-"))).toHaveLength(6)
    const notices = ids.filter((id) => id.startsWith("booking-limit-"))
    expect(notices).toHaveLength(1)
    expect((await mail(notices[0]))?.to).toEqual(["hello@eleanorwhitcombe.co.uk"])
    expect((await booking.handlers.listCalls(coach())).limitReached).toMatchObject({ refused: 2 })
  })
})

describe("the spam trap filled in", () => {
  const trapped = async (at = 0) => {
    const time = (await listed())[at]
    const request = validBooking(time.start, { email: "robot@example.com", website: "https://spam.example" })
    const answer = await booking.handlers.bookCall(visitor(request))
    return { time, request, answer }
  }

  it("holds no time and mails no one, and the coach sees it as a suspected request she can accept", async () => {
    const { time, request, answer } = await trapped()
    // Answered as a booking, so a robot learns nothing from it.
    expect(answer).toEqual({ callId: request.submissionId, time })
    expect((await db.collection("calls").get()).size).toBe(0)
    expect((await db.collection("callTimes").get()).size).toBe(0)
    expect(await mailIds()).toEqual([])
    expect((await listed())[0]).toEqual(time)

    const { suspected, calls } = await booking.handlers.listCalls(coach())
    expect(calls).toEqual([])
    expect(suspected).toMatchObject([{ requestId: request.submissionId, time, name: request.name, email: "robot@example.com" }])

    expect(await booking.handlers.judgeSuspectedCall(coach({ requestId: request.submissionId, verdict: "accept" }))).toEqual({ booked: true, callId: request.submissionId })
    const after = await booking.handlers.listCalls(coach())
    expect(after.suspected).toEqual([])
    expect(after.calls).toMatchObject([{ callId: request.submissionId, time, status: "booked" }])
    expect(await mailIds()).toEqual([`call-${request.submissionId}-booked-0-coach`, `call-${request.submissionId}-booked-0-visitor`])
    expect((await listed()).map((free) => free.start)).not.toContain(time.start)
  })

  it("accepted after its time was taken is refused and kept for her to discard", async () => {
    const { time, request } = await trapped()
    await booking.handlers.bookCall(visitor(validBooking(time.start, { email: "real@example.com" })))
    expect(await rejection(booking.handlers.judgeSuspectedCall(coach({ requestId: request.submissionId, verdict: "accept" })))).toMatchObject({ code: "aborted", details: { reason: "taken" } })
    expect((await booking.handlers.listCalls(coach())).suspected).toHaveLength(1)
    expect(await booking.handlers.judgeSuspectedCall(coach({ requestId: request.submissionId, verdict: "discard" }))).toEqual({ booked: false })
    expect((await booking.handlers.listCalls(coach())).suspected).toEqual([])
    expect((await db.collection("calls").get()).size).toBe(1)
  })
})

describe("moving a call", () => {
  const bookOne = async (address?: string) => {
    const [time] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(validBooking(time.start, { email: `mover${Math.random()}@example.com` }), address))
    return { callId, token: tokenIn((await mail(`call-${callId}-booked-0-visitor`))?.message.text) }
  }
  const move = (token: string, start: string, address?: string) => booking.handlers.manageCall(visitor({ action: "move", token, start }, address))

  it(`is allowed ${MAX_MOVES_PER_CALL} times for one call, then refused, sending nothing`, async () => {
    const { callId, token: first } = await bookOne()
    let token = first
    const times = await listed()
    for (let n = 1; n <= MAX_MOVES_PER_CALL; n += 1) {
      await move(token, times[n * 4].start)
      token = tokenIn((await mail(`call-${callId}-moved-${n}-visitor`))?.message.text)
    }
    const before = (await mailIds()).length
    expect(await rejection(move(token, times[30].start))).toMatchObject({ code: "resource-exhausted", details: { tooManyMoves: true, limit: MAX_MOVES_PER_CALL } })
    expect((await mailIds()).length).toBe(before)
  })

  it("counts against everyone's hourly cap and the sender's", async () => {
    process.env.BOOKINGS_PER_HOUR_ALL = "2"
    const { callId, token } = await bookOne()
    const times = await listed()
    await move(token, times[5].start)
    const moved = tokenIn((await mail(`call-${callId}-moved-1-visitor`))?.message.text)
    expect(await rejection(move(moved, times[9].start))).toMatchObject({ code: "unavailable", details: { limit: "everyone" } })

    process.env.BOOKINGS_PER_HOUR_ALL = "1000"
    process.env.ENQUIRIES_PER_HOUR = "2"
    const address = "2001:db8:ffff::1"
    const other = await bookOne(address)
    await move(other.token, times[13].start, address)
    const fresh = tokenIn((await mail(`call-${other.callId}-moved-1-visitor`))?.message.text)
    expect(await rejection(move(fresh, times[17].start, address))).toMatchObject({ code: "resource-exhausted", details: { limit: "sender" } })
  })
})

describe("the link in a stored e-mail", () => {
  it("is taken out of the visitor's e-mail once the mail service has delivered it; the coach's and undelivered ones are left", async () => {
    const [time] = await listed()
    const { callId } = await booking.handlers.bookCall(visitor(validBooking(time.start, { email: "priya@example.com" })))
    const id = `call-${callId}-booked-0-visitor`
    const token = tokenIn((await mail(id))?.message.text)
    const secret = token.split(".")[1]
    expect(secret).toHaveLength(43)
    expect(JSON.stringify(await mail(id))).toContain(secret)

    // Not yet delivered: kept whole, so the mail service can still send it.
    await db.collection("mail").doc(id).set({ delivery: { state: "PROCESSING" } }, { merge: true })
    expect(await redactDeliveredMail(db, id)).toBe(false)
    expect(JSON.stringify(await mail(id))).toContain(secret)

    // As the Trigger Email extension marks it once sent.
    await db.collection("mail").doc(id).set({ delivery: { state: "SUCCESS" } }, { merge: true })
    expect(await redactDeliveredMail(db, id)).toBe(true)
    const stored = await mail(id)
    expect(JSON.stringify(stored)).not.toContain(secret)
    // What the e-mail said is still there to read, the link naming its call.
    expect(stored?.message.text).toContain(`/call/#${callId}.sent-and-removed`)
    expect(stored?.message.attachments[0].content).toContain("BEGIN:VEVENT")
    expect(stored?.delivery.state).toBe("SUCCESS")

    const coachMail = `call-${callId}-booked-0-coach`
    await db.collection("mail").doc(coachMail).set({ delivery: { state: "SUCCESS" } }, { merge: true })
    expect(await redactDeliveredMail(db, coachMail)).toBe(false)
  })
})
