/**
 * @jest-environment node
 *
 * Her e-mail when a client answers, through the client's real callables on the run's shared local
 * backend (the Functions emulator with the acceptance trigger, the Firestore stand-in): one e-mail
 * to her per acceptance (the signed agreement attached) and per decline (with the reason), saying
 * who, which programme, who pays and when; none for an answer the room refuses. Its accounts,
 * addresses and proposals are its own: other suites' are in the same backend.
 */
import { randomUUID } from "node:crypto"
import { getFirestore, type DocumentSnapshot } from "firebase-admin/firestore"
import site from "../content/site.json"
import { CLIENT_ROOM_CALLABLES, type ClientAnswerResult, type ClientEngagement, type ListEngagementsResult } from "../contract/client-room-api"
import { ENGAGEMENT_CALLABLES, type SendProposalResult } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { MAIL } from "../contract/firebase-settings"
import { accountOn, callOn, pdfText, waitFor } from "./helpers/engagement-backend"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(180_000)

const backend = sharedLocalBackendForFile("coach-answer-emails-test")
const db = () => getFirestore(backend.adminApp())
const call = callOn(backend)

const PRIYA = "priya.answers@example.co.uk"
const SAM = "sam.answers@example.co.uk"

let coach: string
let priya: string
let sam: string

beforeAll(async () => {
  const account = accountOn(backend)
  coach = await account("answers.coach@example.co.uk", { coach: true })
  priya = await account(PRIYA, { client: true })
  sam = await account(SAM, { client: true })
})

const proposalFor = (email: string): ProposalInput => ({
  client: { name: "Priya Raman", email },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: "accounts.answers@harbourstreet.example.co.uk" },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
  },
  programme: { title: "Leadership programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-01-11",
})

const proposed = async (email = PRIYA): Promise<string> => {
  const proposalId = randomUUID()
  const sent = await call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal: proposalFor(email) }, coach)
  expect(sent.error).toBeUndefined()
  return proposalId
}

const shown = async (idToken: string, proposalId: string): Promise<ClientEngagement> => {
  const answer = await call<ListEngagementsResult>(CLIENT_ROOM_CALLABLES.listEngagements, {}, idToken)
  const engagement = answer.result?.engagements.find((each) => each.proposalId === proposalId)
  if (!engagement) throw new Error(`${proposalId} is not in the room`)
  return engagement
}

const acceptance = (engagement: ClientEngagement, change: Record<string, unknown> = {}) => ({
  proposalId: engagement.proposalId,
  name: "Priya Raman",
  agreed: true,
  proposalHash: engagement.proposalHash,
  termsHash: engagement.termsHash,
  ...change,
})

const accept = (idToken: string, request: unknown) => call<ClientAnswerResult>(CLIENT_ROOM_CALLABLES.accept, request, idToken)
const decline = (idToken: string, request: unknown) => call<ClientAnswerResult>(CLIENT_ROOM_CALLABLES.decline, request, idToken)

/** Every e-mail to her about this proposal. */
const toCoach = async (proposalId: string): Promise<DocumentSnapshot[]> =>
  (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.includes(proposalId) && (doc.get("to") as string[]).includes(site.email))

/** Long enough for the acceptance trigger to have run again, had anything set it off. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 4_000))

const expectTheFacts = (mail: DocumentSnapshot) => {
  const text = String(mail.get("message.text"))
  for (const expected of [
    `Client: Priya Raman <${PRIYA}>`,
    "Programme: Leadership programme: 8 sessions of 90 minutes, starting 11 January 2027",
    "Fee: £4,800, in 3 monthly instalments of £1,600",
    "Paid by: Harbour Street Logistics Ltd (invoices to Tom Okafor <accounts.answers@harbourstreet.example.co.uk>, purchase order PO-20931)",
  ]) {
    expect(text).toContain(expected)
  }
  expect(mail.get("replyTo")).toBe(PRIYA)
  expect(String(mail.get("message.subject"))).not.toMatch(/[\r\n]/)
  expect(String(mail.get("message.html"))).toContain("<th align=\"left\">Paid by</th><td>Harbour Street Logistics Ltd (invoices to Tom Okafor &lt;accounts.answers@harbourstreet.example.co.uk&gt;, purchase order PO-20931)</td>")
}

describe("her e-mail when a client answers", () => {
  it("tells her of an acceptance once, with the signed agreement, and not again for the answers refused after it", async () => {
    const proposalId = await proposed()
    const seen = await shown(priya, proposalId)
    expect((await accept(priya, acceptance(seen))).error).toBeUndefined()

    const [mail] = await waitFor(
      () => toCoach(proposalId),
      (mails) => mails.length > 0,
    )
    expect(mail.id).toBe(`agreement-${proposalId}-coach`)
    expect(mail.get("message.subject")).toBe("Accepted: Priya Raman, Leadership programme")
    expectTheFacts(mail)
    expect(String(mail.get("message.text"))).toMatch(/Name typed: Priya Raman\nAccepted: \w+day \d+ \w+ \d{4} at \d\d:\d\d:\d\d \(London time\)/)
    const [attachment] = mail.get("message.attachments") as { content: string; contentType: string }[]
    expect(attachment.contentType).toBe("application/pdf")
    expect(await pdfText(attachment.content)).toContain("Name typed Priya Raman")

    // Accepting again and declining after: both refused, and nothing more to her.
    expect((await accept(priya, acceptance(seen))).error).toMatchObject({ status: "FAILED_PRECONDITION" })
    expect((await decline(priya, { proposalId, reason: "Changed my mind." })).error).toMatchObject({ status: "FAILED_PRECONDITION" })
    await settle()
    expect((await toCoach(proposalId)).map((doc) => doc.id)).toEqual([`agreement-${proposalId}-coach`])
  })

  it("tells her of a decline once, with the reason, queued with the decline itself", async () => {
    const proposalId = await proposed()
    const reason = "The timing is wrong for us this year.\n\nPerhaps in the spring, once the <restructure> is done."
    expect((await decline(priya, { proposalId, reason })).error).toBeUndefined()

    // Queued in the decline's own transaction: there as soon as the callable answers.
    const mails = await toCoach(proposalId)
    expect(mails.map((doc) => doc.id)).toEqual([`declined-${proposalId}-coach`])
    const [mail] = mails
    expect(mail.get("message.subject")).toBe("Declined: Priya Raman, Leadership programme")
    expectTheFacts(mail)
    expect(String(mail.get("message.text"))).toMatch(/Declined: \w+day \d+ \w+ \d{4} at \d\d:\d\d:\d\d \(London time\)/)
    expect(String(mail.get("message.text"))).toContain(`Their reason:\n\n${reason}`)
    expect(String(mail.get("message.html"))).toContain("Perhaps in the spring, once the &lt;restructure&gt; is done.")
    expect(mail.get("message.attachments")).toBeUndefined()

    // Declining again and accepting after: refused, and nothing more to her.
    expect((await decline(priya, { proposalId, reason })).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "declined" } })
    const seen = await shown(priya, proposalId)
    expect((await accept(priya, acceptance(seen))).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "declined" } })
    await settle()
    expect((await toCoach(proposalId)).map((doc) => doc.id)).toEqual([`declined-${proposalId}-coach`])
  })

  it("says so when the client gave no reason", async () => {
    const proposalId = await proposed()
    expect((await decline(priya, { proposalId })).error).toBeUndefined()
    const [mail] = await toCoach(proposalId)
    expect(String(mail.get("message.text"))).toContain("They gave no reason.")
    expect(String(mail.get("message.text"))).not.toContain("Their reason")
  })

  it("sends her nothing for an answer the room refuses: a changed proposal, another's, a bad reason, a withdrawn one", async () => {
    const proposalId = await proposed()
    const seen = await shown(priya, proposalId)
    expect((await accept(priya, acceptance(seen, { proposalHash: "0".repeat(64) }))).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "changed" } })
    expect((await accept(sam, acceptance(seen, { name: "Sam Reid" }))).error).toMatchObject({ status: "NOT_FOUND" })
    expect((await decline(sam, { proposalId })).error).toMatchObject({ status: "NOT_FOUND" })
    expect((await decline(priya, { proposalId, reason: "x".repeat(1001) })).error).toMatchObject({ status: "INVALID_ARGUMENT" })

    const withdrawn = await proposed()
    expect((await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId: withdrawn }, coach)).error).toBeUndefined()
    expect((await decline(priya, { proposalId: withdrawn })).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "withdrawn" } })

    await settle()
    expect(await toCoach(proposalId)).toEqual([])
    expect(await toCoach(withdrawn)).toEqual([])
  })
})
