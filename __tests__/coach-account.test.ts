/**
 * @jest-environment node
 *
 * The coach's account cannot be taken by someone who registers her public address first, against
 * the local backend (Auth emulator, Functions emulator running functions/ with its blocking
 * function, the Firestore stand-in). The Functions emulator does not check ID token signatures, so
 * an old session is judged where the emulators do check it: the Auth emulator's sign-in, its
 * refresh-token exchange and its account lookup, and the claims a token carries at the callables.
 */
import { deleteApp, initializeApp, type App } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { enrolPhone, lookUp, refreshIdToken, runAddCoach, signIn, signInWithPassword, signUp } from "./helpers/auth-emulator"
import { sharedLocalBackend, type SharedLocalBackend } from "./helpers/local-backend"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

jest.setTimeout(60_000)

let backend: SharedLocalBackend | undefined
let adminApp: App

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}
const authHost = () => env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
const admin = () => getAuth(adminApp)

beforeAll(async () => {
  backend = await sharedLocalBackend()
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost()
  adminApp = initializeApp({ projectId: env().GATSBY_FIREBASE_PROJECT_ID }, "coach-account-test")
}, 180_000)

afterAll(async () => {
  await backend?.stop()
  if (adminApp) await deleteApp(adminApp)
}, 60_000)

/** The studio's inbox over the callable protocol, as the browser SDK asks for it. */
const listEnquiries = async (idToken: string) => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = env()
  const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${STUDIO_CALLABLES.listEnquiries}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ data: {} }),
  })
  return (await response.json()) as { result?: unknown; error?: { status: string } }
}

const COACHS_PHONE = "+447700900123"
const STRANGERS_PHONE = "+447700900999"
const REMOVE_SECOND_FACTORS = "--remove-second-factors"

/** Auth issues tokens to the second: a revocation in the same second as a sign-in would not count it. */
const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1_100))

describe("sign-up", () => {
  it("is refused to a browser, so nobody registers the coach's address before coach:add", async () => {
    const answer = await signUp(authHost(), "eleanor.early@example.co.uk", "a-strangers-password")
    expect(answer.ok).toBe(false)
    expect(answer.body.error?.message).toMatch(/^BLOCKING_FUNCTION_ERROR_RESPONSE.*This site does not take new accounts/)
    expect(answer.body.idToken).toBeUndefined()
    await expect(admin().getUserByEmail("eleanor.early@example.co.uk")).rejects.toMatchObject({ code: "auth/user-not-found" })
  })

  it("still lets coach:add create the coach's account, verified, with the claim", async () => {
    const { stdout } = await runAddCoach(authHost(), ["ada.new@example.co.uk", "--password", "a-coach-password"])
    expect(stdout).toContain("Created the account ada.new@example.co.uk")
    const user = await admin().getUserByEmail("ada.new@example.co.uk")
    expect(user).toMatchObject({ emailVerified: true, customClaims: { coach: true } })
    const { idToken } = await signIn(authHost(), "ada.new@example.co.uk", "a-coach-password")
    expect((await listEnquiries(idToken)).error).toBeUndefined()
  })
})

describe("an account registered under the coach's address before coach:add", () => {
  // Made while sign-up was open (the blocking function stops that now): a password the stranger
  // knows, an address never verified, and, in the second case, the claim an earlier coach:add gave it.
  it.each([
    { case: "coach:add given a password", claims: null, secondFactor: false, args: ["--password", "the-coachs-own-password"] },
    { case: "already given the claim, coach:add run without a password", claims: { coach: true }, secondFactor: false, args: [] },
    // Auth lets no session enrol a second factor on an unverified address; an administrator could.
    { case: "with the claim and a second factor of its own", claims: { coach: true }, secondFactor: true, args: [REMOVE_SECOND_FACTORS] },
  ])("never reaches the studio with its own password or its old session: $case", async ({ claims, secondFactor, args }) => {
    const email = `eleanor.${args.length}.${String(secondFactor)}@example.co.uk`
    const stranger = await admin().createUser({ email, password: "a-strangers-password", emailVerified: false })
    if (claims) await admin().setCustomUserClaims(stranger.uid, claims)
    const session = await signIn(authHost(), email, "a-strangers-password")
    if (secondFactor) await admin().updateUser(stranger.uid, { multiFactor: { enrolledFactors: [{ uid: "strangers-phone", factorId: "phone", phoneNumber: STRANGERS_PHONE }] } })
    await nextSecond()

    const { stdout } = await runAddCoach(authHost(), [email, ...args])

    // Its password no longer signs in.
    const again = await signInWithPassword(authHost(), email, "a-strangers-password")
    expect(again.ok).toBe(false)
    expect(again.body.idToken).toBeUndefined()
    // Its refresh token no longer gives a new ID token (which would carry the coach's claim).
    const refreshed = await refreshIdToken(authHost(), session.refreshToken)
    expect(refreshed.ok).toBe(false)
    expect(refreshed.body.id_token).toBeUndefined()
    // Its old ID token is refused by Auth, and by the studio, which finds no claim and no verified address in it.
    expect((await lookUp(authHost(), session.idToken)).ok).toBe(false)
    expect((await listEnquiries(session.idToken)).error?.status).toBe("PERMISSION_DENIED")

    // coach:add said what it found and did.
    expect(stdout).toContain(`An account for ${email} already existed`)
    expect(stdout).toContain("It was deleted, with its password and every session it had")
    // The coach's account is a new one, verified, with the claim, and only the coach's password opens it.
    const coach = await admin().getUserByEmail(email)
    expect(coach.uid).not.toBe(stranger.uid)
    expect(coach).toMatchObject({ emailVerified: true, customClaims: { coach: true } })
    expect(coach.multiFactor?.enrolledFactors ?? []).toEqual([])
    const password = args[0] === "--password" ? args[1] : /Its password: (\S+)/.exec(stdout)?.[1]
    expect(password).toBeTruthy()
    const { idToken } = await signIn(authHost(), email, password ?? "")
    expect((await listEnquiries(idToken)).error).toBeUndefined()
  })
})

describe("the coach's own account", () => {
  it("is kept when coach:add runs again; a new password signs every other device out", async () => {
    await runAddCoach(authHost(), ["grace@example.co.uk", "--password", "the-first-password"])
    const { uid } = await admin().getUserByEmail("grace@example.co.uk")
    const laptop = await signIn(authHost(), "grace@example.co.uk", "the-first-password")
    await nextSecond()

    const { stdout } = await runAddCoach(authHost(), ["grace@example.co.uk", "--password", "the-second-password"])
    expect(stdout).toContain("Found the coach's account grace@example.co.uk")
    expect((await admin().getUserByEmail("grace@example.co.uk")).uid).toBe(uid)
    expect((await signInWithPassword(authHost(), "grace@example.co.uk", "the-first-password")).ok).toBe(false)
    expect((await lookUp(authHost(), laptop.idToken)).body.error?.message).toBe("TOKEN_EXPIRED")
    const { idToken } = await signIn(authHost(), "grace@example.co.uk", "the-second-password")
    expect((await listEnquiries(idToken)).error).toBeUndefined()
  })

  it("is kept with the second factor she enrolled in the studio, which still guards it", async () => {
    const email = "grace.two-step@example.co.uk"
    await runAddCoach(authHost(), [email, "--password", "the-first-password"])
    const { uid } = await admin().getUserByEmail(email)
    const session = await signIn(authHost(), email, "the-first-password")
    await enrolPhone(authHost(), env().GATSBY_FIREBASE_PROJECT_ID, session.idToken, COACHS_PHONE, "Her phone")

    const { stdout } = await runAddCoach(authHost(), [email])
    expect(stdout).toContain(`Found the coach's account ${email}`)
    expect(stdout).toContain("It keeps its second factor (Her phone)")
    const kept = await admin().getUserByEmail(email)
    expect(kept.uid).toBe(uid)
    expect(kept.multiFactor?.enrolledFactors.map((factor) => factor.displayName)).toEqual(["Her phone"])
    // Her password alone is not enough: Auth asks for the second factor.
    const password = await signInWithPassword(authHost(), email, "the-first-password")
    expect(password.body.idToken).toBeUndefined()
    expect(password.body).toMatchObject({ mfaPendingCredential: expect.any(String) })
  })

  it("loses its second factors only when coach:add is asked to remove them (a lost phone), and is signed out everywhere", async () => {
    const email = "grace.lost-phone@example.co.uk"
    await runAddCoach(authHost(), [email, "--password", "the-first-password"])
    const { uid } = await admin().getUserByEmail(email)
    const laptop = await enrolPhone(authHost(), env().GATSBY_FIREBASE_PROJECT_ID, (await signIn(authHost(), email, "the-first-password")).idToken, COACHS_PHONE, "Her phone")
    await nextSecond()

    const { stdout } = await runAddCoach(authHost(), [email, REMOVE_SECOND_FACTORS])
    expect(stdout).toContain("Removed its second factor")
    const kept = await admin().getUserByEmail(email)
    expect(kept.uid).toBe(uid)
    expect(kept.multiFactor?.enrolledFactors ?? []).toEqual([])
    expect((await lookUp(authHost(), laptop.idToken)).body.error?.message).toBe("TOKEN_EXPIRED")
    const { idToken } = await signIn(authHost(), email, "the-first-password")
    expect((await listEnquiries(idToken)).error).toBeUndefined()
  })
})
