/**
 * @jest-environment node
 *
 * Who may have a client's account, against the run's shared local backend (the Auth emulator
 * calling functions/'s blocking function in the Functions emulator, the Firestore stand-in): an
 * address with an open proposal signs in with an e-mail link and gets the client claim, never the
 * coach's; an address with none, or with one withdrawn or expired, gets no account; a password
 * typed for an invited address makes none either. Its addresses are its own.
 */
import { randomUUID } from "node:crypto"
import { getAuth } from "firebase-admin/auth"
import { getFirestore, Timestamp } from "firebase-admin/firestore"
import site from "../content/site.json"
import { ENGAGEMENT_CALLABLES } from "../contract/engagement-api"
import { ENGAGEMENTS, FUNCTIONS_REGION } from "../contract/firebase-settings"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { signUp } from "./helpers/auth-emulator"
import { sharedLocalBackendForFile } from "./helpers/local-backend"

jest.setTimeout(120_000)

const backend = sharedLocalBackendForFile("client-sign-up-test")
const authHost = () => backend.env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
const projectId = () => backend.env().GATSBY_FIREBASE_PROJECT_ID
const auth = () => getAuth(backend.adminApp())

const identity = async <T>(action: string, body: unknown): Promise<{ ok: boolean; body: T & { error?: { message: string } } }> => {
  const response = await fetch(`http://${authHost()}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  })
  return { ok: response.ok, body: (await response.json()) as T & { error?: { message: string } } }
}

/** Asks for a sign-in link as the client's room will, and follows the one the emulator kept, as the client would from their mailbox. */
const signInWithEmailLink = async (email: string) => {
  const sent = await identity("sendOobCode", { requestType: "EMAIL_SIGNIN", email, continueUrl: `${site.siteUrl}/client/` })
  expect(sent.ok).toBe(true)
  const codes = (await (await fetch(`http://${authHost()}/emulator/v1/projects/${projectId()}/oobCodes`)).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] }
  const code = codes.oobCodes.filter((each) => each.email === email && each.requestType === "EMAIL_SIGNIN").at(-1)
  if (!code) throw new Error(`no sign-in link was kept for ${email}`)
  return identity<{ idToken?: string }>("signInWithEmailLink", { email, oobCode: code.oobCode })
}

/** A proposal to `email` as the studio stores it, `state` as given, sent `daysAgo` days ago. */
const proposalTo = async (email: string, state: string, daysAgo = 0) => {
  const sentAt = Timestamp.fromMillis(Date.now() - daysAgo * 24 * 60 * 60_000)
  await getFirestore(backend.adminApp()).collection(ENGAGEMENTS).doc(randomUUID()).set({ state, clientEmail: email.toLowerCase(), sentAt, createdAt: sentAt, sends: 1 })
}

const noAccount = async (email: string) => expect(auth().getUserByEmail(email)).rejects.toMatchObject({ code: "auth/user-not-found" })

const callStudio = async (name: string, idToken: string) => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host } = backend.env()
  const response = await fetch(`http://${host}/${projectId()}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: {} }),
  })
  return (await response.json()) as { result?: unknown; error?: { status: string } }
}

describe("a client's account", () => {
  it("is made for an address with an open proposal, signed in by e-mail link, with the client claim and not the coach's", async () => {
    await proposalTo("Priya.Raman.Invited@example.co.uk", "sent")
    const signedIn = await signInWithEmailLink("priya.raman.invited@example.co.uk")
    expect(signedIn.body.error).toBeUndefined()
    const user = await auth().getUserByEmail("priya.raman.invited@example.co.uk")
    expect(user.emailVerified).toBe(true)
    expect(user.customClaims).toEqual({ client: true })
    // The client's session reaches nothing of the studio.
    const token = signedIn.body.idToken ?? ""
    expect((await callStudio(ENGAGEMENT_CALLABLES.listProposals, token)).error?.status).toBe("PERMISSION_DENIED")
    expect((await callStudio(STUDIO_CALLABLES.listEnquiries, token)).error?.status).toBe("PERMISSION_DENIED")
  })

  it("is made for an address whose proposal the client opened", async () => {
    await proposalTo("sam.opened@example.co.uk", "opened", 3)
    expect((await signInWithEmailLink("sam.opened@example.co.uk")).body.error).toBeUndefined()
    expect((await auth().getUserByEmail("sam.opened@example.co.uk")).customClaims).toEqual({ client: true })
  })

  it.each([
    ["no proposal", "nobody.asked@example.co.uk", null, 0],
    ["a withdrawn proposal", "ada.withdrawn@example.co.uk", "withdrawn", 0],
    ["a declined proposal", "ben.declined@example.co.uk", "declined", 0],
    ["a proposal past her days", "cara.expired@example.co.uk", "sent", site.proposalDays + 1],
  ])("is refused to an address with %s", async (_what, email, state, daysAgo) => {
    if (state) await proposalTo(email, state, daysAgo)
    const signedIn = await signInWithEmailLink(email)
    expect(signedIn.ok).toBe(false)
    expect(signedIn.body.error?.message).toMatch(/This site does not take new accounts/)
    expect(signedIn.body.idToken).toBeUndefined()
    await noAccount(email)
  })

  it("is refused to a password typed for an invited address, as nobody has proved the mailbox", async () => {
    await proposalTo("dev.password@example.co.uk", "sent")
    const answer = await signUp(authHost(), "dev.password@example.co.uk", "someone-elses-password")
    expect(answer.ok).toBe(false)
    expect(answer.body.error?.message).toMatch(/This site does not take new accounts/)
    await noAccount("dev.password@example.co.uk")
    // The client's own link still lets them in.
    expect((await signInWithEmailLink("dev.password@example.co.uk")).body.error).toBeUndefined()
  })
})
