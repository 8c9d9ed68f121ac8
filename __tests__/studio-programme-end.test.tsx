/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The programme's end on the Clients screen and the desk, in jsdom with the studio's own callable
 * client signed in as a coach, against the real callables on the run's shared local backend: she
 * ends a programme and asks for a testimonial; once the client has given it, she reads the words
 * and the name the site would print and publishes them; she downloads the record as a zip; she
 * suggests other words for the client to agree to (an empty suggestion named at its field); the desk
 * names a client's request for erasure; and she erases the record once the client's name is typed.
 * Its proposals and accounts are its own.
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
import { CLIENT_TESTIMONIAL_CALLABLES } from "../contract/programme-end-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { CLIENT_TESTIMONIALS, ENGAGEMENTS, INVOICES, PAGES } from "../contract/firebase-settings"
import { longDate } from "../contract/long-date"
import type { StudioOffers } from "../contract/proposal-offers"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { sendProposal } from "../studio/callables/engagement-callables"
import { ClientsScreen } from "../studio/clients/clients-screen"
import { DeskScreen } from "../studio/screens/desk-screen"
import { filePages } from "../test-support/content-files"
import { acceptWithAdmin, accountOn, callOn, waitFor as waitUntil } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("studio-programme-end-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const COACH = { email: "studio.programme-end.coach@example.co.uk", password: "a-long-test-password" }
const CLIENT = "studio.programme-end.client@example.co.uk"
const NAME = "Farida Haddad"
const OFFERS: StudioOffers = { services: [], programmes: [] }

let setup: FirebaseSetup
let client: string
let engagementId = ""
const saved: string[] = []

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...COACH, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { coach: true })
  await signInWithEmailAndPassword(getAuthService(setup), COACH.email, COACH.password)
  client = await accountOn(backend)(CLIENT, { client: true })

  const proposal: ProposalInput = {
    client: { name: NAME, email: CLIENT },
    payer: { kind: "client" },
    programme: { title: "Leading a product team", sessions: 4, sessionMinutes: 60, feePence: 120_000 },
    paymentPlan: { kind: "full" },
    startDate: "2027-03-01",
  }
  const { proposal: summary } = await sendProposal(setup, { proposalId: randomUUID(), proposal })
  engagementId = summary.proposalId
  await acceptWithAdmin(backend, engagementId, NAME)
  await waitUntil(() => db().collection(INVOICES).doc(`${engagementId}-1`).get(), (doc) => doc.exists)

  // jsdom cannot follow a download link: the file name saved is what the link names.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download)
  }
  URL.createObjectURL = () => "blob:saved"
  URL.revokeObjectURL = () => undefined
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

const Clients: React.FC = () => <ClientsScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />

/** The client's row, its programme's end opened. */
const openPanel = async (user: ReturnType<typeof userEvent.setup>) => {
  const heading = await screen.findByRole("heading", { name: new RegExp(`^${NAME}`) }, { timeout: 30_000 })
  const row = heading.closest("li") as HTMLElement
  await user.click(within(row).getByText("End of programme, testimonial and record"))
  return row
}

const WORDS = "Farida's team ships on time now.\n\nThat was not true in March."

describe("the programme's end in the studio", () => {
  it("ends the programme, asks for the testimonial and publishes the words as permitted", async () => {
    const user = userEvent.setup()
    const first = renderThemed(<Clients />)
    let row = await openPanel(user)
    await user.click(await within(row).findByRole("button", { name: "End the programme" }, { timeout: 30_000 }))
    await waitFor(() => expect(within(row).getByText("The programme is marked as ended.")).toBeVisible(), { timeout: 30_000 })
    await user.click(within(row).getByRole("button", { name: `Ask ${NAME} for a testimonial` }))
    await waitFor(() => expect(within(row).getByText(/has been e-mailed to ask for a testimonial/)).toBeVisible(), { timeout: 30_000 })
    first.unmount()

    const given = await call(CLIENT_TESTIMONIAL_CALLABLES.giveTestimonial, { engagementId, wording: WORDS, naming: { kind: "full", role: "Head of product", company: "Lumen Labs" }, permitted: true }, client)
    expect(given.error).toBeUndefined()

    renderThemed(<Clients />)
    row = await openPanel(user)
    expect(await within(row).findByText(/^Farida's team ships on time now\./, {}, { timeout: 30_000 })).toBeVisible()
    expect(within(row).getByText(/^Named on the site as:/)).toHaveTextContent(`Named on the site as: ${NAME}, Head of product, Lumen Labs`)
    await user.click(within(row).getByRole("button", { name: "Publish to your testimonials" }))
    await waitFor(() => expect(within(row).getByText(/^Published to your testimonials: the site shows it after its next build\./)).toBeVisible(), { timeout: 30_000 })
    const page = await db().collection(PAGES).doc("testimonials").get()
    expect(page.get("content.items")).toContainEqual(expect.objectContaining({ quote: WORDS, name: NAME, role: "Head of product", company: "Lumen Labs" }))

    await user.click(within(row).getByRole("button", { name: "Download the record (zip)" }))
    await waitFor(() => expect(saved).toEqual([`client-record-farida-haddad-${engagementId.slice(0, 8)}.zip`]), { timeout: 30_000 })
  })

  it("sends her suggested words for Farida to agree to, naming an empty suggestion at its field with what she typed kept", async () => {
    const SUGGESTED = "Farida's team ships on time now.\n\nThat was not true in March, and she would tell you so."
    const user = userEvent.setup()
    renderThemed(<Clients />)
    const row = await openPanel(user)
    await user.click(await within(row).findByRole("button", { name: "Suggest other words" }, { timeout: 30_000 }))
    const field = within(row).getByLabelText("Your suggested words")
    expect(field).toHaveValue(WORDS)

    await user.clear(field)
    await user.type(field, "   ")
    await user.click(within(row).getByRole("button", { name: "Send to Farida to agree" }))
    expect(field).toHaveAttribute("aria-invalid", "true")
    expect(field).toHaveAccessibleDescription(/Write the words first\./)
    expect(field).toHaveValue("   ")
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("suggestion")).toBeUndefined()

    await user.clear(field)
    await user.type(field, SUGGESTED)
    await user.click(within(row).getByRole("button", { name: "Send to Farida to agree" }))
    await waitFor(
      () => expect(within(row).getByText(/^Sent: /)).toHaveTextContent("Sent: Farida is asked to agree to these words in their room. Your site keeps the words they permitted until they do."),
      { timeout: 30_000 },
    )
    expect(within(row).getByText(/^Waiting for Farida to agree/)).toHaveTextContent(`Waiting for Farida to agree to your suggested words (sent ${longDate(new Date())}).`)
    expect(within(row).queryByLabelText("Your suggested words")).toBeNull()
    expect((await db().collection(CLIENT_TESTIMONIALS).doc(engagementId).get()).get("suggestion.wording")).toBe(SUGGESTED)
    // Her site keeps the permitted words.
    const page = await db().collection(PAGES).doc("testimonials").get()
    expect(page.get("content.items")).toContainEqual(expect.objectContaining({ quote: WORDS, name: NAME }))
  })

  it("names the client's request for erasure on the desk, and erases the record once her name is typed", async () => {
    const asked = await call(CLIENT_TESTIMONIAL_CALLABLES.requestErasure, { engagementId }, client)
    expect(asked.error).toBeUndefined()
    const user = userEvent.setup()
    const desk = renderThemed(<DeskScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />)
    const list = await screen.findByRole("list", { name: "Clients who asked for their record to be erased" }, { timeout: 30_000 })
    expect(list).toHaveTextContent(NAME)
    desk.unmount()

    renderThemed(<Clients />)
    const row = await openPanel(user)
    await user.click(await within(row).findByRole("button", { name: "Erase the record…" }, { timeout: 30_000 }))
    await user.type(within(row).getByLabelText(`Type ${NAME} to confirm`), "Farida")
    await user.click(within(row).getByRole("button", { name: "Erase for good" }))
    expect(await within(row).findByRole("alert", {}, { timeout: 30_000 })).toHaveTextContent(new RegExp(`^Type the client's name, ${NAME}, to confirm\\.$`))
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).get("state")).toBe("accepted")

    await user.type(within(row).getByLabelText(`Type ${NAME} to confirm`), " Haddad")
    await user.click(within(row).getByRole("button", { name: "Erase for good" }))
    await waitFor(() => expect(within(row).getByText(/^The client's record is erased\. Kept for your accounts: 1 invoice and 0 credit notes\./)).toBeVisible(), { timeout: 30_000 })
    expect((await db().collection(ENGAGEMENTS).doc(engagementId).get()).data()).toEqual({ state: "erased", erasedAt: expect.anything() })
  })
})
