/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The client's sessions in their room, rendered in jsdom with the room's own callable client,
 * signed in as a client of this suite's own, against the session callables on the run's shared
 * local backend: the balance, booking a session from the free times, cancelling with notice and
 * seeing the balance back, a late cancel said to count before it is confirmed, and a time gone
 * meanwhile told in plain words with the times offered again.
 * Its proposals and accounts are its own: other suites' are in the same backend.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { randomUUID } from "node:crypto"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getAuth } from "firebase-admin/auth"
import { getFirestore } from "firebase-admin/firestore"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { timesByDay } from "../contract/booking-slots"
import { CALLS } from "../contract/firebase-settings"
import { SESSION_CALLABLES, type SessionTimesResult } from "../contract/session-api"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientRoom } from "../client/room/client-room"
import { accountOn, callOn } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { acceptedProgramme, openDiary, startsIn } from "./helpers/session-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("client-room-sessions-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = { name: "Nadia Rahman", email: "room.sessions.client@example.co.uk", password: "a-long-client-password" }
const OTHER = { name: "Owen Price", email: "room.sessions.other@example.co.uk" }
const TITLE = "Finding your voice at work"

let setup: FirebaseSetup
let engagementId = ""
let otherEngagement = ""
let other = ""

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const coach = await accountOn(backend)("room.sessions.coach@example.co.uk", { coach: true })
  await openDiary(backend, coach)
  engagementId = await acceptedProgramme(backend, coach, CLIENT, { title: TITLE, sessions: 2, sessionMinutes: 60 })
  otherEngagement = await acceptedProgramme(backend, coach, OTHER, { title: "Owen's programme", sessions: 2, sessionMinutes: 60 })
  other = await accountOn(backend)(OTHER.email, { client: true })

  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ email: CLIENT.email, password: CLIENT.password, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { client: true })
  await signInWithEmailAndPassword(getAuthService(setup), CLIENT.email, CLIENT.password)
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

const sessionsSection = async () => {
  const heading = await screen.findByRole("heading", { name: "Your sessions" }, { timeout: 30_000 })
  return heading.closest("section") as HTMLElement
}

const balanceShown = async (section: HTMLElement, text: string) => waitFor(() => expect(within(section).getByText(text)).toBeVisible(), { timeout: 30_000 })

/** Opens the free times and picks the first time of the third day shown: always more than a day ahead. */
const pickAFarTime = async (user: ReturnType<typeof userEvent.setup>, section: HTMLElement) => {
  const group = await within(section).findByRole("group", { name: /^Choose a time|^Move / }, { timeout: 30_000 })
  const days = await within(group).findAllByRole("heading", { level: 5 }, { timeout: 30_000 })
  const list = within(group).getByRole("list", { name: days[2].textContent ?? "" })
  await user.click(within(list).getAllByRole("button")[0])
}

describe("the client's sessions", () => {
  it("books a session from the balance, cancels it with notice and sees it back, and is told a late cancel counts before confirming it", async () => {
    const user = userEvent.setup()
    const view = renderThemed(<ClientRoom setup={setup} />)
    let section = await sessionsSection()
    await balanceShown(section, "2 of 2 sessions left")
    expect(section).toHaveTextContent("You can cancel or move a session up to 24 hours before it starts and have it back; later, it counts as used.")

    await user.click(within(section).getByRole("button", { name: "Book a session" }))
    await pickAFarTime(user, section)
    const confirm = within(section).getByRole("group", { name: `Book Session 1 of 2: ${TITLE}?` })
    expect(confirm).toHaveTextContent("This uses one session of your balance: 1 of 2 will be left.")
    await user.click(within(confirm).getByRole("button", { name: "Book this session" }))
    await waitFor(() => expect(within(section).getByRole("status")).toHaveTextContent("Booked. You have 1 of 2 sessions left."), { timeout: 30_000 })
    await balanceShown(section, "1 of 2 sessions left")
    const upcoming = within(section).getByRole("list", { name: "Sessions coming up" })
    expect(within(upcoming).getByRole("heading", { name: `Session 1 of 2: ${TITLE}` })).toBeVisible()

    await user.click(within(upcoming).getByRole("button", { name: `Cancel Session 1 of 2: ${TITLE}` }))
    const cancelling = within(section).getByRole("group", { name: `Cancel Session 1 of 2: ${TITLE}?` })
    expect(cancelling).toHaveTextContent("This one is more than 24 hours away, so it goes back to your balance.")
    await user.click(within(cancelling).getByRole("button", { name: "Cancel the session" }))
    await waitFor(() => expect(within(section).getByRole("status")).toHaveTextContent("Cancelled. The session is back in your balance. You have 2 of 2 sessions left."), { timeout: 30_000 })
    await balanceShown(section, "2 of 2 sessions left")
    const past = within(section).getByRole("list", { name: "Past and cancelled sessions" })
    expect(past).toHaveTextContent("Cancelled with notice, back in your balance")

    // Another booking, which the clock then brings within her notice; it is the first to use the balance now.
    await user.click(within(section).getByRole("button", { name: "Book a session" }))
    await pickAFarTime(user, section)
    await user.click(within(section).getByRole("button", { name: "Book this session" }))
    await balanceShown(section, "1 of 2 sessions left")
    const booked = (await db().collection(CALLS).where("engagementId", "==", engagementId).where("status", "==", "booked").get()).docs[0]
    await startsIn(backend, booked.id, 20, 60)
    view.unmount()
    renderThemed(<ClientRoom setup={setup} />)
    section = await sessionsSection()
    const later = await within(section).findByRole("list", { name: "Sessions coming up" }, { timeout: 30_000 })
    await user.click(within(later).getByRole("button", { name: /^Cancel Session 1 of 2/ }))
    const late = within(section).getByRole("group", { name: /^Cancel Session 1 of 2/ })
    expect(late).toHaveTextContent("This one is less than 24 hours away, so it counts as used.")
    await user.click(within(late).getByRole("button", { name: "Cancel the session" }))
    await waitFor(() => expect(within(section).getByRole("status")).toHaveTextContent("It was too close to the session to give it back, so it counts as used. You have 1 of 2 sessions left."), { timeout: 30_000 })
    expect(within(section).getByRole("list", { name: "Past and cancelled sessions" })).toHaveTextContent("Cancelled late, counted as used")
  })

  it("tells a time taken meanwhile in plain words and offers the free times again", async () => {
    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)
    const section = await sessionsSection()
    await user.click(await within(section).findByRole("button", { name: "Book a session" }, { timeout: 30_000 }))
    await pickAFarTime(user, section)
    const confirm = within(section).getByRole("group", { name: /^Book Session/ })
    // Someone else takes that very time before they confirm: the third day's first, as the room grouped them.
    const { times, coachTimeZone } = (await call<SessionTimesResult>(SESSION_CALLABLES.listSessionTimes, { engagementId: otherEngagement }, other)).result ?? { times: [], coachTimeZone: "" }
    const wanted = timesByDay(times, Intl.DateTimeFormat().resolvedOptions().timeZone, coachTimeZone)[2].times[0]
    expect(confirm).toHaveTextContent(wanted.label.text)
    const taken = await call(SESSION_CALLABLES.bookSession, { engagementId: otherEngagement, sessionId: randomUUID(), start: wanted.start }, other)
    // Booked by the other client now (or, on a backend other suites share, by someone a moment before).
    expect(taken.error?.details).toEqual(taken.error ? expect.objectContaining({ reason: "taken" }) : undefined)
    await user.click(within(confirm).getByRole("button", { name: "Book this session" }))
    await waitFor(() => expect(within(section).getByRole("alert")).toHaveTextContent("That time has just gone, so nothing was booked. Here are the times free now."), { timeout: 30_000 })
    expect(await within(section).findByRole("group", { name: "Choose a time" }, { timeout: 30_000 })).toBeVisible()
    expect(within(section).getByText("1 of 2 sessions left")).toBeVisible()
  })
})
