/**
 * @jest-environment node
 *
 * The callables of a client's record over the real callable protocol, on the run's shared local
 * backend: the intake her Settings held when the client accepted, stored with the acceptance; the
 * client's answers saved, refused by field against those questions, locked once the first session
 * starts; her desk and one e-mail when they arrive; her private notes on a session, which no client
 * callable gives back; and the actions she shares, ticked off by the client and by no other.
 * Its proposals and accounts are its own: other suites' are in the same backend.
 */
import { randomUUID } from "node:crypto"
import { getFirestore } from "firebase-admin/firestore"
import site from "../content/site.json"
import { CALLABLE_NAMES } from "../contract/callable-names"
import {
  CLIENT_RECORD_CALLABLES,
  CLIENT_RECORD_ROOM_CALLABLES,
  type ActionResult,
  type ActionsResult,
  type ClientRecordResult,
  type IntakeResult,
  type ListIntakesResult,
  type SessionNoteResult,
} from "../contract/client-record-api"
import { INTAKE, MAIL } from "../contract/firebase-settings"
import { intakeQuestionsSchema } from "../contract/intake-schema"
import { accountOn, callOn } from "./helpers/engagement-backend"
import { acceptedThroughRoom, programmeFor, sessionOn } from "./helpers/client-record-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("client-record-callables-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = "record.client@example.co.uk"
const OTHER_CLIENT = "record.other.client@example.co.uk"
const LATE_CLIENT = "record.late.client@example.co.uk"

let coach: string
let stranger: string
let client: string
let otherClient: string
let lateClient: string
/** The client's engagement, another client's, and one whose first session has begun. */
let mine: string
let theirs: string
let started: string

const QUESTIONS_IN_FORCE = intakeQuestionsSchema.parse(site.intakeQuestions)

beforeAll(async () => {
  const account = accountOn(backend)
  coach = await account("record.coach@example.co.uk", { coach: true })
  stranger = await account("record.stranger@example.co.uk", null)
  client = await account(CLIENT, { client: true })
  otherClient = await account(OTHER_CLIENT, { client: true })
  lateClient = await account(LATE_CLIENT, { client: true })
  mine = await acceptedThroughRoom(backend, coach, client, programmeFor("Harriet Lowe", CLIENT, "Leading the finance team"))
  theirs = await acceptedThroughRoom(backend, coach, otherClient, programmeFor("Owen Price", OTHER_CLIENT, "First ninety days"))
  started = await acceptedThroughRoom(backend, coach, lateClient, programmeFor("Nadia Shah", LATE_CLIENT, "Board readiness"))
})

const readIntake = (who: string, engagementId: string) => call<IntakeResult>(CLIENT_RECORD_ROOM_CALLABLES.readIntake, { engagementId }, who)
const saveIntake = (who: string, engagementId: string, answers: Record<string, string>) => call<IntakeResult>(CLIENT_RECORD_ROOM_CALLABLES.saveIntake, { engagementId, answers }, who)
const record = (engagementId: string) => call<ClientRecordResult>(CLIENT_RECORD_CALLABLES.readRecord, { engagementId }, coach)
const intakeMails = async (engagementId: string) => (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith(`intake-${engagementId}`))

describe("the intake sent with the acceptance", () => {
  it("stores the questions her Settings held when the client accepted, and the room reads them open and unanswered", async () => {
    const stored = await db().collection(INTAKE).doc(mine).get()
    expect(stored.get("questions")).toEqual(QUESTIONS_IN_FORCE)
    expect(stored.get("engagementId")).toBe(mine)
    const answer = await readIntake(client, mine)
    expect(answer.error).toBeUndefined()
    expect(answer.result?.intake).toMatchObject({ engagementId: mine, questions: QUESTIONS_IN_FORCE, answers: {}, open: true })
    expect(answer.result?.intake.questions.map((question) => question.kind)).toEqual(expect.arrayContaining(["short", "long", "choice"]))
  })

  it("asks the questions as they were at acceptance, not as her Settings say now", async () => {
    const asked = [{ id: "team-size", wording: "How many people report to you?", kind: "short", choices: [] }]
    await db().collection(INTAKE).doc(theirs).update({ questions: asked })
    const answer = await readIntake(otherClient, theirs)
    expect(answer.result?.intake.questions).toEqual(asked)
    expect((await saveIntake(otherClient, theirs, { role: "Finance director" })).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      details: { problems: [{ field: "answers.role", message: "is not one of the questions you were asked" }] },
    })
  })
})

describe("saving answers", () => {
  it("refuses each bad answer by its field against the question asked, storing nothing", async () => {
    const answer = await saveIntake(client, mine, {
      role: "Finance director\nreporting to the CEO",
      "sponsor-involvement": "Every week, in detail",
      goals: `To delegate more${"\u0007"}`,
      success: "x".repeat(4001),
    })
    expect(answer.error?.status).toBe("INVALID_ARGUMENT")
    const fields = (answer.error?.details?.problems ?? []).map((problem) => problem.field)
    // The length is the request's own bound, so its problem comes alone, before the others are checked.
    expect(fields).toEqual(["answers.success"])
    const rest = await saveIntake(client, mine, { role: "Finance director\nreporting to the CEO", "sponsor-involvement": "Every week, in detail", goals: `To delegate more${"\u0007"}`, anything: "?" })
    expect(rest.error?.details?.problems).toEqual([
      { field: "answers.role", message: "must be one line" },
      { field: "answers.sponsor-involvement", message: "must be one of the choices given" },
      { field: "answers.goals", message: "holds an invisible control character (U+0007); delete it, or retype the answer" },
      { field: "answers.anything", message: "is not one of the questions you were asked" },
    ])
    expect((await db().collection(INTAKE).doc(mine).get()).get("answers")).toEqual({})
    expect(await intakeMails(mine)).toHaveLength(0)
  })

  it("saves answers as typed, tells her once on the desk and by e-mail, and reads back what was saved", async () => {
    expect((await call<ListIntakesResult>(CLIENT_RECORD_CALLABLES.listIntakes, {}, coach)).result?.unread.map((each) => each.engagementId)).not.toContain(mine)
    const first = await saveIntake(client, mine, { role: "Finance director", "sponsor-involvement": "A three-way meeting at the start and at the end" })
    expect(first.error).toBeUndefined()
    expect(first.result?.intake.answeredAt).toEqual(expect.any(String))
    // Typing on: each save keeps the earlier answers and sends her nothing more.
    await saveIntake(client, mine, { goals: "To stop being the bottleneck" })
    await saveIntake(client, mine, { goals: "To stop being the bottleneck on every decision" })
    const read = await readIntake(client, mine)
    expect(read.result?.intake.answers).toEqual({
      role: "Finance director",
      "sponsor-involvement": "A three-way meeting at the start and at the end",
      goals: "To stop being the bottleneck on every decision",
    })

    const mails = await intakeMails(mine)
    expect(mails.map((doc) => doc.id)).toEqual([`intake-${mine}-coach`])
    expect(mails[0].get("message.subject")).toBe("Intake answered: Harriet Lowe, Leading the finance team")
    // Her inbox is told where to read them, not what they say.
    expect(mails[0].get("message.text")).not.toContain("bottleneck")

    const desk = await call<ListIntakesResult>(CLIENT_RECORD_CALLABLES.listIntakes, {}, coach)
    expect(desk.result?.unread).toContainEqual({ engagementId: mine, clientName: "Harriet Lowe", programmeTitle: "Leading the finance team", answeredAt: first.result?.intake.answeredAt })
    // She reads them on the client's page, and the desk no longer lists them.
    const opened = await record(mine)
    expect(opened.result?.intake?.answers.goals).toBe("To stop being the bottleneck on every decision")
    expect((await call<ListIntakesResult>(CLIENT_RECORD_CALLABLES.listIntakes, {}, coach)).result?.unread.map((each) => each.engagementId)).not.toContain(mine)
  })

  it("stays open for a cancelled session and one still to come, and closes once a booked session has started", async () => {
    await sessionOn(backend, started, new Date("2021-03-01T09:00:00Z"), "cancelled")
    await sessionOn(backend, started, new Date("2031-03-01T09:00:00Z"))
    expect((await saveIntake(lateClient, started, { role: "Chief operating officer" })).error).toBeUndefined()
    await sessionOn(backend, started, new Date("2022-05-09T08:00:00Z"))
    const refused = await saveIntake(lateClient, started, { role: "Chief executive" })
    expect(refused.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "closed" } })
    expect(refused.error?.message).toBe("Your first session has started, so your answers are now kept as they were. Anything new is best said in your next session.")
    const read = await readIntake(lateClient, started)
    expect(read.result?.intake).toMatchObject({ open: false, answers: { role: "Chief operating officer" } })
    expect((await record(started)).result?.intake?.open).toBe(false)
  })

  it("answers another client's intake as not found, exactly as one that does not exist", async () => {
    const missing = await readIntake(client, randomUUID())
    for (const answer of [await readIntake(client, theirs), await saveIntake(client, theirs, { "team-size": "Twelve" })]) {
      expect(answer.error).toEqual(missing.error)
      expect(answer.error?.status).toBe("NOT_FOUND")
    }
    expect((await db().collection(INTAKE).doc(theirs).get()).get("answers")).toEqual({})
  })
})

describe("who may call them", () => {
  const clientRequests: Record<keyof typeof CLIENT_RECORD_ROOM_CALLABLES, () => unknown> = {
    readIntake: () => ({ engagementId: mine }),
    saveIntake: () => ({ engagementId: mine, answers: { role: "Someone else entirely" } }),
    listActions: () => ({ engagementId: mine }),
    tickAction: () => ({ actionId: randomUUID(), done: true }),
  }

  it.each(Object.keys(clientRequests) as (keyof typeof clientRequests)[])("the client's %s refuses an anonymous caller, a stranger and the coach", async (name) => {
    expect((await call(CLIENT_RECORD_ROOM_CALLABLES[name], clientRequests[name]())).error?.status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, coach]) {
      const answer = await call(CLIENT_RECORD_ROOM_CALLABLES[name], clientRequests[name](), who)
      expect(answer.error?.status).toBe("PERMISSION_DENIED")
      expect(answer.result).toBeUndefined()
    }
  })

  const studioRequests: Record<keyof typeof CLIENT_RECORD_CALLABLES, () => unknown> = {
    readRecord: () => ({ engagementId: mine }),
    listIntakes: () => ({}),
    saveSessionNote: () => ({ engagementId: mine, callId: "no-such-session", text: "Overwritten" }),
    addAction: () => ({ engagementId: mine, actionId: randomUUID(), text: "Planted" }),
    removeAction: () => ({ actionId: randomUUID() }),
  }

  it.each(Object.keys(studioRequests) as (keyof typeof studioRequests)[])("the studio's %s refuses an anonymous caller, a stranger and a client", async (name) => {
    expect((await call(CLIENT_RECORD_CALLABLES[name], studioRequests[name]())).error?.status).toBe("UNAUTHENTICATED")
    for (const who of [stranger, client]) {
      const answer = await call(CLIENT_RECORD_CALLABLES[name], studioRequests[name](), who)
      expect(answer.error?.status).toBe("PERMISSION_DENIED")
      expect(JSON.stringify(answer)).not.toContain("bottleneck")
    }
  })
})

describe("her private notes", () => {
  const NOTE = "Private: Harriet sounded exhausted; ask about the restructure and her sleep before anything else."

  /** Every callable a client may call, read from the table, so one added later is tried too. */
  const clientCallables = Object.values(CALLABLE_NAMES)
    .flatMap((group) => Object.values(group) as string[])
    .filter((name) => name.startsWith("client"))

  it("keeps her notes on a session for her, and no client callable gives them back", async () => {
    const callId = await sessionOn(backend, mine, new Date("2022-05-16T08:00:00Z"))
    const saved = await call<SessionNoteResult>(CLIENT_RECORD_CALLABLES.saveSessionNote, { engagementId: mine, callId, text: NOTE }, coach)
    expect(saved.error).toBeUndefined()
    expect(saved.result?.session).toMatchObject({ callId, note: NOTE, status: "booked" })
    const read = await record(mine)
    expect(read.result?.sessions.find((session) => session.callId === callId)?.note).toBe(NOTE)

    expect(clientCallables).toEqual(expect.arrayContaining([...Object.values(CLIENT_RECORD_ROOM_CALLABLES), "clientListEngagements", "clientListInvoices"]))
    // Each with every request it might take: its own shape, or any id of the engagement and session.
    const requests = [{}, { engagementId: mine }, { proposalId: mine }, { callId }, { engagementId: mine, callId }, { invoiceId: `${mine}-1` }, { engagementId: mine, answers: {} }]
    for (const name of clientCallables) {
      for (const data of requests) {
        const answer = await call(name, data, client)
        expect({ name, data, answer: JSON.stringify(answer).includes("restructure") }).toEqual({ name, data, answer: false })
      }
    }
  })

  it("refuses notes on a session of another programme, or one that is not a session", async () => {
    const callId = await sessionOn(backend, theirs, new Date("2022-05-23T08:00:00Z"))
    const answer = await call(CLIENT_RECORD_CALLABLES.saveSessionNote, { engagementId: mine, callId, text: "Misfiled" }, coach)
    expect(answer.error).toMatchObject({ status: "NOT_FOUND", message: "That programme has no such session." })
    const tooLong = await call(CLIENT_RECORD_CALLABLES.saveSessionNote, { engagementId: theirs, callId, text: "x".repeat(20_001) }, coach)
    expect(tooLong.error?.details?.problems).toEqual([{ field: "text", message: "Your notes must be at most 20,000 characters." }])
  })
})

describe("the actions she shares", () => {
  it("appear in the client's room, are ticked off and back by the client, and she sees which are done", async () => {
    const actionId = randomUUID()
    const request = { engagementId: mine, actionId, text: "Block two hours each Friday to think, and protect them." }
    const added = await call<ActionResult>(CLIENT_RECORD_CALLABLES.addAction, request, coach)
    expect(added.result?.action).toMatchObject({ actionId, done: false, text: request.text })
    // A retry after a lost answer adds it once.
    await call(CLIENT_RECORD_CALLABLES.addAction, request, coach)
    const listed = await call<ActionsResult>(CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId: mine }, client)
    expect(listed.result?.actions.filter((action) => action.actionId === actionId)).toHaveLength(1)

    const ticked = await call<ActionResult>(CLIENT_RECORD_ROOM_CALLABLES.tickAction, { actionId, done: true }, client)
    expect(ticked.result?.action).toMatchObject({ actionId, done: true, doneAt: expect.any(String) })
    expect((await record(mine)).result?.actions.find((action) => action.actionId === actionId)?.done).toBe(true)
    await call(CLIENT_RECORD_ROOM_CALLABLES.tickAction, { actionId, done: false }, client)
    expect((await record(mine)).result?.actions.find((action) => action.actionId === actionId)).toMatchObject({ done: false })
    expect((await record(mine)).result?.actions.find((action) => action.actionId === actionId)?.doneAt).toBeUndefined()

    await call(CLIENT_RECORD_CALLABLES.removeAction, { actionId }, coach)
    expect((await call<ActionsResult>(CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId: mine }, client)).result?.actions.map((action) => action.actionId)).not.toContain(actionId)
  })

  it("refuses another client's action and programme as not found, as ones that do not exist, changing nothing", async () => {
    const actionId = randomUUID()
    await call(CLIENT_RECORD_CALLABLES.addAction, { engagementId: theirs, actionId, text: "Ask for feedback from two peers." }, coach)
    const missingAction = await call(CLIENT_RECORD_ROOM_CALLABLES.tickAction, { actionId: randomUUID(), done: true }, client)
    const tick = await call(CLIENT_RECORD_ROOM_CALLABLES.tickAction, { actionId, done: true }, client)
    expect(tick.error).toEqual(missingAction.error)
    expect(tick.error?.status).toBe("NOT_FOUND")
    const missingList = await call(CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId: randomUUID() }, client)
    const list = await call(CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId: theirs }, client)
    expect(list.error).toEqual(missingList.error)
    expect(JSON.stringify(list)).not.toContain("peers")
    expect((await record(theirs)).result?.actions.find((action) => action.actionId === actionId)?.done).toBe(false)
    // Its own client ticks it.
    expect((await call<ActionResult>(CLIENT_RECORD_ROOM_CALLABLES.tickAction, { actionId, done: true }, otherClient)).result?.action.done).toBe(true)
  })

  it("refuses an empty action by its field", async () => {
    const answer = await call(CLIENT_RECORD_CALLABLES.addAction, { engagementId: mine, actionId: randomUUID(), text: "   " }, coach)
    expect(answer.error?.details?.problems).toEqual([{ field: "text", message: "Write the action first." }])
  })
})
