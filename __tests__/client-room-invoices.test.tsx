/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The client's invoices in their room, rendered in jsdom with the room's own callable client,
 * signed in as a client of this suite's own, against the invoice callables on the run's shared
 * local backend: an accepted engagement's invoice with what it is for, its amount, due date and
 * state, what is due in total and how to pay; and its PDF downloaded, read back with the PDF parser
 * the invoice tests use.
 * Its proposals and accounts are its own: other suites' are in the same backend.
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
import { ENGAGEMENT_CALLABLES } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { INVOICES } from "../contract/firebase-settings"
import { dayOf, longDate } from "../contract/long-date"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { ClientRoom } from "../client/room/client-room"
import { acceptWithAdmin, accountOn, callOn, londonDayAfter, waitFor as waitUntil } from "./helpers/engagement-backend"
import { pdfTextOutsideJsdom } from "./helpers/pdf-text-outside-jsdom"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("client-room-invoices-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const CLIENT = { email: "room.invoices.client@example.co.uk", password: "a-long-client-password" }

/** The files the room saves, as the browser's download would get them. */
const saved: { blob: Blob; filename: string }[] = []

let setup: FirebaseSetup
let engagementId = ""

const proposal: ProposalInput = {
  client: { name: "Imogen Barker", email: CLIENT.email },
  payer: { kind: "client" },
  programme: { title: "Stepping up to the board", sessions: 6, sessionMinutes: 90, feePence: 150_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-02-01",
}

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const coach = await accountOn(backend)("room.invoices.coach@example.co.uk", { coach: true })
  engagementId = randomUUID()
  const sent = await call(ENGAGEMENT_CALLABLES.sendProposal, { proposalId: engagementId, proposal }, coach)
  if (sent.error) throw new Error(`the proposal was not sent: ${JSON.stringify(sent.error)}`)
  await acceptWithAdmin(backend, engagementId, "Imogen Barker")
  await waitUntil(() => db().collection(INVOICES).doc(`${engagementId}-1`).get(), (doc) => doc.exists)

  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...CLIENT, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { client: true })
  await signInWithEmailAndPassword(getAuthService(setup), CLIENT.email, CLIENT.password)

  // jsdom cannot follow a download link: the file saved is what the link's blob address holds.
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href)
    if (blob && this.download) saved.push({ blob, filename: this.download })
  }
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:saved-${blobs.size}`
    blobs.set(url, blob)
    return url
  }
  URL.revokeObjectURL = () => undefined
})

const blobs = new Map<string, Blob>()

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

/** A Blob's bytes, as browsers' arrayBuffer() gives them (jsdom's Blob has none). */
const bytesOf = (blob: Blob) =>
  new Promise<Uint8Array>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer))
    reader.readAsArrayBuffer(blob)
  })

describe("the client's invoices", () => {
  it("shows an accepted engagement's invoice with its amount, due date and how to pay, and downloads its PDF", async () => {
    const stored = await db().collection(INVOICES).doc(`${engagementId}-1`).get()
    const number = String(stored.get("number"))
    const user = userEvent.setup()
    renderThemed(<ClientRoom setup={setup} />)

    expect(await screen.findByRole("heading", { name: "Your programme: Stepping up to the board" }, { timeout: 30_000 })).toBeVisible()
    const list = await screen.findByRole("list", { name: "Your invoices" }, { timeout: 30_000 })
    const invoice = within(list).getByRole("listitem", { name: new RegExp(`^Invoice ${number}`) })
    expect(within(invoice).getByRole("heading", { level: 4 })).toHaveTextContent(`Invoice ${number}Due`)
    // The first of three monthly instalments: £500 and VAT at her 20%.
    expect(invoice).toHaveTextContent(/ForStepping up to the board: instalment 1 of 3Period\d+ \w+ 20\d\d to \d+ \w+ 20\d\d/)
    expect(invoice).toHaveTextContent("Amount£600, including VAT at 20% of £100")
    expect(invoice).toHaveTextContent(`Due by${longDate(dayOf(londonDayAfter(14)))}`)
    expect(screen.getByText("Due in total: £600.")).toBeVisible()
    const pay = within(invoice).getByRole("heading", { name: "How to pay" }).parentElement as HTMLElement
    expect(pay).toHaveTextContent(`Please pay £600 by bank transfer by ${longDate(dayOf(londonDayAfter(14)))}, quoting the invoice number as the reference.`)
    expect(pay).toHaveTextContent(`Account nameWhitcombe Leadership LtdSort code40-11-62Account number71234568Reference${number}`)

    await user.click(within(invoice).getByRole("button", { name: `Download invoice ${number} (PDF)` }))
    await waitFor(() => expect(within(invoice).getByRole("status")).toHaveTextContent(`Invoice ${number} is saved as invoice-${number}.pdf.`), { timeout: 30_000 })
    expect(saved.map((file) => [file.filename, file.blob.type])).toEqual([[`invoice-${number}.pdf`, "application/pdf"]])
    const text = await pdfTextOutsideJsdom(await bytesOf(saved[0].blob))
    expect(text).toMatch(new RegExp(`Invoice number ?${number}`))
    expect(text).toContain("Imogen Barker")
  })
})
