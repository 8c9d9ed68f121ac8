/**
 * @jest-environment ./test-support/jsdom-with-network.js
 * @jest-environment-options {"customExportConditions": ["node", "node-addons"]}
 */
/**
 * The studio's Clients screen and her proposal form, rendered in jsdom with the studio's own
 * callable client, signed in as a coach of this suite's own, against the proposal callables on the
 * run's shared local backend (the Functions emulator running functions/, the Auth emulator, the
 * Firestore stand-in): the form refuses a bad field by name and keeps the rest, on the device too;
 * a fee typed in pounds is stored in pence; the instalments show as she types; a send whose answer
 * is lost, sent again, reaches the client once; the list shows each state, and withdrawing and
 * sending again work, a refusal told in plain words. Between the studio and the Functions emulator
 * is a loopback relay that passes every call on and can drop an answer, as a failing connection
 * would. Its accounts and clients are its own: other suites' are in the same backend.
 */
// First: the Admin SDK needs Node's globals that jsdom leaves out.
import "./helpers/node-globals"
import { createServer, type IncomingHttpHeaders } from "node:http"
import type { AddressInfo } from "node:net"
import * as React from "react"
import { fireEvent, screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { getAuth } from "firebase-admin/auth"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { ENGAGEMENT_CALLABLES } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { ENGAGEMENTS, MAIL } from "../contract/firebase-settings"
import type { StudioOffers } from "../contract/proposal-offers"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { sendProposal } from "../studio/callables/engagement-callables"
import { ClientsScreen } from "../studio/clients/clients-screen"
import { dataFile, filePages } from "../test-support/content-files"
import { sharedLocalBackendForFile } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"

jest.setTimeout(120_000)

const backend = sharedLocalBackendForFile("studio-clients-test")
const db = () => getFirestore(backend.adminApp())

const COACH = { email: "clients.coach@example.co.uk", password: "a-long-test-password" }

/** Her services and programmes as the studio page's query hands them over, from content/. */
const OFFERS: StudioOffers = { services: dataFile("services").items, programmes: dataFile("programmes").items }

/** The callables the studio called through the relay, in order. */
const called: string[] = []
/** The callable whose next answer the relay drops (the call itself reaches the function). */
let dropAnswerOf: string | null = null

const relay = createServer((req, res) => {
  const chunks: Buffer[] = []
  req.on("data", (chunk: Buffer) => chunks.push(chunk))
  req.on("end", () => {
    const name = (req.url ?? "").split("?")[0].split("/").pop() ?? ""
    if (req.method === "POST") called.push(name)
    const headers = Object.fromEntries(
      Object.entries(req.headers as IncomingHttpHeaders).flatMap(([key, value]) => (["host", "content-length", "connection"].includes(key) || value === undefined ? [] : [[key, String(value)]])),
    )
    void fetch(`http://${backend.env().GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST}${req.url ?? ""}`, {
      method: req.method,
      headers,
      body: req.method === "POST" ? Buffer.concat(chunks) : undefined,
    }).then(async (answer) => {
      const body = Buffer.from(await answer.arrayBuffer())
      if (name === dropAnswerOf) {
        dropAnswerOf = null
        // The function has run; its answer never arrives.
        req.socket.destroy()
        return
      }
      res.writeHead(answer.status, { "content-type": answer.headers.get("content-type") ?? "application/json", "access-control-allow-origin": "*" }).end(body)
    })
  })
})

let setup: FirebaseSetup

beforeAll(async () => {
  await new Promise<void>((ready) => relay.listen(0, "127.0.0.1", ready))
  const made = firebaseSetup({ ...backend.env(), GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: `127.0.0.1:${(relay.address() as AddressInfo).port}` })
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
  const auth = getAuth(backend.adminApp())
  const user = await auth.createUser({ ...COACH, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { coach: true })
  await signInWithEmailAndPassword(getAuthService(setup), COACH.email, COACH.password)
})

afterAll(async () => {
  await signOut(getAuthService(setup)).catch(() => undefined)
  await new Promise<void>((done) => relay.close(() => done()))
})

beforeEach(() => {
  // This suite's drafts only: Auth keeps its session on the device too.
  for (const key of Object.keys(window.localStorage)) if (key.startsWith("studio:proposal") || key === "studio:open-proposal") window.localStorage.removeItem(key)
  called.length = 0
})

const Clients: React.FC = () => <ClientsScreen setup={setup} topics={{}} filePages={filePages()} offers={OFFERS} onClose={() => undefined} />

const storedFor = async (email: string) => (await db().collection(ENGAGEMENTS).where("clientEmail", "==", email).get()).docs
const mailsFor = async (proposalId: string) => (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith(`proposal-${proposalId}-`))

/** A proposal's row in her list, by the client's name. */
const row = async (name: string): Promise<HTMLElement> => {
  const list = await screen.findByRole("list", { name: "Your proposals" }, { timeout: 30_000 })
  const heading = await within(list).findByRole("heading", { name: new RegExp(`^${name}`) })
  const item = heading.closest("li")
  if (!item) throw new Error(`no row for ${name}`)
  return item
}

const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label)

describe("her proposal form", () => {
  it("refuses a bad field by name and keeps everything typed, on the device too; fills the programme from her site; stores the fee in pence", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<Clients />)
    await user.click(screen.getByRole("button", { name: "Propose a programme" }))
    let form = screen.getByRole("form", { name: "A new proposal" })

    await user.type(field(form, "Client's name"), "Hannah Lewis")
    await user.type(field(form, "Client's e-mail address"), "hannah.lewis@")
    await user.click(within(form).getByRole("radio", { name: "A sponsoring organisation" }))
    await user.type(field(form, "Organisation's name"), "Canal Street Studios Ltd")
    await user.type(field(form, "Billing contact's name"), "Ravi Shah")
    await user.type(field(form, "Billing contact's e-mail address"), "accounts@canalstreet.example.co.uk")
    await user.type(field(form, "Billing address"), "1 Canal Street{Enter}Manchester{Enter}M1 3HE")
    await user.type(field(form, "Purchase order number (optional)"), "PO-7781")
    await user.type(field(form, "Organisation's VAT number (optional)"), "123 4567 89")

    // The programme from her site: its title, sessions, their length and its fee.
    await user.selectOptions(field(form, "Service or programme"), "The First 100 Days")
    expect(field(form, "Programme's title")).toHaveValue("The First 100 Days")
    expect(field(form, "Number of sessions")).toHaveValue("8")
    expect(field(form, "Length of a session (minutes)")).toHaveValue("90")
    expect(field(form, "Fee (£, before VAT)")).toHaveValue("5,800")
    expect(within(form).getByText("Its page says: Eight sessions of 90 minutes.")).toBeVisible()
    // Hers to change for this client.
    await user.clear(field(form, "Fee (£, before VAT)"))
    await user.type(field(form, "Fee (£, before VAT)"), "£1,234.56")

    await user.click(within(form).getByRole("radio", { name: "In monthly instalments" }))
    await user.clear(field(form, "Number of monthly instalments"))
    await user.type(field(form, "Number of monthly instalments"), "5")
    // 123,456p in five: four of 24,691p, the last taking the remainder.
    expect(within(within(form).getByRole("list", { name: "Instalments" })).getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "£246.91 when the client accepts",
      "£246.91",
      "£246.91",
      "£246.91",
      "£246.92 (the last takes the remaining pence)",
    ])
    fireEvent.change(field(form, "Start date"), { target: { value: "2027-02-01" } })
    await user.type(field(form, "A personal note (optional)"), "Lovely to meet you on Tuesday.")

    await user.click(within(form).getByRole("button", { name: "Send the proposal" }))
    const summary = await within(form).findByRole("alert")
    expect(summary).toHaveTextContent("The proposal has not been sent. 2 things need changing first:")
    expect(within(summary).getByRole("link", { name: "Client's e-mail address: must be an e-mail address" })).toBeVisible()
    expect(within(summary).getByRole("link", { name: "Organisation's VAT number (optional): must be a VAT number, two letters then digits (GB 123 4567 89)" })).toBeVisible()
    expect(field(form, "Client's e-mail address")).toHaveAttribute("aria-invalid", "true")
    expect(field(form, "Client's e-mail address")).toHaveFocus()
    expect(field(form, "Organisation's VAT number (optional)")).toHaveAccessibleDescription(/must be a VAT number/)
    expect(field(form, "Organisation's name")).not.toHaveAttribute("aria-invalid")
    // Nothing typed is lost, and nothing went to the server.
    expect(field(form, "Fee (£, before VAT)")).toHaveValue("£1,234.56")
    expect(field(form, "Billing address")).toHaveValue("1 Canal Street\nManchester\nM1 3HE")
    expect(called).not.toContain(ENGAGEMENT_CALLABLES.sendProposal)

    // A reload, or the tab closed: the proposal is on the device as she left it.
    unmount()
    renderThemed(<Clients />)
    form = await screen.findByRole("form", { name: "Proposal to Hannah Lewis" })
    expect(field(form, "Client's e-mail address")).toHaveValue("hannah.lewis@")
    expect(field(form, "Purchase order number (optional)")).toHaveValue("PO-7781")
    expect(field(form, "Fee (£, before VAT)")).toHaveValue("£1,234.56")
    expect(field(form, "A personal note (optional)")).toHaveValue("Lovely to meet you on Tuesday.")

    await user.type(field(form, "Client's e-mail address"), "example.co.uk")
    await user.clear(field(form, "Organisation's VAT number (optional)"))
    await user.type(field(form, "Organisation's VAT number (optional)"), "GB 123 4567 89")
    await user.click(within(form).getByRole("button", { name: "Send the proposal" }))
    await waitFor(() => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Your proposal is sent: Hannah Lewis has been e-mailed a link to it, open until/), {
      timeout: 60_000,
    })

    const [stored, ...more] = await storedFor("hannah.lewis@example.co.uk")
    expect(more).toEqual([])
    expect(stored.get("proposal")).toEqual({
      client: { name: "Hannah Lewis", email: "hannah.lewis@example.co.uk" },
      payer: {
        kind: "organisation",
        name: "Canal Street Studios Ltd",
        billingContact: { name: "Ravi Shah", email: "accounts@canalstreet.example.co.uk" },
        address: ["1 Canal Street", "Manchester", "M1 3HE"],
        poNumber: "PO-7781",
        vatNumber: "GB 123 4567 89",
      },
      programme: { title: "The First 100 Days", basedOn: "first-100-days", sessions: 8, sessionMinutes: 90, feePence: 123_456 },
      paymentPlan: { kind: "monthly", instalments: 5 },
      startDate: "2027-02-01",
      note: "Lovely to meet you on Tuesday.",
    })
    const hannah = await row("Hannah Lewis")
    expect(hannah).toHaveTextContent("The First 100 Days: 8 sessions of 90 minutes, £1,234.56 in 5 monthly instalments")
    expect(hannah).toHaveTextContent("Paid by Canal Street Studios Ltd, purchase order PO-7781")
    // Sent, it is no longer a draft on the device.
    expect(Object.keys(window.localStorage).filter((key) => key.startsWith("studio:proposal-draft:"))).toEqual([])
    expect(screen.queryByRole("list", { name: "Proposals not sent yet" })).toBeNull()
  })

  it("sends a proposal whose answer was lost once more, and the client gets it once", async () => {
    const user = userEvent.setup()
    renderThemed(<Clients />)
    await user.click(screen.getByRole("button", { name: "Propose a programme" }))
    const form = screen.getByRole("form", { name: "A new proposal" })
    await user.type(field(form, "Client's name"), "Oliver Grant")
    await user.type(field(form, "Client's e-mail address"), "oliver.grant@example.co.uk")
    await user.selectOptions(field(form, "Service or programme"), "Executive coaching")
    expect(field(form, "Number of sessions")).toHaveValue("10")
    expect(field(form, "Fee (£, before VAT)")).toHaveValue("6,500")
    expect(within(form).getByText(/Invoiced in full when the client accepts: £6,500/)).toBeVisible()
    fireEvent.change(field(form, "Start date"), { target: { value: "2027-03-01" } })

    dropAnswerOf = ENGAGEMENT_CALLABLES.sendProposal
    await user.click(within(form).getByRole("button", { name: "Send the proposal" }))
    expect(await within(form).findByRole("alert", undefined, { timeout: 60_000 })).toHaveTextContent(
      "The answer did not arrive, so the proposal may or may not have been sent. It is kept on this device: send it again, and your client will not be e-mailed it twice.",
    )
    expect(field(form, "Client's name")).toHaveValue("Oliver Grant")
    // It had reached the function: the proposal is stored, and its e-mail queued.
    const [first] = await storedFor("oliver.grant@example.co.uk")
    expect(await mailsFor(first.id)).toHaveLength(1)

    await user.click(within(form).getByRole("button", { name: "Send the proposal" }))
    await waitFor(
      () => expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/had reached the server before the connection dropped: Oliver Grant has been e-mailed it once/),
      { timeout: 60_000 },
    )
    expect(called.filter((name) => name === ENGAGEMENT_CALLABLES.sendProposal)).toHaveLength(2)
    const stored = await storedFor("oliver.grant@example.co.uk")
    expect(stored.map((doc) => doc.id)).toEqual([first.id])
    expect(await mailsFor(first.id)).toHaveLength(1)
    expect(await row("Oliver Grant")).toHaveTextContent(/Sent once, on/)
  })
})

describe("her proposals", () => {
  /** A proposal sent through the studio's client, then set as the client's answer would leave it. */
  const sent = async (name: string, email: string, change?: Record<string, unknown>) => {
    const proposal: ProposalInput = {
      client: { name, email },
      payer: { kind: "client" },
      programme: { title: "Board and investor readiness", basedOn: "board-and-investor-readiness", sessions: 4, sessionMinutes: 120, feePence: 320_000 },
      paymentPlan: { kind: "full" },
      startDate: "2027-01-18",
    }
    const { proposal: summary } = await sendProposal(setup, { proposalId: crypto.randomUUID(), proposal })
    if (change) await db().collection(ENGAGEMENTS).doc(summary.proposalId).update(change)
    return summary.proposalId
  }
  const longAgo = () => Timestamp.fromDate(new Date(Date.now() - 400 * 24 * 60 * 60 * 1000))

  it("shows each one's client, programme, fee and state, when it closes and how often it was sent; withdraws one after she confirms and sends one again", async () => {
    await sent("Amelia Clarke", "amelia.clarke@example.co.uk")
    const expired = await sent("Ben Hughes", "ben.hughes@example.co.uk", { sentAt: longAgo() })
    await sent("Chloe Evans", "chloe.evans@example.co.uk", { state: "accepted" })
    await sent("Daniel Price", "daniel.price@example.co.uk", { state: "opened" })
    const user = userEvent.setup()
    renderThemed(<Clients />)

    const amelia = await row("Amelia Clarke")
    expect(within(amelia).getByRole("heading")).toHaveTextContent("Amelia ClarkeSent")
    expect(amelia).toHaveTextContent("Board and investor readiness: 4 sessions of 120 minutes, £3,200 in full")
    expect(amelia).toHaveTextContent("Paid by the client")
    expect(amelia).toHaveTextContent(/Open until \d{1,2} \w+ 20\d\d/)
    expect(amelia).toHaveTextContent(/Sent once, on \d{1,2} \w+ 20\d\d to amelia\.clarke@example\.co\.uk/)
    const ben = await row("Ben Hughes")
    expect(within(ben).getByRole("heading")).toHaveTextContent("Ben HughesExpired")
    expect(ben).toHaveTextContent(/Closed unanswered on/)
    const chloe = await row("Chloe Evans")
    expect(within(chloe).getByRole("heading")).toHaveTextContent("Chloe EvansAccepted")
    // Answered: nothing left for her to do with it.
    expect(within(chloe).queryByRole("button")).toBeNull()
    expect(within(await row("Daniel Price")).getByRole("heading")).toHaveTextContent("Daniel PriceOpened")

    await user.click(within(amelia).getByRole("button", { name: "Withdraw the proposal to Amelia Clarke" }))
    const confirm = within(amelia).getByRole("group", { name: "Withdraw your proposal to Amelia Clarke?" })
    expect(confirm).toHaveTextContent("Amelia Clarke will no longer be able to accept it.")
    await user.click(within(confirm).getByRole("button", { name: "Withdraw the proposal" }))
    await waitFor(async () => expect(within(await row("Amelia Clarke")).getByRole("heading")).toHaveTextContent("Amelia ClarkeWithdrawn"), { timeout: 30_000 })
    expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Your proposal to Amelia Clarke is withdrawn: it can no longer be accepted/)
    expect(within(await row("Amelia Clarke")).queryByRole("button")).toBeNull()

    await user.click(within(await row("Ben Hughes")).getByRole("button", { name: "Send the proposal to Ben Hughes again" }))
    await waitFor(async () => expect(within(await row("Ben Hughes")).getByRole("heading")).toHaveTextContent("Ben HughesSent"), { timeout: 30_000 })
    expect(await row("Ben Hughes")).toHaveTextContent(/Sent twice, last on/)
    expect(screen.getAllByRole("status").map((status) => status.textContent).join(" ")).toMatch(/Your proposal has been sent again to Ben Hughes, open until/)
    expect(await mailsFor(expired)).toHaveLength(2)
  })

  it("says in plain words why a proposal the client answered meanwhile cannot be withdrawn, and shows it as it is", async () => {
    const proposalId = await sent("Emily Ward", "emily.ward@example.co.uk")
    const user = userEvent.setup()
    renderThemed(<Clients />)
    const emily = await row("Emily Ward")
    // The client declines while her list is open.
    await db().collection(ENGAGEMENTS).doc(proposalId).update({ state: "declined" })
    await user.click(within(emily).getByRole("button", { name: "Withdraw the proposal to Emily Ward" }))
    await user.click(within(emily).getByRole("button", { name: "Withdraw the proposal" }))
    expect(await screen.findByRole("alert", undefined, { timeout: 30_000 })).toHaveTextContent(
      "That can no longer be done: the client has answered this proposal, or it was withdrawn, since the list was loaded. The list now shows it as it is.",
    )
    expect(within(await row("Emily Ward")).getByRole("heading")).toHaveTextContent("Emily WardDeclined")
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("state")).toBe("declined")
  })
})
