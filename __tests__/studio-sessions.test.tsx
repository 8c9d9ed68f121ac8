/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * A client's sessions on her Clients screen, in jsdom with the studio's own callable client signed
 * in as a coach, against the session callables on the run's shared local backend: the balance and
 * each session of an accepted client, giving one back once she confirms (and the client's balance
 * with it), and, once every session is used, extending the programme with a new proposal to them.
 * Its proposals and accounts are its own: other suites' are in the same backend.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { randomUUID } from "node:crypto"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getAuth } from "firebase-admin/auth"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { SESSION_CALLABLES, type EngagementSessions, type SessionTimesResult } from "../contract/session-api"
import type { StudioOffers } from "../contract/proposal-offers"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientsScreen } from "../studio/clients/clients-screen"
import { dataFile, filePages } from "../test-support/content-files"
import { accountOn, callOn } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { acceptedProgramme, openDiary } from "./helpers/session-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("studio-sessions-test")
const call = callOn(backend)

const COACH = { email: "studio.sessions.coach@example.co.uk", password: "a-long-test-password" }
const CLIENT = { name: "Rosalind Achebe", email: "studio.sessions.client@example.co.uk" }
const TITLE = "Leading a growing team"
const OFFERS: StudioOffers = { services: dataFile("services").items, programmes: dataFile("programmes").items }

let setup: FirebaseSetup
let client = ""
let engagementId = ""

const Clients: React.FC = () => <ClientsScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />

/** Books a session as the client would, at the free time `fromTheEnd` before the last (nearer days are the room's suite's). */
const bookAsClient = async (fromTheEnd: number): Promise<void> => {
  const { times } = (await call<SessionTimesResult>(SESSION_CALLABLES.listSessionTimes, { engagementId }, client)).result ?? { times: [] }
  const answer = await call(SESSION_CALLABLES.bookSession, { engagementId, sessionId: randomUUID(), start: times[times.length - fromTheEnd].start }, client)
  if (answer.error) throw new Error(`not booked: ${JSON.stringify(answer.error)}`)
}

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...COACH, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { coach: true })
  const signedIn = await signInWithEmailAndPassword(getAuthService(setup), COACH.email, COACH.password)
  const coach = await signedIn.user.getIdToken(true)
  await openDiary(backend, coach)
  engagementId = await acceptedProgramme(backend, coach, CLIENT, { title: TITLE, sessions: 2, sessionMinutes: 60 })
  client = await accountOn(backend)(CLIENT.email, { client: true })
  await bookAsClient(60)
  await bookAsClient(30)
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

/** Her row for the client, and its sessions opened. */
const sessionsOfRow = async (user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> => {
  const list = await screen.findByRole("list", { name: "Your proposals" }, { timeout: 30_000 })
  const heading = await within(list).findByRole("heading", { name: new RegExp(`^${CLIENT.name}`) }, { timeout: 30_000 })
  const item = heading.closest("li") as HTMLElement
  const summary = await within(item).findByText(/^Sessions: /, undefined, { timeout: 30_000 })
  await user.click(summary)
  return summary.closest("details") as HTMLElement
}

describe("a client's sessions on the Clients screen", () => {
  it("shows every session used, gives one back once she confirms, and once they are all used again opens a new proposal to the client", async () => {
    const user = userEvent.setup()
    const view = renderThemed(<Clients />)
    let sessions = await sessionsOfRow(user)
    expect(within(sessions).getByText("Sessions: 0 of 2 sessions left")).toBeVisible()
    expect(sessions).toHaveTextContent(`${CLIENT.name} has booked or used every session`)
    const listed = within(sessions).getByRole("list", { name: `Sessions of ${CLIENT.name}` })
    expect(within(listed).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringMatching(new RegExp(`^Session 1 of 2: ${TITLE}: .*, booked`)),
      expect.stringMatching(new RegExp(`^Session 2 of 2: ${TITLE}: .*, booked`)),
    ])

    await user.click(within(listed).getByRole("button", { name: `Give back Session 1 of 2: ${TITLE}` }))
    const asking = within(sessions).getByRole("group", { name: `Give back Session 1 of 2: ${TITLE}?` })
    expect(asking).toHaveTextContent(`Give this session back to ${CLIENT.name}? It will no longer count against their balance, though it stays booked.`)
    await user.click(within(asking).getByRole("button", { name: "Give it back" }))
    await waitFor(() => expect(within(sessions).getByRole("status")).toHaveTextContent("Given back: the client now has 1 of 2 sessions left."), { timeout: 30_000 })
    expect(within(sessions).getByText("Sessions: 1 of 2 sessions left")).toBeVisible()
    expect(within(sessions).queryByRole("button", { name: /^Extend the programme/ })).toBeNull()
    // The client's room counts it too.
    const theirs = await call<EngagementSessions>(SESSION_CALLABLES.listSessions, { engagementId }, client)
    expect(theirs.result?.balance).toMatchObject({ used: 1, left: 1 })

    // They book the one given back: every session is used again, and she extends the programme.
    await bookAsClient(45)
    view.unmount()
    renderThemed(<Clients />)
    sessions = await sessionsOfRow(user)
    expect(within(sessions).getByText("Sessions: 0 of 2 sessions left")).toBeVisible()
    await user.click(within(sessions).getByRole("button", { name: `Extend the programme: propose more to ${CLIENT.name}` }))
    const form = await screen.findByRole("form", { name: `Proposal to ${CLIENT.name}` }, { timeout: 30_000 })
    expect(within(form).getByLabelText("Client's name")).toHaveValue(CLIENT.name)
    expect(within(form).getByLabelText("Client's e-mail address")).toHaveValue(CLIENT.email)
  })
})
