/**
 * @jest-environment ./test-support/jsdom-with-network.js
 *
 * The client's room as a client meets it, rendered in jsdom with the Firebase web SDK's browser
 * build against the run's shared local backend (the real callables, the Auth emulator and the
 * sign-up's blocking function): asking for a link, the link opened on another device, the
 * proposal with her terms, the accept form's refusals by field with nothing typed lost, the
 * programme once accepted, and a proposal withdrawn while it was open.
 */
import "./helpers/node-globals"

// The browser build the room ships, not the Node build jest would pick (as the studio's second-step test does).
jest.mock("firebase/auth", () => {
  const { dirname, join } = jest.requireActual<typeof import("node:path")>("node:path")
  const firebaseDir = dirname(require.resolve("firebase/package.json"))
  const authDir = dirname(require.resolve("@firebase/auth/package.json", { paths: [firebaseDir] }))
  return jest.requireActual<typeof import("firebase/auth")>(join(authDir, "dist", "browser-cjs", "index.js"))
})
import * as React from "react"
import { randomUUID } from "node:crypto"
import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { signOut } from "firebase/auth"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientRoomApp } from "../client/client-app"
import { SIGN_IN_EMAIL_KEY } from "../client/session/use-client-session"
import { ENGAGEMENT_CALLABLES } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { CLIENT_ROOM_CALLABLES } from "../contract/client-room-api"
import { runAddCoach, signInWithPassword } from "./helpers/auth-emulator"
import { sharedLocalBackend, type SharedLocalBackend } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(120_000)

const COACH = { email: "eleanor.room-screens@example.co.uk", password: "a-coach-password" }
const CLIENT = "amara.screens@example.co.uk"

let backend: SharedLocalBackend | undefined
let setup: FirebaseSetup
let coachToken = ""

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}

/** A callable as a browser calls it. */
const call = async (name: string, data: unknown, idToken?: string) => {
  const response = await fetch(`http://${env().GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST}/${env().GATSBY_FIREBASE_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  })
  return (await response.json()) as { result?: unknown; error?: { status: string } }
}

const proposal = (title: string): ProposalInput => ({
  client: { name: "Amara Okoye", email: CLIENT },
  payer: { kind: "client" },
  programme: { title, sessions: 6, sessionMinutes: 60, feePence: 300_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-02-01",
  note: "As we discussed, six sessions over three months.",
})

const propose = async (title: string): Promise<string> => {
  const proposalId = randomUUID()
  const sent = await call(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal: proposal(title) }, coachToken)
  if (sent.error) throw new Error(`the proposal was not sent: ${JSON.stringify(sent.error)}`)
  return proposalId
}

/** The newest sign-in link the Auth emulator made for `email`, followed as the mailbox's reader would: the room's address it leads to. */
const roomAddressFromLink = async (email: string): Promise<string> => {
  const listed = (await (await fetch(`http://${env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST}/emulator/v1/projects/${env().GATSBY_FIREBASE_PROJECT_ID}/oobCodes`)).json()) as {
    oobCodes: { email: string; oobLink: string; requestType: string }[]
  }
  const link = listed.oobCodes.filter((each) => each.email === email && each.requestType === "EMAIL_SIGNIN").at(-1)?.oobLink
  if (!link) throw new Error(`no sign-in link was made for ${email}`)
  const room = new URL((await fetch(link, { redirect: "manual" })).headers.get("location") ?? "")
  return `${room.pathname}${room.search}`
}

beforeAll(async () => {
  backend = await sharedLocalBackend()
  await runAddCoach(env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST, [COACH.email, "--password", COACH.password])
  coachToken = (await signInWithPassword(env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST, COACH.email, COACH.password)).body.idToken ?? ""
  const made = firebaseSetup(env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  await propose("Leadership programme")
}, 180_000)

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
  await backend?.stop()
}, 60_000)

describe("signing in", () => {
  it("names a mistyped address and keeps it; then says to check the inbox, the same for anyone", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoomApp setup={setup} />)
    const field = await screen.findByLabelText("E-mail address")
    await user.type(field, "amara.screens@")
    await user.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }))
    expect(await screen.findByText("That does not look like an e-mail address.")).toBeVisible()
    expect(field).toHaveValue("amara.screens@")
    expect(field).toHaveAttribute("aria-invalid", "true")

    await user.clear(field)
    await user.type(field, "not.a.client.screens@example.co.uk")
    await user.click(screen.getByRole("button", { name: "E-mail me a sign-in link" }))
    expect(await screen.findByRole("heading", { name: "Check your inbox" }, { timeout: 30_000 })).toBeVisible()
    expect(screen.getByRole("status")).toHaveTextContent("If a proposal has been sent to not.a.client.screens@example.co.uk, a link to sign in is on its way there.")
    unmount()
  })

  it("opened on another device, asks for the address again, refuses another one, then signs the client in and clears the link from the address", async () => {
    expect((await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: CLIENT })).error).toBeUndefined()
    window.localStorage.removeItem(SIGN_IN_EMAIL_KEY)
    window.history.pushState({}, "", await roomAddressFromLink(CLIENT))
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoomApp setup={setup} />)
    expect(await screen.findByRole("heading", { name: "Confirm your e-mail address" })).toBeVisible()
    const field = screen.getByLabelText("E-mail address")
    await user.type(field, "someone.else@example.co.uk")
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText("That is not the address the link was sent to. Enter the address you asked the link for.", {}, { timeout: 30_000 })).toBeVisible()

    await user.clear(screen.getByLabelText("E-mail address"))
    await user.type(screen.getByLabelText("E-mail address"), CLIENT)
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText(`Signed in as ${CLIENT}`, {}, { timeout: 60_000 })).toBeVisible()
    expect(window.location.search).toBe("")
    expect(await screen.findByRole("heading", { name: "Your proposal: Leadership programme" }, { timeout: 20_000 })).toBeVisible()
    unmount()
  })
})

describe("the proposal", () => {
  it("shows what is proposed and her terms; refuses an answer without a name or the tick by field, keeping what was typed; then shows the programme", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoomApp setup={setup} />)
    expect(await screen.findByRole("heading", { name: "Your proposal: Leadership programme" }, { timeout: 20_000 })).toBeVisible()
    expect(screen.getByText("£3,000")).toBeVisible()
    expect(screen.getByText("3 monthly instalments: £1,000, £1,000 and £1,000, the first invoiced when you accept")).toBeVisible()
    expect(screen.getByText("Monday 1 February 2027")).toBeVisible()
    expect(screen.getByText("As we discussed, six sessions over three months.")).toBeVisible()
    expect(screen.getByRole("heading", { name: "Terms of engagement" })).toBeVisible()
    expect(screen.getByRole("heading", { name: "Confidentiality" })).toBeVisible()

    await user.click(screen.getByRole("button", { name: "Accept the proposal" }))
    expect(await screen.findByText("Type your full name to accept.")).toBeVisible()
    expect(screen.getByText("Tick “I agree to these terms” to accept.")).toBeVisible()
    expect(screen.getByLabelText("Your full name")).toHaveAttribute("aria-invalid", "true")

    await user.type(screen.getByLabelText("Your full name"), "Amara Okoye")
    await user.click(screen.getByRole("button", { name: "Accept the proposal" }))
    expect(await screen.findByText("Tick “I agree to these terms” to accept.")).toBeVisible()
    expect(screen.queryByText("Type your full name to accept.")).not.toBeInTheDocument()
    expect(screen.getByLabelText("Your full name")).toHaveValue("Amara Okoye")

    await user.click(screen.getByLabelText("I agree to these terms"))
    await user.click(screen.getByRole("button", { name: "Accept the proposal" }))
    expect(await screen.findByRole("heading", { name: "Your programme: Leadership programme" }, { timeout: 20_000 })).toBeVisible()
    expect(screen.getByText(/^Amara Okoye accepted this proposal and Eleanor Whitcombe's terms on \w+day \d+ \w+ \d{4} at \d\d:\d\d\./)).toBeVisible()
    expect(screen.getByText(/^Invoices will appear here\. The first, for £1,000,/)).toBeVisible()
    expect(screen.queryByRole("button", { name: "Accept the proposal" })).not.toBeInTheDocument()
    unmount()
  })

  it("declines with a reason: one too long is refused at its field and kept; then the proposal says it was declined", async () => {
    await propose("Team offsite facilitation")
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoomApp setup={setup} />)
    await screen.findByRole("heading", { name: "Your proposal: Team offsite facilitation" }, { timeout: 20_000 })
    const reason = screen.getByLabelText("Your reason (optional)")
    const tooLong = `${"We have decided to wait until the spring. ".repeat(25)}`
    // Pasted, as a long reason would be; typing it key by key would take the test's time.
    await user.click(reason)
    await user.paste(tooLong)
    await user.click(screen.getByRole("button", { name: "Decline the proposal" }))
    expect(await screen.findByText("The reason must be at most 1000 characters.")).toBeVisible()
    expect(reason).toHaveValue(tooLong)
    expect(reason).toHaveAttribute("aria-invalid", "true")

    await user.clear(reason)
    await user.type(reason, "We have decided to wait until the spring.")
    await user.click(screen.getByRole("button", { name: "Decline the proposal" }))
    expect(await screen.findByRole("heading", { name: "You declined this proposal" }, { timeout: 20_000 })).toBeVisible()
    expect(screen.getByText(/^You declined it on \w+day \d+ \w+ \d{4} at \d\d:\d\d\. If you change your mind, write to Eleanor Whitcombe\.$/)).toBeVisible()
    expect(screen.queryByRole("button", { name: "Decline the proposal" })).not.toBeInTheDocument()
    unmount()
  })

  it("says a proposal withdrawn while it was open can no longer be accepted", async () => {
    const proposalId = await propose("Founder mentoring")
    const user = userEvent.setup()
    const { unmount } = renderThemed(<ClientRoomApp setup={setup} />)
    const heading = await screen.findByRole("heading", { name: "Your proposal: Founder mentoring" }, { timeout: 20_000 })
    const article = heading.closest("article")
    if (!article) throw new Error("no article for the proposal")
    expect((await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId }, coachToken)).error).toBeUndefined()
    const name = article.querySelector<HTMLInputElement>("#accept-name")
    const tick = article.querySelector<HTMLInputElement>("#accept-agree")
    if (!name || !tick) throw new Error("no accept form")
    await user.type(name, "Amara Okoye")
    await user.click(tick)
    await user.click(screen.getByRole("button", { name: "Accept the proposal" }))
    await waitFor(() => expect(screen.getByRole("heading", { name: "This proposal has been withdrawn" })).toBeVisible(), { timeout: 20_000 })
    expect(screen.getByText(/Eleanor Whitcombe has withdrawn it, so it can no longer be accepted or declined/)).toBeVisible()
    // The accepted one is still their programme.
    expect(screen.getByRole("heading", { name: "Your programme: Leadership programme" })).toBeVisible()
    unmount()
  })
})
