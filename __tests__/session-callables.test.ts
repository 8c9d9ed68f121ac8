/**
 * @jest-environment node
 *
 * A programme's sessions through the session callables over the callable protocol, on the run's
 * shared local backend: free times at the programme's length, booking from the balance (eight
 * bookings sent at once with three sessions left book exactly three; two clients asking for one
 * time, one), the notice rule on both sides when cancelling and moving, her giving a session
 * back, the e-mails when the last session is booked (once), and who may reach what.
 * Its proposals, accounts and sessions are its own: other suites' are in the same backend.
 */
import { randomUUID } from "node:crypto"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { BOOKING_CALLABLES } from "../contract/booking-api"
import { CALLS, ENGAGEMENTS, MAIL } from "../contract/firebase-settings"
import { returnsSession, SESSION_CALLABLES, STUDIO_SESSION_CALLABLES, type EngagementSessions, type SessionChangeResult, type SessionTimesResult } from "../contract/session-api"
import { accountOn, callOn } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { acceptedProgramme, openDiary, startsIn as bringForward } from "./helpers/session-backend"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("session-callables-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = { name: "Harriet Osei", email: "sessions.client@example.co.uk" }
const OTHER = { name: "Callum Reid", email: "sessions.other@example.co.uk" }

let coach = ""
let client = ""
let other = ""
let stranger = ""

beforeAll(async () => {
  const account = accountOn(backend)
  coach = await account("sessions.coach@example.co.uk", { coach: true })
  client = await account(CLIENT.email, { client: true })
  other = await account(OTHER.email, { client: true })
  stranger = await account("sessions.stranger@example.co.uk", null)
  await openDiary(backend, coach)
})

const programme = (sessions: number, sessionMinutes = 60, title = "Leading through change") => ({ title, sessions, sessionMinutes })

const timesFor = async (engagementId: string, token = client): Promise<SessionTimesResult> => {
  const answer = await call<SessionTimesResult>(SESSION_CALLABLES.listSessionTimes, { engagementId }, token)
  if (!answer.result) throw new Error(`no times: ${JSON.stringify(answer.error)}`)
  return answer.result
}

/** Times from the far end of her horizon (the last one left for two clients at once): the room's suite books the nearer days. */
const farTimes = async (engagementId: string) => (await timesFor(engagementId)).times.slice(-40, -1)

const listed = async (engagementId: string, token = client): Promise<EngagementSessions> => {
  const answer = await call<EngagementSessions>(SESSION_CALLABLES.listSessions, { engagementId }, token)
  if (!answer.result) throw new Error(`no sessions: ${JSON.stringify(answer.error)}`)
  return answer.result
}

const book = (engagementId: string, start: string, token = client, sessionId = randomUUID()) =>
  call<SessionChangeResult>(SESSION_CALLABLES.bookSession, { engagementId, sessionId, start, timeZone: "Europe/London" }, token)

const startsIn = (sessionId: string, hoursAhead: number, minutes: number) => bringForward(backend, sessionId, hoursAhead, minutes)

describe("who may reach a programme's sessions", () => {
  it("refuses anonymous callers, strangers and the coach the client's callables, answers another's programme as a missing one, refuses one not accepted, and takes no booking once the programme has ended", async () => {
    const engagementId = await acceptedProgramme(backend, coach, CLIENT, programme(4))
    for (const name of Object.values(SESSION_CALLABLES)) {
      const data = { engagementId, sessionId: randomUUID(), start: "2027-01-11T10:00:00Z" }
      expect((await call(name, data)).error?.status).toBe("UNAUTHENTICATED")
      expect((await call(name, data, stranger)).error?.status).toBe("PERMISSION_DENIED")
      expect((await call(name, data, coach)).error?.status).toBe("PERMISSION_DENIED")
    }
    const theirs = await call(SESSION_CALLABLES.listSessions, { engagementId }, other)
    const missing = await call(SESSION_CALLABLES.listSessions, { engagementId: randomUUID() }, other)
    expect(theirs.error).toEqual(missing.error)
    expect(theirs.error?.status).toBe("NOT_FOUND")
    const start = (await farTimes(engagementId))[0].start
    const booked = await book(engagementId, start, other)
    expect(booked.error?.status).toBe("NOT_FOUND")
    expect((await db().collection(CALLS).where("engagementId", "==", engagementId).get()).size).toBe(0)

    const open = await acceptedProgramme(backend, coach, CLIENT, programme(4), { accept: false })
    const refused = await book(open, start)
    expect(refused.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "not-accepted" } })
    expect(refused.error?.message).toMatch(/once the proposal is accepted/)

    // A programme she has ended takes no more bookings.
    const ended = await acceptedProgramme(backend, coach, CLIENT, programme(4))
    await db().collection(ENGAGEMENTS).doc(ended).update({ endedAt: Timestamp.now() })
    const late = await book(ended, start)
    expect(late.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "ended" } })
    expect(late.error?.message).toBe("This programme has ended, so no more sessions can be booked.")

    for (const name of Object.values(STUDIO_SESSION_CALLABLES)) {
      expect((await call(name, { engagementId, sessionId: randomUUID() }, client)).error?.status).toBe("PERMISSION_DENIED")
    }
    const bad = await book(engagementId, "", client)
    expect(bad.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field: "start" }] } })
  })
})

describe("booking from the balance", () => {
  it("offers times at the programme's length and books one, with its e-mails and invitation as Session 1 of 6", async () => {
    const engagementId = await acceptedProgramme(backend, coach, CLIENT, programme(6, 90, "Stepping up to the board"))
    const times = await farTimes(engagementId)
    expect(times.length).toBeGreaterThan(3)
    for (const time of times.slice(0, 5)) expect(Date.parse(time.end) - Date.parse(time.start)).toBe(90 * 60_000)

    const sessionId = randomUUID()
    const answer = await book(engagementId, times[0].start, client, sessionId)
    expect(answer.error).toBeUndefined()
    expect(answer.result?.session).toMatchObject({ sessionId, number: 1, status: "booked", usesSession: true, time: times[0] })
    expect(answer.result?.sessions.balance).toEqual({ total: 6, used: 1, left: 5, upcoming: 1 })

    const stored = await db().collection(CALLS).doc(sessionId).get()
    expect(stored.data()).toMatchObject({ kind: "session", engagementId, usesSession: true, status: "booked" })
    expect(stored.get("start")).toBeInstanceOf(Timestamp)
    const mail = await db().collection(MAIL).doc(`call-${sessionId}-booked-0-visitor`).get()
    expect(mail.get("to")).toEqual([CLIENT.email])
    expect(mail.get("message.subject")).toMatch(/^Session 1 of 6: Stepping up to the board, with /)
    expect(String((mail.get("message.attachments") as { content: string }[])[0].content)).toMatch(/SUMMARY:Session 1 of 6: Stepping up to the board/)
    const coachMail = await db().collection(MAIL).doc(`call-${sessionId}-booked-0-coach`).get()
    expect(coachMail.get("message.subject")).toMatch(/^Session booked: Harriet Osei/)

    // A retry of the same booking books nothing more.
    const again = await book(engagementId, times[0].start, client, sessionId)
    expect(again.result?.sessions.balance.used).toBe(1)
    // The time is now taken for everyone, first calls included.
    expect((await timesFor(engagementId)).times.map((time) => time.start)).not.toContain(times[0].start)
  })

  it("of eight bookings sent at once with three sessions left, books exactly three and refuses the rest as none left, e-mailing each of them once", async () => {
    const engagementId = await acceptedProgramme(backend, coach, CLIENT, programme(3, 60, "Board readiness"))
    const times = await farTimes(engagementId)
    const answers = await Promise.all(times.slice(0, 8).map((time) => book(engagementId, time.start)))
    const booked = answers.filter((answer) => answer.result)
    const refused = answers.filter((answer) => answer.error)
    expect(booked).toHaveLength(3)
    expect(refused).toHaveLength(5)
    for (const { error } of refused) {
      expect(error).toMatchObject({ status: "RESOURCE_EXHAUSTED", details: { reason: "no-sessions-left" } })
      expect(error?.message).toMatch(/All 3 sessions of your programme are booked or used/)
    }
    const stored = await db().collection(CALLS).where("engagementId", "==", engagementId).get()
    expect(stored.docs.filter((doc) => doc.get("usesSession") === true)).toHaveLength(3)
    expect((await listed(engagementId)).balance).toMatchObject({ total: 3, used: 3, left: 0 })
    expect(stored.docs.map((doc) => doc.get("sessionNumber")).sort()).toEqual([1, 2, 3])

    // The last one used: the client and she are told, once, and the engagement says when.
    const engagement = await db().collection(ENGAGEMENTS).doc(engagementId).get()
    expect(engagement.get("sessionsUsedUpAt")).toBeInstanceOf(Timestamp)
    const toClient = await db().collection(MAIL).doc(`sessions-used-${engagementId}-client`).get()
    const toCoach = await db().collection(MAIL).doc(`sessions-used-${engagementId}-coach`).get()
    expect(toClient.get("to")).toEqual([CLIENT.email])
    expect(toClient.get("message.subject")).toBe("All your sessions of Board readiness are booked")
    expect(toCoach.get("message.text")).toMatch(/To extend the programme, propose more from the Clients screen/)

    // Given one back, she lets them book again; the balance runs out again and nobody is told twice.
    const first = stored.docs[0].id
    const given = await call<SessionChangeResult>(STUDIO_SESSION_CALLABLES.giveSessionBack, { engagementId, sessionId: first }, coach)
    expect(given.result?.sessions.balance).toMatchObject({ used: 2, left: 1 })
    expect(given.result?.session).toMatchObject({ usesSession: false, returned: "coach" })
    const queuedBefore = toClient.updateTime
    const rebooked = await book(engagementId, times[9].start)
    expect(rebooked.result?.sessions.balance.left).toBe(0)
    expect((await db().collection(MAIL).doc(`sessions-used-${engagementId}-client`).get()).updateTime).toEqual(queuedBefore)
    const gone = await book(engagementId, times[10].start)
    expect(gone.error?.details).toMatchObject({ reason: "no-sessions-left" })

    // She cancels one from her Calls screen: it goes back to the balance, with her words to the client.
    const cancelled = await call(BOOKING_CALLABLES.cancelCall, { callId: String(rebooked.result?.session.sessionId) }, coach)
    expect(cancelled.error).toBeUndefined()
    expect((await listed(engagementId)).balance).toMatchObject({ used: 2, left: 1 })
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).get("sessionsUsedUpAt")).toBeUndefined()
    expect((await db().collection(MAIL).doc(`call-${rebooked.result?.session.sessionId}-cancelled-by-coach-1-visitor`).get()).get("message.text")).toMatch(/I have had to cancel our session on .*You can book another session from your room/s)
  })

  it("gives one time to one of two clients asking for it at once", async () => {
    const mine = await acceptedProgramme(backend, coach, CLIENT, programme(4))
    const theirs = await acceptedProgramme(backend, coach, OTHER, programme(4))
    const { times } = await timesFor(mine)
    const wanted = times[times.length - 1].start
    const [a, b] = await Promise.all([book(mine, wanted, client), book(theirs, wanted, other)])
    const answers = [a, b]
    expect(answers.filter((answer) => answer.result)).toHaveLength(1)
    const lost = answers.find((answer) => answer.error)
    expect(lost?.error).toMatchObject({ status: "ABORTED", details: { reason: "taken" } })
    expect(lost?.error?.message).toMatch(/just been booked by someone else/)
  })
})

describe("the notice rule", () => {
  it("returns the notice exactly at her hours and not a millisecond later", () => {
    const now = new Date("2027-03-01T09:00:00Z")
    expect(returnsSession("2027-03-02T09:00:00Z", now, 24)).toBe(true)
    expect(returnsSession("2027-03-02T08:59:59.999Z", now, 24)).toBe(false)
    expect(returnsSession("2027-03-01T09:00:00Z", now, 0)).toBe(true)
  })

  it("gives a session cancelled with her notice back to the balance, and keeps one cancelled later used until she gives it back", async () => {
    const engagementId = await acceptedProgramme(backend, coach, CLIENT, programme(6))
    const times = await farTimes(engagementId)
    const early = (await book(engagementId, times[1].start)).result?.session.sessionId ?? ""
    const late = (await book(engagementId, times[3].start)).result?.session.sessionId ?? ""
    const { noticeHours, balance } = await listed(engagementId)
    expect(balance).toMatchObject({ used: 2, left: 4 })

    await startsIn(early, noticeHours + 0.25, 60)
    await startsIn(late, noticeHours - 0.25, 60)

    const cancelledEarly = await call<SessionChangeResult>(SESSION_CALLABLES.cancelSession, { engagementId, sessionId: early }, client)
    expect(cancelledEarly.result?.session).toMatchObject({ status: "cancelled", usesSession: false, returned: "notice" })
    expect(cancelledEarly.result?.sessions.balance).toMatchObject({ used: 1, left: 5 })
    const cancelledLate = await call<SessionChangeResult>(SESSION_CALLABLES.cancelSession, { engagementId, sessionId: late }, client)
    expect(cancelledLate.result?.session).toMatchObject({ status: "cancelled", usesSession: true, late: true })
    expect(cancelledLate.result?.sessions.balance).toMatchObject({ used: 1, left: 5 })
    expect((await db().collection(CALLS).doc(late).get()).get("usesSession")).toBe(true)
    expect((await db().collection(MAIL).doc(`call-${late}-cancelled-by-visitor-1-visitor`).get()).get("message.subject")).toMatch(/is cancelled$/)

    // Cancelled already: refused in words, nothing changes.
    const twice = await call(SESSION_CALLABLES.cancelSession, { engagementId, sessionId: late }, client)
    expect(twice.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "cancelled" } })

    // She gives the late one back from the studio.
    const studioView = await call<EngagementSessions>(STUDIO_SESSION_CALLABLES.listSessions, { engagementId }, coach)
    expect(studioView.result?.sessions.map((session) => session.sessionId).sort()).toEqual([early, late].sort())
    const given = await call<SessionChangeResult>(STUDIO_SESSION_CALLABLES.giveSessionBack, { engagementId, sessionId: late }, coach)
    expect(given.result?.sessions.balance).toMatchObject({ used: 0, left: 6 })
    const again = await call(STUDIO_SESSION_CALLABLES.giveSessionBack, { engagementId, sessionId: late }, coach)
    expect(again.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "not-used" } })
  })

  it("moves a session with her notice still using one, and a later move keeps the one it leaves used and takes another", async () => {
    const engagementId = await acceptedProgramme(backend, coach, CLIENT, programme(2))
    const times = await farTimes(engagementId)
    const sessionId = (await book(engagementId, times[0].start)).result?.session.sessionId ?? ""
    const { noticeHours } = await listed(engagementId)
    await startsIn(sessionId, noticeHours + 0.25, 60)

    const moved = await call<SessionChangeResult>(SESSION_CALLABLES.moveSession, { engagementId, sessionId, start: times[5].start }, client)
    expect(moved.error).toBeUndefined()
    expect(moved.result?.session).toMatchObject({ sessionId, status: "booked", usesSession: true, time: times[5] })
    expect(moved.result?.sessions.balance).toMatchObject({ used: 1, left: 1 })
    expect((await db().collection(MAIL).doc(`call-${sessionId}-moved-1-visitor`).get()).get("message.subject")).toMatch(/^Session 1 of 2: .* has moved to/)

    await startsIn(sessionId, noticeHours - 0.25, 60)
    const late = await call<SessionChangeResult>(SESSION_CALLABLES.moveSession, { engagementId, sessionId, start: times[7].start }, client)
    expect(late.error).toBeUndefined()
    expect(late.result?.session.sessionId).not.toBe(sessionId)
    expect(late.result?.session).toMatchObject({ status: "booked", usesSession: true, number: 2, time: times[7] })
    const left = late.result?.sessions.sessions.find((session) => session.sessionId === sessionId)
    expect(left).toMatchObject({ status: "cancelled", usesSession: true, late: true })
    expect(late.result?.sessions.balance).toMatchObject({ used: 2, left: 0 })

    // No session left: a late move of the new one is refused, and it stays where it was.
    const newId = late.result?.session.sessionId ?? ""
    await startsIn(newId, noticeHours - 0.25, 60)
    const refused = await call(SESSION_CALLABLES.moveSession, { engagementId, sessionId: newId, start: times[9].start }, client)
    expect(refused.error).toMatchObject({ status: "RESOURCE_EXHAUSTED", details: { reason: "no-sessions-left" } })
    expect((await db().collection(CALLS).doc(newId).get()).get("status")).toBe("booked")
  })
})
