/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * Her invoices in the studio, rendered in jsdom with the studio's own callable client, signed in
 * as a coach of this suite's own, against the invoice callables on the run's shared local backend:
 * on the Clients screen, an accepted client's next payment, an invoice marked paid, one voided with
 * a credit note, a refusal told in plain words with the list shown as it now is, and the CSV for
 * her accountant; on the desk, an overdue invoice named. Its proposals and accounts are its own;
 * other suites' invoices are in the same backend, so each row is found by its invoice's number.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { randomUUID } from "node:crypto"
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getAuth } from "firebase-admin/auth"
import { getFirestore } from "firebase-admin/firestore"
import { DateTime } from "luxon"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import type { ProposalInput } from "../contract/engagement-schema"
import { CREDIT_NOTES, INVOICES } from "../contract/firebase-settings"
import type { StudioOffers } from "../contract/proposal-offers"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { sendProposal } from "../studio/callables/engagement-callables"
import { markInvoicePaid } from "../studio/callables/invoice-callables"
import { ClientsScreen } from "../studio/clients/clients-screen"
import { DeskScreen } from "../studio/screens/desk-screen"
import { filePages } from "../test-support/content-files"
import { acceptWithAdmin, londonDayAfter, waitFor as waitUntil } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("studio-invoices-test")
const db = () => getFirestore(backend.adminApp())

const COACH = { email: "studio.invoices.coach@example.co.uk", password: "a-long-test-password" }
const OFFERS: StudioOffers = { services: [], programmes: [] }

let setup: FirebaseSetup

/** The files the screen saves, as the browser's download would get them. */
const saved: { blob: Blob; filename: string }[] = []
const blobs = new Map<string, Blob>()

beforeAll(async () => {
  const made = firebaseSetup(backend.env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...COACH, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { coach: true })
  await signInWithEmailAndPassword(getAuthService(setup), COACH.email, COACH.password)

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

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
})

/** A Blob's text, as browsers' text() gives it (jsdom's Blob has none). */
const textOf = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })

/** A proposal sent through the studio's client and accepted as the room stores it: its first invoice's id and number once issued. */
const acceptedInvoice = async (name: string, email: string, title: string, paymentPlan: ProposalInput["paymentPlan"] = { kind: "full" }): Promise<{ invoiceId: string; number: string }> => {
  const proposal: ProposalInput = {
    client: { name, email },
    payer: { kind: "client" },
    programme: { title, sessions: 4, sessionMinutes: 60, feePence: 120_000 },
    paymentPlan,
    startDate: "2027-03-01",
  }
  const { proposal: summary } = await sendProposal(setup, { proposalId: randomUUID(), proposal })
  await acceptWithAdmin(backend, summary.proposalId, name)
  const invoiceId = `${summary.proposalId}-1`
  const stored = await waitUntil(() => db().collection(INVOICES).doc(invoiceId).get(), (doc) => doc.exists)
  return { invoiceId, number: String(stored.get("number")) }
}

const Clients: React.FC = () => <ClientsScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />

/** An invoice's row in her list, by its number. */
const invoiceRow = async (number: string): Promise<HTMLElement> => {
  const list = await screen.findByRole("list", { name: "Your invoices" }, { timeout: 30_000 })
  const heading = await within(list).findByRole("heading", { name: new RegExp(`^${number}`) })
  const item = heading.closest("li")
  if (!item) throw new Error(`no row for ${number}`)
  return item
}

/** A proposal's row in her list, by the client's name. */
const proposalRow = async (name: string): Promise<HTMLElement> => {
  const list = await screen.findByRole("list", { name: "Your proposals" }, { timeout: 30_000 })
  const item = (await within(list).findByRole("heading", { name: new RegExp(`^${name}`) })).closest("li")
  if (!item) throw new Error(`no row for ${name}`)
  return item
}

const statuses = () => screen.getAllByRole("status").map((status) => status.textContent).join(" ")

/** "2 December 2026", as the studio writes a day. */
const inWords = (day: string) => new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(new Date(`${day}T12:00:00Z`))

describe("her invoices on the Clients screen", () => {
  it("shows an accepted client's next payment, and marks the invoice paid on today's date", async () => {
    const { invoiceId, number } = await acceptedInvoice("Harriet Cole", "studio.invoices.harriet@example.co.uk", "Leading a growing team")
    const user = userEvent.setup()
    renderThemed(<Clients />)

    // £1,200 and her 20% VAT, due in her 14 days.
    const due = inWords(londonDayAfter(14))
    let row = await invoiceRow(number)
    // Once her invoices are in, the client's row says what is owed next.
    expect(await proposalRow("Harriet Cole")).toHaveTextContent(`Next payment: ${number}, £1,440, due by ${due}`)
    expect(within(row).getByRole("heading", { level: 4 })).toHaveTextContent(`${number}Due`)
    expect(row).toHaveTextContent("Harriet Cole: Leading a growing team")
    expect(row).toHaveTextContent(`£1,440 (VAT £240), issued ${inWords(londonDayAfter(0))}, due by ${due}`)
    expect(within(screen.getByRole("list", { name: "Invoice totals" })).getByText("Due").closest("li")).toHaveTextContent(/^Due: £[\d,.]+ \(\d+ invoices?\)$/)

    await user.click(within(row).getByRole("button", { name: `Mark invoice ${number} paid` }))
    const question = within(row).getByRole("group", { name: `Mark invoice ${number} paid` })
    expect(within(question).getByLabelText("Day the transfer reached your account")).toHaveValue(londonDayAfter(0))
    await user.click(within(question).getByRole("button", { name: `Mark ${number} paid` }))
    await waitFor(async () => expect(within(await invoiceRow(number)).getByRole("heading", { level: 4 })).toHaveTextContent(`${number}Paid`), { timeout: 30_000 })
    row = await invoiceRow(number)
    expect(row).toHaveTextContent(`paid on ${inWords(londonDayAfter(0))}`)
    expect(within(row).queryByRole("button")).toBeNull()
    expect(statuses()).toContain(`Invoice ${number} is marked paid.`)
    expect(await proposalRow("Harriet Cole")).toHaveTextContent("Next payment: none due, its invoice is paid")
    const stored = await db().collection(INVOICES).doc(invoiceId).get()
    expect({ status: stored.get("status"), paidOn: stored.get("paidOn") }).toEqual({ status: "paid", paidOn: londonDayAfter(0) })
  })

  it("names the plan's next instalment, not yet issued, once the first invoice is paid", async () => {
    const { invoiceId, number } = await acceptedInvoice("Jonah Price", "studio.invoices.jonah@example.co.uk", "Scaling the leadership team", { kind: "monthly", instalments: 3 })
    await markInvoicePaid(setup, { invoiceId, paidOn: londonDayAfter(0) })
    renderThemed(<Clients />)
    await invoiceRow(number)
    // £400 and her 20% VAT, issued a month after the day the client accepted.
    const aMonthOn = DateTime.now().setZone("Europe/London").plus({ months: 1 }).toISODate() ?? ""
    expect(await proposalRow("Jonah Price")).toHaveTextContent(`Next payment: instalment 2 of 3, £480, to be invoiced on ${inWords(aMonthOn)}`)
  })

  it("refuses a day after today at its field, sending nothing", async () => {
    const { invoiceId, number } = await acceptedInvoice("Isaac Moore", "studio.invoices.isaac@example.co.uk", "First-time founder mentoring")
    const user = userEvent.setup()
    renderThemed(<Clients />)
    const row = await invoiceRow(number)
    await user.click(within(row).getByRole("button", { name: `Mark invoice ${number} paid` }))
    const field = within(row).getByLabelText("Day the transfer reached your account")
    await user.clear(field)
    await user.type(field, londonDayAfter(3))
    await user.click(within(row).getByRole("button", { name: `Mark ${number} paid` }))
    expect(await within(row).findByText("The day it was paid cannot be after today.")).toBeVisible()
    expect(field).toHaveAttribute("aria-invalid", "true")
    expect(field).toHaveValue(londonDayAfter(3))
    expect((await db().collection(INVOICES).doc(invoiceId).get()).get("status")).toBe("issued")
  })

  it("voids an invoice after she confirms, with the credit note's number", async () => {
    const { invoiceId, number } = await acceptedInvoice("Jessica Patel", "studio.invoices.jessica@example.co.uk", "Board readiness")
    const user = userEvent.setup()
    renderThemed(<Clients />)
    const row = await invoiceRow(number)
    await user.click(within(row).getByRole("button", { name: `Void invoice ${number}` }))
    const confirm = within(row).getByRole("group", { name: `Void invoice ${number}?` })
    expect(confirm).toHaveTextContent("A credit note for £1,440 cancels it, and is e-mailed to Jessica Patel (studio.invoices.jessica@example.co.uk).")
    await user.type(within(confirm).getByLabelText("Reason, printed on the credit note (optional)"), "Programme postponed to the autumn")
    await user.click(within(confirm).getByRole("button", { name: "Void it and issue a credit note" }))
    await waitFor(async () => expect(within(await invoiceRow(number)).getByRole("heading", { level: 4 })).toHaveTextContent(`${number}Void`), { timeout: 30_000 })

    const note = (await db().collection(CREDIT_NOTES).doc(invoiceId).get()).data()
    expect(note?.reason).toBe("Programme postponed to the autumn")
    const creditNote = String(note?.number)
    expect(creditNote).toMatch(/^CN-\d{4,}$/)
    expect(await invoiceRow(number)).toHaveTextContent(`: credit note ${creditNote}`)
    expect(statuses()).toContain(`Invoice ${number} is void: credit note ${creditNote} cancels it and has been e-mailed to Jessica Patel.`)
  })

  it("says in plain words why an invoice paid meanwhile cannot be voided, and shows it paid", async () => {
    const { invoiceId, number } = await acceptedInvoice("Kieran Walsh", "studio.invoices.kieran@example.co.uk", "Executive coaching")
    const user = userEvent.setup()
    renderThemed(<Clients />)
    const row = await invoiceRow(number)
    // Marked paid from another device while her list is open.
    await db().collection(INVOICES).doc(invoiceId).update({ status: "paid", paidOn: londonDayAfter(0) })
    await user.click(within(row).getByRole("button", { name: `Void invoice ${number}` }))
    await user.click(within(row).getByRole("button", { name: "Void it and issue a credit note" }))
    expect(await screen.findByRole("alert", undefined, { timeout: 30_000 })).toHaveTextContent(
      `Invoice ${number} cannot be voided: it has been marked paid since the list was loaded. The list now shows it as it is.`,
    )
    expect(within(await invoiceRow(number)).getByRole("heading", { level: 4 })).toHaveTextContent(`${number}Paid`)
    expect((await db().collection(CREDIT_NOTES).doc(invoiceId).get()).exists).toBe(false)
  })

  it("downloads the CSV for her accountant, holding the invoice", async () => {
    const { number } = await acceptedInvoice("Lucy Bennett", "studio.invoices.lucy@example.co.uk", "Leadership transition")
    const user = userEvent.setup()
    renderThemed(<Clients />)
    await invoiceRow(number)
    saved.length = 0
    await user.click(screen.getByRole("button", { name: "Download CSV for your accountant" }))
    await waitFor(() => expect(statuses()).toMatch(/Your invoices and credit notes are saved as invoices-\d{4}-\d{2}-\d{2}\.csv, for your accountant\./), { timeout: 30_000 })
    expect(saved.map((file) => [file.filename, file.blob.type])).toEqual([[`invoices-${londonDayAfter(0)}.csv`, "text/csv;charset=utf-8"]])
    const row = (await textOf(saved[0].blob)).split(/\r?\n/).find((line) => line.includes(number))
    expect(row).toContain("Lucy Bennett")
    expect(row).toContain("1440.00")
  })
})

describe("the desk", () => {
  it("names an overdue invoice, linking to the Clients screen", async () => {
    const { invoiceId, number } = await acceptedInvoice("Megan Foster", "studio.invoices.megan@example.co.uk", "Scaling the leadership team")
    // Issued and due long ago: the longest overdue in the backend, so the desk's first.
    await db().collection(INVOICES).doc(invoiceId).update({ issuedOn: "2020-01-06", dueOn: "2020-01-20" })
    renderThemed(<DeskScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />)
    const list = await screen.findByRole("list", { name: "Overdue invoices" }, { timeout: 30_000 })
    const item = within(list).getAllByRole("listitem")[0]
    expect(item).toHaveTextContent(`Megan FosterOverdue${number}, £1,440, was due by 20 January 2020`)
    expect(screen.getByRole("heading", { name: /^Overdue invoices \(\d+\)$/ })).toBeVisible()
    expect(screen.getByRole("link", { name: /^Your invoices \(£[\d,.]+ overdue\)$/ })).toHaveAttribute("href", "#clients")
    // After her new enquiries, before the proposals waiting for an answer.
    const [enquiries, invoices, proposals] = [/^New enquiries/, /^Overdue invoices/, /^Proposals waiting for an answer/].map((name) => screen.getByRole("heading", { name }))
    expect(enquiries.compareDocumentPosition(invoices) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(invoices.compareDocumentPosition(proposals) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
  })
})
