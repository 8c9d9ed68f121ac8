/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * A client's record in the studio, rendered in jsdom with the studio's own callable client, signed
 * in as a coach of this suite's own, against the callables on the run's shared local backend: the
 * desk says "Intake answered" once the client answers, and no longer once she has opened their
 * record; on the Clients screen she reads the answers, writes her private notes on a session and
 * shares an action, which the client's room lists.
 * Its proposals and accounts are its own: other suites' are in the same backend.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getFirestore } from "firebase-admin/firestore"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { CLIENT_RECORD_ROOM_CALLABLES, type ActionsResult } from "../contract/client-record-api"
import { SESSION_NOTES } from "../contract/firebase-settings"
import type { StudioOffers } from "../contract/proposal-offers"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientsScreen } from "../studio/clients/clients-screen"
import { DeskScreen } from "../studio/screens/desk-screen"
import { filePages } from "../test-support/content-files"
import { accountOn, callOn } from "./helpers/engagement-backend"
import { acceptedThroughRoom, programmeFor, sessionOn } from "./helpers/client-record-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("studio-client-record-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const COACH = "studio.record.coach@example.co.uk"
const CLIENT = "studio.record.client@example.co.uk"
const NAME = "Clara Boateng"
const OFFERS: StudioOffers = { services: [], programmes: [] }

let setup: FirebaseSetup
let client: string
let engagementId = ""
let callId = ""

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const account = accountOn(backend)
  const coach = await account(COACH, { coach: true })
  client = await account(CLIENT, { client: true })
  engagementId = await acceptedThroughRoom(backend, coach, client, programmeFor(NAME, CLIENT, "Growing into the director role"))
  const saved = await call(CLIENT_RECORD_ROOM_CALLABLES.saveIntake, { engagementId, answers: { goals: "To chair meetings without rescuing every discussion" } }, client)
  if (saved.error) throw new Error(`the intake was not saved: ${JSON.stringify(saved.error)}`)
  callId = await sessionOn(backend, engagementId, new Date("2022-06-13T08:00:00Z"))
  // The same password accountOn gave the account.
  await signInWithEmailAndPassword(getAuthService(setup), COACH, "a-long-test-password")
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

const Desk: React.FC = () => <DeskScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />
const Clients: React.FC = () => <ClientsScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />

/** The accepted client's row on the Clients screen. */
const clientRow = async (): Promise<HTMLElement> => (await screen.findByRole("heading", { level: 4, name: new RegExp(`^${NAME}`) }, { timeout: 30_000 })).closest("li") as HTMLElement

describe("her client's record", () => {
  it("tells her on the desk that the intake is answered; she reads it, writes her notes and shares an action; the desk no longer lists it", async () => {
    const desk = renderThemed(<Desk />)
    const answered = await screen.findByRole("list", { name: "Intake answered" }, { timeout: 30_000 })
    expect(within(answered).getByText(NAME).closest("li")).toHaveTextContent(`${NAME}Intake answeredGrowing into the director role`)
    desk.unmount()

    const user = userEvent.setup()
    const clients = renderThemed(<Clients />)
    const row = await clientRow()
    await user.click(within(row).getByText("Intake, session notes and actions"))
    const goals = await within(row).findByText("What would you like to be different by the end of our programme?", {}, { timeout: 30_000 })
    expect(goals.nextElementSibling).toHaveTextContent("To chair meetings without rescuing every discussion")
    expect(within(row).getByText("What is your role, and who do you report to?").nextElementSibling).toHaveTextContent("Not answered")

    const note = within(row).getByLabelText(/^Your notes on the session of/)
    await user.type(note, "Kept returning to the board chair. Next time: what she would do if she trusted them.")
    await user.click(within(row).getByRole("button", { name: /^Save your notes on the session of/ }))
    await waitFor(() => expect(within(row).getByText("Your notes are saved. Only you can read them.")).toBeVisible(), { timeout: 30_000 })
    expect((await db().collection(SESSION_NOTES).doc(callId).get()).get("text")).toBe("Kept returning to the board chair. Next time: what she would do if she trusted them.")

    await user.type(within(row).getByLabelText(`A new action for ${NAME}`), "Write down the three decisions only you can make.")
    await user.click(within(row).getByRole("button", { name: "Add the action" }))
    await waitFor(() => expect(within(row).getByText("Added to the client's room: Write down the three decisions only you can make.")).toBeVisible(), { timeout: 30_000 })
    expect(within(row).getByRole("list", { name: `Actions shared with ${NAME}` })).toHaveTextContent("Write down the three decisions only you can make.To do")
    expect(within(row).getByLabelText(`A new action for ${NAME}`)).toHaveValue("")
    const inRoom = await call<ActionsResult>(CLIENT_RECORD_ROOM_CALLABLES.listActions, { engagementId }, client)
    expect(inRoom.result?.actions.map((action) => action.text)).toEqual(["Write down the three decisions only you can make."])
    clients.unmount()

    renderThemed(<Desk />)
    await screen.findByRole("heading", { name: /^Intake answered \(\d+\)$/ }, { timeout: 30_000 })
    expect(screen.queryByRole("list", { name: "Intake answered" })?.textContent ?? "").not.toContain(NAME)
  })
})
