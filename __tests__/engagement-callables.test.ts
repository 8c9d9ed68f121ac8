/**
 * @jest-environment node
 *
 * The coach's proposal callables over the real callable protocol, on the run's shared local
 * backend (the Functions emulator running functions/, the Auth emulator, the Firestore stand-in):
 * only the coach may call them; a bad field is refused by name with nothing stored or sent; a
 * proposal is stored with its exact terms and their hash, and the client e-mailed a link to their
 * room once; it expires after her days, and can be sent again or withdrawn. Its accounts and
 * proposals are its own: other suites' are in the same backend.
 */
import { createHash, randomUUID } from "node:crypto"
import { getAuth } from "firebase-admin/auth"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import site from "../content/site.json"
import terms from "../content/engagement-terms.json"
import { ENGAGEMENT_CALLABLES, type ListProposalsResult, type ProposalChangeResult, type SendProposalResult } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { termsSchema } from "../contract/engagement-terms"
import { ENGAGEMENTS, FUNCTIONS_REGION, MAIL } from "../contract/firebase-settings"
import { signIn } from "./helpers/auth-emulator"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(120_000)

const backend = sharedLocalBackendForFile("engagement-callables-test")
const db = () => getFirestore(backend.adminApp())

interface Answer<T> {
  result?: T
  error?: { status: string; message: string; details?: { problems?: { field: string; message: string }[] } }
}

/** A callable as the studio's browser SDK calls it: a POST of `{ data }`, the ID token as bearer. */
const call = async <T = unknown>(name: string, data: unknown, idToken?: string): Promise<Answer<T>> => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = backend.env()
  const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  })
  return (await response.json()) as Answer<T>
}

/** A signed-in account of this suite's own, verified, with the claims given. */
const account = async (email: string, claims: Record<string, unknown> | null): Promise<string> => {
  const auth = getAuth(backend.adminApp())
  const password = "a-long-test-password"
  const user = await auth.createUser({ email, password, emailVerified: true })
  if (claims) await auth.setCustomUserClaims(user.uid, claims)
  return (await signIn(backend.env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST, email, password)).idToken
}

let coach: string
let stranger: string
let client: string

beforeAll(async () => {
  coach = await account("engagements.coach@example.co.uk", { coach: true })
  stranger = await account("engagements.stranger@example.co.uk", null)
  // A client's claim opens their own room, never the studio.
  client = await account("engagements.client@example.co.uk", { client: true })
})

const sponsored = (email = "priya.raman@example.co.uk"): ProposalInput => ({
  client: { name: "Priya Raman", email },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: "accounts@harbourstreet.example.co.uk" },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
    vatNumber: "GB 123 4567 89",
  },
  programme: { title: "Leadership programme", basedOn: "leadership-programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-01-11",
  note: "Lovely to speak on Tuesday.\n\nHere is what we discussed.",
})

const mailsFor = async (proposalId: string) =>
  (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith(`proposal-${proposalId}-`)).map((doc) => ({ id: doc.id, ...doc.data() }))

const send = (proposalId: string, proposal: ProposalInput = sponsored()) =>
  call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal }, coach)

describe("who may call the proposal callables", () => {
  const requests: Record<keyof typeof ENGAGEMENT_CALLABLES, unknown> = {
    sendProposal: { proposalId: randomUUID(), proposal: sponsored("refused.client@example.co.uk") },
    listProposals: {},
    withdrawProposal: { proposalId: randomUUID() },
    resendProposal: { proposalId: randomUUID() },
  }

  it.each(Object.keys(requests) as (keyof typeof requests)[])("%s refuses an anonymous caller, a stranger and a client", async (name) => {
    expect((await call(ENGAGEMENT_CALLABLES[name], requests[name])).error?.status).toBe("UNAUTHENTICATED")
    expect((await call(ENGAGEMENT_CALLABLES[name], requests[name], stranger)).error?.status).toBe("PERMISSION_DENIED")
    expect((await call(ENGAGEMENT_CALLABLES[name], requests[name], client)).error?.status).toBe("PERMISSION_DENIED")
    const stored = await db().collection(ENGAGEMENTS).where("clientEmail", "==", "refused.client@example.co.uk").get()
    expect(stored.size).toBe(0)
  })

  it("answers a stranger's list with nothing of anyone's proposals", async () => {
    await send(randomUUID(), sponsored("listed.client@example.co.uk"))
    const answer = await call(ENGAGEMENT_CALLABLES.listProposals, {}, stranger)
    expect(answer.result).toBeUndefined()
    expect(JSON.stringify(answer)).not.toContain("listed.client")
  })
})

describe("sending a proposal", () => {
  it("stores it with the exact terms and their content hash, and e-mails the client a link to their room once", async () => {
    const proposalId = randomUUID()
    const sent = await send(proposalId)
    expect(sent.error).toBeUndefined()
    expect(sent.result).toMatchObject({ sent: true, proposal: { proposalId, state: "sent", sends: 1, proposal: { client: { name: "Priya Raman" }, programme: { feePence: 480_000 } } } })

    const stored = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    const exactTerms = termsSchema.parse(terms)
    const hash = createHash("sha256").update(JSON.stringify(exactTerms)).digest("hex")
    expect(stored.get("terms")).toEqual({ hash, content: exactTerms })
    expect(sent.result?.proposal.termsHash).toBe(hash)
    expect(stored.get("clientEmail")).toBe("priya.raman@example.co.uk")
    expect(stored.get("proposal.payer")).toMatchObject({ name: "Harbour Street Logistics Ltd", poNumber: "PO-20931", vatNumber: "GB 123 4567 89" })

    const [mail, ...more] = await mailsFor(proposalId)
    expect(more).toEqual([])
    expect(mail).toMatchObject({ to: ["priya.raman@example.co.uk"], message: { subject: "Your coaching proposal from Eleanor Whitcombe: Leadership programme" } })
    const text = (mail as unknown as { message: { text: string } }).message.text
    expect(text).toContain(`${site.siteUrl}/client/`)
    expect(text).toContain("Dear Priya,")
    expect(text).toContain("8 sessions of 90 minutes starting on Monday 11 January 2027, for £4,800, paid in 3 monthly instalments of £1,600, invoiced to Harbour Street Logistics Ltd.")
    expect(text).toContain("Here is what we discussed.")

    // The studio's retry after a dropped connection: the same proposal, no second e-mail.
    const again = await send(proposalId)
    expect(again.result).toMatchObject({ sent: false, proposal: { proposalId, sends: 1 } })
    expect(await mailsFor(proposalId)).toHaveLength(1)
    // The same id with other terms of hers is not that retry.
    const other = await send(proposalId, { ...sponsored(), programme: { ...sponsored().programme, feePence: 450_000 } })
    expect(other.error?.status).toBe("ALREADY_EXISTS")
  })

  it.each([
    ["a name that would add a line to the e-mail's headers", { client: { name: "Priya\r\nBcc: everyone@example.com", email: "bad.name@example.co.uk" } }, "proposal.client.name", "must be one line"],
    ["a fee over £100,000", { programme: { ...sponsored().programme, feePence: 10_000_001 } }, "proposal.programme.feePence", "must be at most 10000000"],
    ["a PO number over two lines", { payer: { ...(sponsored().payer as object), poNumber: "PO-1\nPO-2" } }, "proposal.payer.poNumber", "must be one line"],
  ])("refuses %s by its field, storing and sending nothing", async (_what, change, field, message) => {
    const proposalId = randomUUID()
    const answer = await send(proposalId, { ...sponsored("bad.name@example.co.uk"), ...change } as ProposalInput)
    expect(answer.error?.status).toBe("INVALID_ARGUMENT")
    expect(answer.error?.details?.problems).toContainEqual({ field, message })
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).exists).toBe(false)
    expect(await mailsFor(proposalId)).toEqual([])
  })
})

describe("a proposal's state", () => {
  const listed = async (proposalId: string) => {
    const answer = await call<ListProposalsResult>(ENGAGEMENT_CALLABLES.listProposals, {}, coach)
    expect(answer.error).toBeUndefined()
    return answer.result?.proposals.find((proposal) => proposal.proposalId === proposalId)
  }

  it("is expired once her days have passed, and open again for her days when she sends it again", async () => {
    const proposalId = randomUUID()
    await send(proposalId)
    const { proposalDays } = (await call<ListProposalsResult>(ENGAGEMENT_CALLABLES.listProposals, {}, coach)).result ?? {}
    expect(proposalDays).toBe(site.proposalDays)
    expect(await listed(proposalId)).toMatchObject({ state: "sent" })

    // Sent her days and a minute ago.
    const sentAt = new Date(Date.now() - (site.proposalDays * 24 * 60 + 1) * 60_000)
    await db().collection(ENGAGEMENTS).doc(proposalId).update({ sentAt: Timestamp.fromDate(sentAt) })
    const expired = await listed(proposalId)
    expect(expired).toMatchObject({ state: "expired", sentAt: sentAt.toISOString() })
    expect(Date.parse(expired?.expiresAt ?? "")).toBeLessThan(Date.now())
    // Expiry is shown, not stored: the record still says sent.
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("state")).toBe("sent")

    const resent = await call<ProposalChangeResult>(ENGAGEMENT_CALLABLES.resendProposal, { proposalId }, coach)
    expect(resent.result?.proposal).toMatchObject({ state: "sent", sends: 2 })
    expect(Date.parse(resent.result?.proposal.expiresAt ?? "")).toBeGreaterThan(Date.now() + (site.proposalDays - 1) * 24 * 60 * 60_000)
    const mails = await mailsFor(proposalId)
    expect(mails.map((mail) => mail.id).sort()).toEqual([`proposal-${proposalId}-1`, `proposal-${proposalId}-2`])
    expect(JSON.stringify(mails)).toContain("I am sending my proposal again")
  })

  it("is withdrawn for good: listed so, and not sent again", async () => {
    const proposalId = randomUUID()
    await send(proposalId)
    const withdrawn = await call<ProposalChangeResult>(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId }, coach)
    expect(withdrawn.result?.proposal.state).toBe("withdrawn")
    expect(await listed(proposalId)).toMatchObject({ state: "withdrawn" })
    const resent = await call(ENGAGEMENT_CALLABLES.resendProposal, { proposalId }, coach)
    expect(resent.error?.status).toBe("FAILED_PRECONDITION")
    expect(await mailsFor(proposalId)).toHaveLength(1)
  })

  it("is refused for a proposal that does not exist", async () => {
    expect((await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId: randomUUID() }, coach)).error?.status).toBe("NOT_FOUND")
    expect((await call(ENGAGEMENT_CALLABLES.resendProposal, { proposalId: "not-an-id" }, coach)).error).toMatchObject({
      status: "INVALID_ARGUMENT",
      details: { problems: [{ field: "proposalId", message: "must be the id of a proposal" }] },
    })
  })
})
