/**
 * @jest-environment node
 *
 * The client's callables over the real callable protocol, on the run's shared local backend (the
 * Functions emulator running functions/, the Auth emulator, the Firestore stand-in): a sign-in
 * link is mailed only to an address with a proposal, the answer alike for anyone; the link signs
 * the client in with the client claim; a client reads and answers only their own proposals;
 * strangers, anonymous callers and the coach get nothing; an acceptance names what was shown,
 * needs the proposal open, is final and is stored as the agreement's trigger reads it; a decline
 * too. Its accounts, addresses and proposals are its own: other suites' are in the same backend.
 */
import { randomUUID } from "node:crypto"
import { getAuth } from "firebase-admin/auth"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import site from "../content/site.json"
import { CLIENT_ROOM_CALLABLES, type ClientAnswerResult, type ClientEngagement, type ListEngagementsResult } from "../contract/client-room-api"
import { ENGAGEMENT_CALLABLES, type SendProposalResult } from "../contract/engagement-api"
import type { ProposalInput } from "../contract/engagement-schema"
import { ENGAGEMENTS, FUNCTIONS_REGION, MAIL } from "../contract/firebase-settings"
import { emailKey, senderKey } from "../functions/src/common/sender-key"
import { firestore as functionsFirestore } from "../functions/src/firestore"
import { sendSignInLink } from "../functions/src/client-room/sign-in-link"
import { siteIdentity } from "../functions/src/site/site-identity"
import { signIn } from "./helpers/auth-emulator"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(120_000)

afterAll(() => functionsFirestore().terminate())

const backend = sharedLocalBackendForFile("client-room-callables-test")
const db = () => getFirestore(backend.adminApp())
const authHost = () => backend.env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST

interface Answer<T> {
  result?: T
  error?: { status: string; message: string; details?: { reason?: string; problems?: { field: string; message: string }[] } }
}

/** A callable as the room's browser SDK calls it: a POST of `{ data }`, the ID token as bearer. */
const call = async <T = unknown>(name: string, data: unknown, idToken?: string, headers: Record<string, string> = {}): Promise<Answer<T>> => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = backend.env()
  const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}), ...headers },
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
  return (await signIn(authHost(), email, password)).idToken
}

const PRIYA = "priya.room@example.co.uk"
const SAM = "sam.room@example.co.uk"

let coach: string
let stranger: string
let priya: string
let sam: string

beforeAll(async () => {
  coach = await account("room.coach@example.co.uk", { coach: true })
  stranger = await account("room.stranger@example.co.uk", null)
  priya = await account(PRIYA, { client: true })
  sam = await account(SAM, { client: true })
})

const proposalFor = (email: string, name = "Priya Raman"): ProposalInput => ({
  client: { name, email },
  payer: {
    kind: "organisation",
    name: "Harbour Street Logistics Ltd",
    billingContact: { name: "Tom Okafor", email: "accounts@harbourstreet.example.co.uk" },
    address: ["4 Harbour Street", "Bristol", "BS1 4RW"],
    poNumber: "PO-20931",
  },
  programme: { title: "Leadership programme", sessions: 8, sessionMinutes: 90, feePence: 480_000 },
  paymentPlan: { kind: "monthly", instalments: 3 },
  startDate: "2027-01-11",
  note: "Lovely to speak on Tuesday.",
})

/** Sends a proposal as the coach does, from the studio; answers its id. */
const proposed = async (email: string): Promise<string> => {
  const proposalId = randomUUID()
  const sent = await call<SendProposalResult>(ENGAGEMENT_CALLABLES.sendProposal, { proposalId, proposal: proposalFor(email) }, coach)
  expect(sent.error).toBeUndefined()
  return proposalId
}

const listOf = async (idToken: string): Promise<ClientEngagement[]> => {
  const answer = await call<ListEngagementsResult>(CLIENT_ROOM_CALLABLES.listEngagements, {}, idToken)
  expect(answer.error).toBeUndefined()
  return answer.result?.engagements ?? []
}

const shown = async (idToken: string, proposalId: string): Promise<ClientEngagement> => {
  const engagement = (await listOf(idToken)).find((each) => each.proposalId === proposalId)
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

/** The sign-in e-mails queued to `email`. */
const signInMailsTo = async (email: string) =>
  (await db().collection(MAIL).get()).docs.filter((doc) => doc.id.startsWith("client-sign-in-") && (doc.get("to") as string[]).includes(email)).map((doc) => doc.data())

const linkIn = (text: string): string => {
  const link = /https?:\/\/\S+oobCode=\S+/.exec(text)?.[0]
  if (!link) throw new Error(`no sign-in link in:\n${text}`)
  return link
}

describe("asking for a sign-in link", () => {
  it("mails a link to an address with a proposal, and answers a stranger exactly alike with nothing sent", async () => {
    const invited = "olu.invited@example.co.uk"
    await proposed(invited)
    const forClient = await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "Olu.Invited@example.co.uk" })
    const forStranger = await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "nobody.asked.room@example.co.uk" })
    expect(forClient).toEqual({ result: { outcome: "check-your-inbox" } })
    expect(forStranger).toEqual(forClient)

    const [mail, ...more] = await signInMailsTo("Olu.Invited@example.co.uk")
    expect(more).toEqual([])
    expect(mail).toMatchObject({ replyTo: site.email, message: { subject: `Your link to sign in to your client room: ${site.name}` } })
    expect(linkIn(mail.message.text)).toContain("mode=signIn")
    expect(await signInMailsTo("nobody.asked.room@example.co.uk")).toEqual([])
  })

  it("mails nothing to an address whose only proposal was withdrawn", async () => {
    const email = "wyn.withdrawn@example.co.uk"
    const proposalId = await proposed(email)
    await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId }, coach)
    expect(await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email })).toEqual({ result: { outcome: "check-your-inbox" } })
    expect(await signInMailsTo(email)).toEqual([])
    expect(await getAuth(backend.adminApp()).getUserByEmail(email).catch(() => null)).toBeNull()
  })

  /** The account the Auth emulator holds for `email`, or null. */
  const accountOf = (email: string) =>
    getAuth(backend.adminApp())
      .getUserByEmail(email)
      .catch((error: { code?: string }) => {
        if (error.code === "auth/user-not-found") return null
        throw error
      })

  it("makes an invited client's account before mailing the link (the client claim, unverified), which the link then signs in to; none for a stranger; the coach's left as it is", async () => {
    const email = "ada.first@example.co.uk"
    await proposed(email)
    expect(await accountOf(email)).toBeNull()
    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "Ada.First@example.co.uk" })
    const made = await accountOf(email)
    expect(made).toMatchObject({ email, emailVerified: false, customClaims: { client: true } })
    // Asking again finds it: one account, as it was.
    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email })
    expect(await accountOf(email)).toMatchObject({ uid: made?.uid, customClaims: { client: true } })

    // The link signs in to that account, now verified.
    const [mail] = await signInMailsTo(email)
    const room = new URL((await fetch(linkIn(mail.message.text), { redirect: "manual" })).headers.get("location") ?? "")
    const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, oobCode: room.searchParams.get("oobCode") }),
    })
    const signedIn = (await response.json()) as { localId?: string; isNewUser?: boolean; idToken?: string }
    expect(signedIn).toMatchObject({ localId: made?.uid, isNewUser: false })
    expect(await accountOf(email)).toMatchObject({ uid: made?.uid, emailVerified: true, customClaims: { client: true } })
    expect((await listOf(signedIn.idToken ?? "")).map((each) => each.proposal.client.email)).toEqual([email])

    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "nobody.account@example.co.uk" })
    expect(await accountOf("nobody.account@example.co.uk")).toBeNull()

    // A proposal to the coach's own address gives her account no client claim.
    await proposed("room.coach@example.co.uk")
    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "room.coach@example.co.uk" })
    expect((await accountOf("room.coach@example.co.uk"))?.customClaims).toEqual({ coach: true })
  })

  it("refuses what is not an e-mail address, by its field", async () => {
    const answer = await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email: "not an address" })
    expect(answer.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field: "email", message: "That does not look like an e-mail address." }] } })
  })

  it("gives a link that signs the client in on the room's page, with the client claim, to their proposal marked opened", async () => {
    const email = "lena.link@example.co.uk"
    const proposalId = await proposed(email)
    // As the room asks from a page of the local site: the link leads back to that page.
    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email }, undefined, { origin: "http://127.0.0.1:8000" })
    const [mail] = await signInMailsTo(email)
    const followed = await fetch(linkIn(mail.message.text), { redirect: "manual" })
    const room = new URL(followed.headers.get("location") ?? "")
    expect(`${room.origin}${room.pathname}`).toBe("http://127.0.0.1:8000/client/")
    expect(room.searchParams.get("mode")).toBe("signIn")

    // What signInWithEmailLink sends with the address and the link's code.
    const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, oobCode: room.searchParams.get("oobCode") }),
    })
    const signedIn = (await response.json()) as { idToken?: string; error?: unknown }
    expect(signedIn.error).toBeUndefined()
    // The link works once: its code, sent again, signs nobody in.
    const again = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:signInWithEmailLink?key=demo-api-key`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email, oobCode: room.searchParams.get("oobCode") }),
    })
    expect(((await again.json()) as { idToken?: string }).idToken).toBeUndefined()
    const user = await getAuth(backend.adminApp()).getUserByEmail(email)
    expect(user.customClaims).toEqual({ client: true })

    const [engagement, ...others] = await listOf(signedIn.idToken ?? "")
    expect(others).toEqual([])
    expect(engagement).toMatchObject({ proposalId, state: "opened", proposal: { client: { email }, programme: { feePence: 480_000 } } })
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("state")).toBe("opened")
  })

  it("leads anyone else's page to her site's own room, whatever origin the request names", async () => {
    const email = "ivo.origin@example.co.uk"
    await proposed(email)
    await call(CLIENT_ROOM_CALLABLES.sendSignInLink, { email }, undefined, { origin: "https://elsewhere.example" })
    const [mail] = await signInMailsTo(email)
    const room = new URL((await fetch(linkIn(mail.message.text), { redirect: "manual" })).headers.get("location") ?? "")
    expect(`${room.origin}${room.pathname}`).toBe(`${site.siteUrl}/client/`)
  })

  it("counts one mailbox once against the per-address limits, and refuses a client's address as a stranger's", async () => {
    const client = "mo.limits@example.co.uk"
    await proposed(client)
    // The functions' own code, with the functions' own firebase-admin (its Timestamp is theirs), on the shared backend.
    process.env.GCLOUD_PROJECT = backend.env().GATSBY_FIREBASE_PROJECT_ID
    const functionsDb = functionsFirestore()
    const auth = getAuth(backend.adminApp())
    const limits = { perHour: 1000, perHourPerEmail: 2, perHourAll: 1000, perDayPerEmail: 1000 }
    const ask = async (email: string) =>
      sendSignInLink(functionsDb, auth, {
        email,
        sender: await senderKey(functionsDb, `sender-${randomUUID()}`),
        emailKey: await emailKey(functionsDb, email),
        limits,
        site: siteIdentity(),
        continueUrl: `${site.siteUrl}/client/`,
        now: new Date(),
      })
    // Letter case and a +tag reach one mailbox: the third request of the hour is refused.
    await ask(client)
    await ask("Mo.Limits+room@example.co.uk")
    const refused = await ask("MO.LIMITS@example.co.uk").catch((error: unknown) => error)
    const stranger = "no.limits.stranger@example.co.uk"
    await ask(stranger)
    await ask(`${stranger.replace("@", "+a@")}`)
    const strangerRefused = await ask(stranger).catch((error: unknown) => error)
    expect(refused).toMatchObject({ code: "resource-exhausted" })
    expect(strangerRefused).toMatchObject({ code: "resource-exhausted", message: (refused as Error).message })
    expect(await signInMailsTo(client)).toHaveLength(1)
  })
})

describe("who may call the client callables", () => {
  const requests = () => ({
    listEngagements: {},
    accept: { proposalId: randomUUID(), name: "Someone", agreed: true, proposalHash: "0".repeat(64), termsHash: "0".repeat(64) },
    decline: { proposalId: randomUUID() },
  })

  it.each(["listEngagements", "accept", "decline"] as const)("%s refuses an anonymous caller, a stranger and the coach", async (name) => {
    const request = requests()[name]
    expect((await call(CLIENT_ROOM_CALLABLES[name], request)).error?.status).toBe("UNAUTHENTICATED")
    expect((await call(CLIENT_ROOM_CALLABLES[name], request, stranger)).error?.status).toBe("PERMISSION_DENIED")
    expect((await call(CLIENT_ROOM_CALLABLES[name], request, coach)).error?.status).toBe("PERMISSION_DENIED")
  })

  it("refuses a client another client's proposal: not listed, not accepted, not declined, and nothing of it said", async () => {
    const samsProposal = await proposed(SAM)
    expect((await listOf(priya)).map((each) => each.proposalId)).not.toContain(samsProposal)
    const seen = await shown(sam, samsProposal)
    const accepted = await accept(priya, acceptance(seen))
    const declined = await decline(priya, { proposalId: samsProposal })
    for (const answer of [accepted, declined]) {
      expect(answer.error?.status).toBe("NOT_FOUND")
      expect(JSON.stringify(answer)).not.toMatch(/Leadership|Harbour|sam\.room/)
    }
    expect((await db().collection(ENGAGEMENTS).doc(samsProposal).get()).get("state")).toBe("opened")
  })
})

describe("accepting", () => {
  it("records the name, the time and the hashes of what was shown, in one change to accepted; and is final", async () => {
    const proposalId = await proposed(PRIYA)
    const seen = await shown(priya, proposalId)
    const stored = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    // The room is shown the terms the proposal was sent with, by the hash stored beside them.
    expect(seen.termsHash).toBe(stored.get("terms.hash"))
    expect(seen.terms).toEqual(stored.get("terms.content"))
    expect(seen.proposalHash).toBe(stored.get("requestHash"))

    const before = Date.now()
    const answer = await accept(priya, acceptance(seen, { name: "  Priya Raman  " }))
    expect(answer.error).toBeUndefined()
    expect(answer.result?.engagement).toMatchObject({ state: "accepted", acceptance: { name: "Priya Raman", proposalHash: seen.proposalHash, termsHash: seen.termsHash } })

    const record = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    expect(record.get("state")).toBe("accepted")
    expect(record.get("acceptance")).toEqual({ name: "Priya Raman", acceptedAt: expect.any(Timestamp), proposalHash: seen.proposalHash, termsHash: seen.termsHash })
    expect((record.get("acceptance.acceptedAt") as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 5_000)

    const again = await accept(priya, acceptance(seen, { name: "Someone Else" }))
    expect(again.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "accepted" } })
    expect(again.error?.message).toMatch(/already accepted this proposal, and an acceptance is final/)
    const declined = await decline(priya, { proposalId })
    expect(declined.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "accepted" } })
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("acceptance.name")).toBe("Priya Raman")
    // Withdrawing it is refused her too.
    expect((await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId }, coach)).error?.status).toBe("FAILED_PRECONDITION")
  })

  it.each([
    ["the proposal's", { proposalHash: "a".repeat(64) }],
    ["the terms'", { termsHash: "b".repeat(64) }],
  ])("is refused when %s hash is not the one stored, and nothing changes", async (_what, change) => {
    const proposalId = await proposed(PRIYA)
    const answer = await accept(priya, acceptance(await shown(priya, proposalId), change))
    expect(answer.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "changed" } })
    expect(answer.error?.message).toMatch(/changed since this page showed them/)
    const record = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    expect(record.get("state")).toBe("opened")
    expect(record.get("acceptance")).toBeUndefined()
  })

  it("is refused once the proposal has expired, and once it is withdrawn, each saying so", async () => {
    const expiring = await proposed(PRIYA)
    const seen = await shown(priya, expiring)
    await db()
      .collection(ENGAGEMENTS)
      .doc(expiring)
      .update({ sentAt: Timestamp.fromMillis(Date.now() - (site.proposalDays * 24 * 60 + 1) * 60_000) })
    const late = await accept(priya, acceptance(seen))
    expect(late.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "expired" } })
    expect(late.error?.message).toMatch(/^This proposal closed on \w+day \d+ \w+ \d{4}\. Ask Eleanor Whitcombe to send it again/)
    expect((await shown(priya, expiring)).state).toBe("expired")

    const withdrawing = await proposed(PRIYA)
    const alsoSeen = await shown(priya, withdrawing)
    await call(ENGAGEMENT_CALLABLES.withdrawProposal, { proposalId: withdrawing }, coach)
    const gone = await accept(priya, acceptance(alsoSeen))
    expect(gone.error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "withdrawn" } })
    expect(gone.error?.message).toMatch(/has withdrawn this proposal/)
    for (const id of [expiring, withdrawing]) expect((await db().collection(ENGAGEMENTS).doc(id).get()).get("acceptance")).toBeUndefined()
  })

  it.each([
    ["no name", { name: "   " }, "name", "Type your full name to accept."],
    ["a name over two lines", { name: "Priya\nRaman" }, "name", "Your name must be on one line."],
    ["no tick", { agreed: false }, "agreed", "Tick “I agree to these terms” to accept."],
  ])("is refused with %s, by its field", async (_what, change, field, message) => {
    const proposalId = await proposed(PRIYA)
    const answer = await accept(priya, acceptance(await shown(priya, proposalId), change))
    expect(answer.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field, message }] } })
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("state")).toBe("opened")
  })
})

describe("declining", () => {
  it("records the reason and the time, is final, and leaves nothing to accept", async () => {
    const proposalId = await proposed(PRIYA)
    const seen = await shown(priya, proposalId)
    const answer = await decline(priya, { proposalId, reason: "The timing is wrong for us this year." })
    expect(answer.error).toBeUndefined()
    expect(answer.result?.engagement).toMatchObject({ state: "declined", declinedAt: expect.any(String) })
    const record = await db().collection(ENGAGEMENTS).doc(proposalId).get()
    expect(record.get("state")).toBe("declined")
    expect(record.get("decline")).toEqual({ reason: "The timing is wrong for us this year.", declinedAt: expect.any(Timestamp) })

    expect((await accept(priya, acceptance(seen))).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "declined" } })
    expect((await decline(priya, { proposalId })).error).toMatchObject({ status: "FAILED_PRECONDITION", details: { reason: "declined" } })
  })

  it("takes no reason at all, and refuses one over its length", async () => {
    const proposalId = await proposed(PRIYA)
    const long = await decline(priya, { proposalId, reason: "x".repeat(1001) })
    expect(long.error).toMatchObject({ status: "INVALID_ARGUMENT", details: { problems: [{ field: "reason", message: "The reason must be at most 1000 characters." }] } })
    const answer = await decline(priya, { proposalId })
    expect(answer.result?.engagement.state).toBe("declined")
    expect((await db().collection(ENGAGEMENTS).doc(proposalId).get()).get("decline.reason")).toBeUndefined()
  })
})
