/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The testimonial in the client's room, rendered in jsdom with the room's own callable client,
 * signed in as a client of this suite's own, against the real callables on the run's shared local
 * backend: once she has ended the programme and asked, the client writes their words, chooses to
 * be named by first name and role, and gives their permission; a missing field is named at the
 * field with nothing typed lost; the permission is recorded as given; the words she suggests are
 * shown, taken into the form and given as a new permission; and the erasure request.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { randomUUID } from "node:crypto"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getAuth } from "firebase-admin/auth"
import { getFirestore } from "firebase-admin/firestore"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { PROGRAMME_END_CALLABLES } from "../contract/programme-end-api"
import { ENGAGEMENT_CALLABLES } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { CLIENT_TESTIMONIALS, ENGAGEMENTS, INVOICES } from "../contract/firebase-settings"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientRoom } from "../client/room/client-room"
import { acceptWithAdmin, accountOn, callOn, waitFor as waitUntil } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("client-room-testimonial-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = { email: "room.testimonial.client@example.co.uk", password: "a-long-client-password" }

let setup: FirebaseSetup
let coach = ""
let engagementId = ""

const proposal: ProposalInput = {
  client: { name: "Rhiannon Pryce", email: CLIENT.email },
  payer: { kind: "client" },
  programme: { title: "First ninety days as a director", sessions: 4, sessionMinutes: 60, feePence: 120_000 },
  paymentPlan: { kind: "full" },
  startDate: "2027-02-01",
}

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  coach = await accountOn(backend)("room.testimonial.coach@example.co.uk", { coach: true })
  engagementId = randomUUID()
  const sent = await call(ENGAGEMENT_CALLABLES.sendProposal, { proposalId: engagementId, proposal }, coach)
  if (sent.error) throw new Error(`the proposal was not sent: ${JSON.stringify(sent.error)}`)
  await acceptWithAdmin(backend, engagementId, "Rhiannon Pryce")
  await waitUntil(() => db().collection(INVOICES).doc(`${engagementId}-1`).get(), (doc) => doc.exists)
  for (const name of [PROGRAMME_END_CALLABLES.endProgramme, PROGRAMME_END_CALLABLES.askTestimonial]) {
    const answer = await call(name, { engagementId }, coach)
    if (answer.error) throw new Error(`${name} failed: ${JSON.stringify(answer.error)}`)
  }

  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...CLIENT, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { client: true })
  await signInWithEmailAndPassword(getAuthService(setup), CLIENT.email, CLIENT.password)
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

const WORDS = "I arrived unsure I belonged on the board.\n\nFour sessions later I chair the meeting I used to dread."

describe("the client's testimonial", () => {
  it("names a missing role at its field, keeps the words, then records the permission for the words and naming given", async () => {
    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)
    const heading = await screen.findByRole("heading", { name: /^A few words for / }, { timeout: 30_000 })
    const form = heading.closest("form") as HTMLFormElement

    await user.type(within(form).getByLabelText("Your words"), WORDS)
    await user.click(within(form).getByRole("radio", { name: "My first name and role" }))
    await user.click(within(form).getByRole("checkbox", { name: /may publish these words on her site, named as I chose/ }))
    await user.click(within(form).getByRole("button", { name: "Give my testimonial" }))

    const role = within(form).getByLabelText("Your role")
    expect(role).toHaveAttribute("aria-invalid", "true")
    expect(role).toHaveAccessibleDescription(/Type your role\./)
    expect(within(form).getByLabelText("Your words")).toHaveValue(WORDS)
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("current")).toBeNull()

    await user.type(role, "Finance director")
    expect(within(form).getByText(/The site would name you as:/)).toHaveTextContent("The site would name you as: Rhiannon, Finance director")
    await user.click(within(form).getByRole("button", { name: "Give my testimonial" }))
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Thank you: your words and your permission are recorded."), { timeout: 30_000 })

    const stored = (await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("current") as Record<string, unknown>
    expect(stored).toMatchObject({ email: CLIENT.email, acceptanceName: "Rhiannon Pryce", wording: WORDS, naming: { kind: "first-name-role", role: "Finance director" } })
    expect(within(form).getByText(/You gave your permission for these words on/)).toHaveTextContent("They are not on her site yet.")
  })

  it("shows the words she suggests, puts them in the form at a press, and records a permission for exactly those words", async () => {
    const SUGGESTED = "I arrived unsure I belonged on the board.\n\nFour sessions later I chair the meeting I used to dread, and I prepare for it in half the time."
    const suggested = await call(PROGRAMME_END_CALLABLES.suggestWording, { engagementId, wording: SUGGESTED }, coach)
    expect(suggested.error).toBeUndefined()

    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)
    const heading = await screen.findByRole("heading", { name: "Your testimonial" }, { timeout: 30_000 })
    const form = heading.closest("form") as HTMLFormElement
    const offer = within(form).getByText(/ suggests these words:$/).parentElement as HTMLElement
    expect(within(offer).getByText(/prepare for it in half the time\.$/)).toHaveTextContent(SUGGESTED.replace("\n\n", " ").replace(/\s+/g, " "))
    expect(within(form).getByLabelText("Your words")).toHaveValue(WORDS)

    await user.click(within(offer).getByRole("button", { name: "Use these words" }))
    expect(within(form).getByLabelText("Your words")).toHaveValue(SUGGESTED)
    // The naming stays as they chose it.
    expect(within(form).getByRole("radio", { name: "My first name and role" })).toBeChecked()
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("current.wording")).toBe(WORDS)

    await user.click(within(form).getByRole("checkbox", { name: /may publish these words on her site, named as I chose/ }))
    await user.click(within(form).getByRole("button", { name: "Save my changed words" }))
    await waitFor(() => expect(within(form).getByRole("status")).toHaveTextContent("Thank you: your words and your permission are recorded."), { timeout: 30_000 })

    const stored = await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()
    expect(stored.get("current")).toMatchObject({ email: CLIENT.email, wording: SUGGESTED, naming: { kind: "first-name-role", role: "Finance director" } })
    expect(stored.get("suggestion")).toBeUndefined()
    expect(within(form).queryByText(/ suggests these words:$/)).toBeNull()
  })

  it("sends the client's request for erasure, and says she will confirm it", async () => {
    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)
    await user.click(await screen.findByText("Ask for your record to be erased", {}, { timeout: 30_000 }))
    await user.click(screen.getByRole("button", { name: "Ask for erasure" }))
    expect(await screen.findByText(/for your record to be erased\. .* will confirm it/, {}, { timeout: 30_000 })).toBeVisible()
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).get("erasureRequest.requestedAt")).toBeDefined()
  })
})
