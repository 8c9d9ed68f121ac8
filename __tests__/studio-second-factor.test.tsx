/**
 * @jest-environment ./test-support/jsdom-with-network.js
 *
 * The coach's second step at sign-in, against the local backend's Auth emulator, which supports a
 * phone (text message) as a second factor and keeps the texts it would send: the studio's "Account
 * security" screen and its sign-in, rendered in jsdom with the Firebase web SDK's browser build,
 * the one the studio ships (the emulator's reCAPTCHA stand-in included).
 */
import "./helpers/node-globals"

// Jest resolves `firebase/auth` to its Node build, where phone verification is not available: this
// file loads the browser build the studio ships instead (real, not a stand-in).
jest.mock("firebase/auth", () => {
  const { dirname, join } = jest.requireActual<typeof import("node:path")>("node:path")
  const firebaseDir = dirname(require.resolve("firebase/package.json"))
  const authDir = dirname(require.resolve("@firebase/auth/package.json", { paths: [firebaseDir] }))
  return jest.requireActual<typeof import("firebase/auth")>(join(authDir, "dist", "browser-cjs", "index.js"))
})
import * as React from "react"
import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { signInWithEmailAndPassword, signOut } from "firebase/auth"
import { getAuthService } from "../src/firebase/auth"
import { firebaseSetup, type FirebaseSetup } from "../src/firebase/config"
import { AccountSecurity } from "../studio/account/account-security"
import { StudioApp } from "../studio/studio-app"
import { lastCodeTo, runAddCoach, signInWithPassword, textMessages } from "./helpers/auth-emulator"
import { sharedLocalBackend, type SharedLocalBackend } from "./helpers/local-backend"
import { renderThemed } from "./helpers/render"
import { filePages } from "../test-support/content-files"

jest.setTimeout(60_000)

const COACH = { email: "eleanor.two-step@example.co.uk", password: "a-coach-password" }
const MOBILE = { typed: "07700 900123", e164: "+447700900123" }

let backend: SharedLocalBackend | undefined
let setup: FirebaseSetup

const env = () => {
  if (!backend) throw new Error("the local backend did not start")
  return backend.env
}
const authHost = () => env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
const project = () => env().GATSBY_FIREBASE_PROJECT_ID
const auth = () => getAuthService(setup)

// The SDK says on the console that the emulator has no reCAPTCHA Enterprise setting (true, and
// expected: it falls back to the reCAPTCHA v2 stand-in); anything else it logs still shows.
const log = console.log.bind(console)
jest.spyOn(console, "log").mockImplementation((...args: unknown[]) => {
  if (!String(args[0]).startsWith("Failed to initialize reCAPTCHA Enterprise config")) log(...args)
})

beforeAll(async () => {
  backend = await sharedLocalBackend()
  await runAddCoach(authHost(), [COACH.email, "--password", COACH.password])
  const made = firebaseSetup(env())
  if (!made) throw new Error("the local backend's variables make no Firebase setup")
  setup = made
}, 180_000)

afterAll(async () => {
  await signOut(auth()).catch(() => undefined)
  await backend?.stop()
}, 60_000)

describe("Account security", () => {
  beforeAll(() => signInWithEmailAndPassword(auth(), COACH.email, COACH.password))

  it("names the field when the mobile number is not one, and texts nothing", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<AccountSecurity setup={setup} onClose={() => undefined} />)
    expect(await screen.findByText("Second step: off.")).toBeVisible()
    const before = (await textMessages(authHost(), project())).length
    await user.type(screen.getByLabelText("Mobile number"), "0770 09")
    await user.click(screen.getByRole("button", { name: "Text me a code" }))
    expect(await screen.findByRole("alert")).toHaveTextContent(/does not look like a mobile number/)
    expect(screen.getByLabelText("Mobile number")).toHaveAttribute("aria-invalid", "true")
    expect(screen.getByLabelText("Mobile number")).toHaveValue("0770 09")
    expect(await textMessages(authHost(), project())).toHaveLength(before)
    unmount()
  })

  it("adds her mobile once she types the code texted to it, and refuses a wrong code", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<AccountSecurity setup={setup} onClose={() => undefined} />)
    await user.type(await screen.findByLabelText("Mobile number"), MOBILE.typed)
    await user.click(screen.getByRole("button", { name: "Text me a code" }))
    expect(await screen.findByText(/sent a text message with a six-digit code to the number ending 0123/)).toBeVisible()
    const code = await lastCodeTo(authHost(), project(), MOBILE.e164)

    await user.type(screen.getByLabelText("Code from the text message"), code === "000000" ? "111111" : "000000")
    await user.click(screen.getByRole("button", { name: "Turn on the second step" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not the one we sent")
    expect(screen.getByLabelText("Code from the text message")).toHaveAttribute("aria-invalid", "true")

    await user.clear(screen.getByLabelText("Code from the text message"))
    await user.type(screen.getByLabelText("Code from the text message"), code)
    await user.click(screen.getByRole("button", { name: "Turn on the second step" }))
    expect(await screen.findByText("Second step: on.")).toBeVisible()
    expect(screen.getByText(/the number ending\s+0123/)).toBeVisible()
    unmount()

    // Auth itself now asks for more than her password.
    const password = await signInWithPassword(authHost(), COACH.email, COACH.password)
    expect(password.body.idToken).toBeUndefined()
    expect(password.body).toMatchObject({ mfaPendingCredential: expect.any(String) })
  })
})

describe("signing in with the second step on", () => {
  beforeAll(() => signOut(auth()))

  it("asks for the code texted to her phone after the password, refuses a wrong one, and opens the studio with the right one", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<StudioApp setup={setup} topics={{}} filePages={filePages()} />)
    await user.type(await screen.findByLabelText("E-mail address"), COACH.email)
    await user.type(screen.getByLabelText("Password"), COACH.password)
    const sent = (await textMessages(authHost(), project())).length
    await user.click(screen.getByRole("button", { name: "Sign in" }))

    expect(await screen.findByRole("heading", { name: "Enter the code from your phone" })).toBeVisible()
    expect(await screen.findByText(/sent a text message with a six-digit code to Mobile ending 0123, the number ending 0123/)).toBeVisible()
    await waitFor(async () => expect((await textMessages(authHost(), project())).length).toBe(sent + 1))
    expect(auth().currentUser).toBeNull()

    const code = await lastCodeTo(authHost(), project(), MOBILE.e164)
    await user.type(screen.getByLabelText("Code from the text message"), code === "000000" ? "111111" : "000000")
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByRole("alert")).toHaveTextContent("That code is not the one we sent")
    expect(auth().currentUser).toBeNull()

    await user.clear(screen.getByLabelText("Code from the text message"))
    await user.type(screen.getByLabelText("Code from the text message"), code)
    await user.click(screen.getByRole("button", { name: "Sign in" }))
    expect(await screen.findByText(`Signed in as ${COACH.email}`, {}, { timeout: 15_000 })).toBeVisible()
    unmount()
  })

  it("lets her remove the phone from Account security, after which her password alone signs in", async () => {
    const user = userEvent.setup()
    const { unmount } = renderThemed(<AccountSecurity setup={setup} onClose={() => undefined} />)
    await user.click(await screen.findByRole("button", { name: "Remove this phone" }))
    const question = screen.getByRole("alert")
    expect(within(question).getByRole("heading", { name: "Remove this phone?" })).toBeVisible()
    await user.click(within(question).getByRole("button", { name: "Remove the phone" }))
    expect(await screen.findByText("Second step: off.")).toBeVisible()
    unmount()
    expect((await signInWithPassword(authHost(), COACH.email, COACH.password)).body.idToken).toEqual(expect.any(String))
  })
})
