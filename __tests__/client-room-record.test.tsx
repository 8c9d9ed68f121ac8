/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The client's intake and actions in their room, rendered in jsdom with the room's own callable
 * client, signed in as clients of this suite's own, against the callables on the run's shared
 * local backend: answers saved a moment after typing, "Saved" said, an answer over its length
 * refused at its question with everything typed kept; a save once the first session has started
 * refused in words; her action listed, ticked off and back, a tick shown at once and taken back
 * when she had removed the action.
 * Its proposals and accounts are its own: other suites' are in the same backend.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { randomUUID } from "node:crypto"
import * as React from "react"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getFirestore } from "firebase-admin/firestore"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { CLIENT_RECORD_CALLABLES, INTAKE_CLOSED } from "../contract/client-record-api"
import { CLIENT_ACTIONS, INTAKE } from "../contract/firebase-settings"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientRoom } from "../client/room/client-room"
import { accountOn, callOn, waitFor as waitUntil } from "./helpers/engagement-backend"
import { acceptedThroughRoom, programmeFor, sessionOn } from "./helpers/client-record-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("client-room-record-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

/** accountOn's password, which the room's own sign-in uses too. */
const PASSWORD = "a-long-test-password"
const CLIENT = "room.record.client@example.co.uk"
const LATE_CLIENT = "room.record.late@example.co.uk"

let setup: FirebaseSetup
let coach: string
let engagementId = ""
let lateEngagementId = ""

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const account = accountOn(backend)
  coach = await account("room.record.coach@example.co.uk", { coach: true })
  const client = await account(CLIENT, { client: true })
  const late = await account(LATE_CLIENT, { client: true })
  engagementId = await acceptedThroughRoom(backend, coach, client, programmeFor("Eleanor Marsh", CLIENT, "Leading a merged team"))
  lateEngagementId = await acceptedThroughRoom(backend, coach, late, programmeFor("Tom Akers", LATE_CLIENT, "New to the board"))
})

afterEach(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

const signInAs = (email: string) => signInWithEmailAndPassword(getAuthService(setup), email, PASSWORD)
const storedAnswers = async (id: string) => ((await db().collection(INTAKE).doc(id).get()).get("answers") ?? {}) as Record<string, string>

describe("the intake in the room", () => {
  it("saves answers a moment after typing, says so, and keeps what was typed when an answer is refused", async () => {
    await signInAs(CLIENT)
    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)
    const intake = (await screen.findByRole("heading", { name: "Before your first session" }, { timeout: 30_000 })).closest("section") as HTMLElement
    const status = within(intake).getByRole("status")

    await user.type(within(intake).getByLabelText("What is your role, and who do you report to?"), "Head of operations, reporting to the COO")
    await user.click(within(intake).getByRole("radio", { name: "Brief updates on themes, never on what we discuss" }))
    await waitFor(() => expect(status).toHaveTextContent("Saved"), { timeout: 30_000 })
    await waitUntil(() => storedAnswers(engagementId), (answers) => answers["sponsor-involvement"] !== undefined, 10_000)
    expect(await storedAnswers(engagementId)).toEqual({ role: "Head of operations, reporting to the COO", "sponsor-involvement": "Brief updates on themes, never on what we discuss" })

    // Over its length: refused at the question, everything typed still there, nothing stored.
    const goals = within(intake).getByLabelText("What would you like to be different by the end of our programme?")
    await user.type(goals, "To build one team out of two")
    const role = within(intake).getByLabelText("What is your role, and who do you report to?")
    const tooLong = `Head of operations ${"and programme lead ".repeat(12)}`
    await user.clear(role)
    await user.click(role)
    await user.paste(tooLong)
    await waitFor(() => expect(status).toHaveTextContent("Not saved yet: an answer needs changing (see below). Everything you typed is still here."), { timeout: 30_000 })
    expect(within(intake).getByText(`This answer must be at most 200 characters (it has ${tooLong.length}).`)).toBeVisible()
    expect(role).toHaveAttribute("aria-invalid", "true")
    expect(role).toHaveValue(tooLong)
    expect(goals).toHaveValue("To build one team out of two")
    expect((await storedAnswers(engagementId)).goals).toBeUndefined()

    // Put right, it saves everything typed.
    await user.clear(role)
    await user.type(role, "Head of operations")
    await waitFor(() => expect(status).toHaveTextContent("Saved"), { timeout: 30_000 })
    expect(role).not.toHaveAttribute("aria-invalid")
    expect(await storedAnswers(engagementId)).toMatchObject({ role: "Head of operations", goals: "To build one team out of two" })
  })

  it("refuses a save once the first session has started, keeping what was typed, and then shows the answers as kept", async () => {
    await signInAs(LATE_CLIENT)
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoom setup={setup} />)
    const intake = (await screen.findByRole("heading", { name: "Before your first session" }, { timeout: 30_000 })).closest("section") as HTMLElement
    await sessionOn(backend, lateEngagementId, new Date("2022-06-06T08:00:00Z"))
    const anything = within(intake).getByLabelText(/^Is there anything else I should know/)
    await user.type(anything, "I am away in the second half of August")
    await waitFor(() => expect(within(intake).getByRole("status")).toHaveTextContent(INTAKE_CLOSED), { timeout: 30_000 })
    expect(anything).toHaveValue("I am away in the second half of August")
    expect(anything).toHaveAttribute("readonly")
    expect(await storedAnswers(lateEngagementId)).toEqual({})
    unmount()

    renderThemed(<ClientRoom setup={setup} />)
    expect(await screen.findByText("Your first session has started, so your answers are kept as they were.", {}, { timeout: 30_000 })).toBeVisible()
    expect(screen.getByLabelText(/^Is there anything else I should know/)).toHaveAttribute("readonly")
  })
})

describe("her actions in the room", () => {
  it("lists the action she shared, ticks it off and back, and she sees which", async () => {
    const actionId = randomUUID()
    const text = "Ask each of your four direct reports what they would stop doing."
    const added = await call(CLIENT_RECORD_CALLABLES.addAction, { engagementId, actionId, text }, coach)
    expect(added.error).toBeUndefined()
    await signInAs(CLIENT)
    renderThemed(<ClientRoom setup={setup} />)
    const list = await screen.findByRole("list", { name: "Your actions" }, { timeout: 30_000 })
    const box = within(list).getByRole("checkbox", { name: text })
    expect(box).not.toBeChecked()
    const section = list.closest("section") as HTMLElement

    fireEvent.click(box)
    await waitFor(() => expect(within(section).getAllByRole("status").at(-1)).toHaveTextContent(`Ticked off: ${text}`), { timeout: 30_000 })
    expect(box).toBeChecked()
    expect((await db().collection(CLIENT_ACTIONS).doc(actionId).get()).get("done")).toBe(true)

    fireEvent.click(box)
    await waitFor(() => expect(within(section).getAllByRole("status").at(-1)).toHaveTextContent(`Not done yet: ${text}`), { timeout: 30_000 })
    expect(box).not.toBeChecked()
    expect((await db().collection(CLIENT_ACTIONS).doc(actionId).get()).get("done")).toBe(false)
  })

  it("shows a tick at once, and takes it back in words when the action was removed meanwhile", async () => {
    const actionId = randomUUID()
    const text = "Block an hour each Friday to plan the week ahead with your chief of staff."
    expect((await call(CLIENT_RECORD_CALLABLES.addAction, { engagementId, actionId, text }, coach)).error).toBeUndefined()
    await signInAs(CLIENT)
    renderThemed(<ClientRoom setup={setup} />)
    const list = await screen.findByRole("list", { name: "Your actions" }, { timeout: 30_000 })
    const box = within(list).getByRole("checkbox", { name: text })
    const section = list.closest("section") as HTMLElement
    expect((await call(CLIENT_RECORD_CALLABLES.removeAction, { actionId }, coach)).error).toBeUndefined()

    fireEvent.click(box)
    expect(box).toBeChecked()
    await waitFor(() => expect(within(section).getAllByRole("status").at(-1)).toHaveTextContent("This could not be found any more. Please reload the page."), { timeout: 30_000 })
    expect(box).not.toBeChecked()
  })
})
