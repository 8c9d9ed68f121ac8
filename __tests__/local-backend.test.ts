/**
 * @jest-environment node
 *
 * The real chain, as the site uses it: the browser SDK's callable client -> the Functions emulator
 * running functions/ -> the Firestore stand-in, plus the Auth emulator, all started by
 * scripts/local-backend on free ports. One start for the whole file.
 */
import { getAuth } from "firebase-admin/auth"
import { getFirestore } from "firebase-admin/firestore"
import { type FunctionsError } from "firebase/functions"
import { SUBMIT_ENQUIRY, type EnquiryInput } from "../contract/enquiry-schema"
import { signIn } from "./helpers/auth-emulator"
import { validEnquiry } from "./helpers/enquiry-cases"
import { localBackendForFile } from "./helpers/local-backend"
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { typeScriptNode } from "../tooling/typescript-node"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"

jest.setTimeout(60_000)

// Not quiet: the terminal's lines are part of what is checked. Its own backend, not the run's shared
// one: it stops and restarts the emulators and ends by stopping the backend.
const { backend, env, adminApp, submitEnquiry } = localBackendForFile("local-backend-test", { quiet: false })

const storedEnquiry = async (id: string) => (await getFirestore(adminApp()).collection("enquiries").doc(id).get()).data()

describe("the local backend", () => {
  it("hands the site everything it needs to reach it, all on 127.0.0.1", () => {
    expect(env()).toMatchObject({ GATSBY_FIREBASE_PROJECT_ID: LOCAL_PROJECT_ID, GATSBY_FIREBASE_FUNCTIONS_REGION: FUNCTIONS_REGION })
    for (const name of ["GATSBY_FIREBASE_AUTH_EMULATOR_HOST", "GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST", "GATSBY_FIREBASE_STORAGE_EMULATOR_HOST", "FIRESTORE_EMULATOR_HOST"]) {
      expect(env()[name]).toMatch(/^127\.0\.0\.1:\d+$/)
    }
    // The browser uploads to the Storage stand-in the build downloads from.
    expect(env().FIREBASE_STORAGE_EMULATOR_HOST).toBe(env().GATSBY_FIREBASE_STORAGE_EMULATOR_HOST)
  })

  it("answers the browser SDK's callable client and stores the enquiry and its e-mail once", async () => {
    const input = validEnquiry({ submissionId: crypto.randomUUID() }) as EnquiryInput
    const send = submitEnquiry()
    const first = await send(input)
    const again = await send(input)
    expect(first.data).toEqual({ enquiryId: input.submissionId })
    expect(again.data).toEqual({ enquiryId: input.submissionId })
    expect(await storedEnquiry(input.submissionId)).toMatchObject({ name: "Priya Raman", topic: "executive-coaching" })
    const mail = await getFirestore(adminApp()).collection("mail").where("replyTo", "==", input.email).get()
    expect(mail.docs.map((doc) => doc.id)).toEqual([input.submissionId])
    // The terminal says who wrote, about what, and that the e-mail is queued: one line for the
    // enquiry, and the repeat is said to be one.
    const linesOf = () => backend().output().split("\n").filter((line) => line.includes(input.submissionId))
    // The emulator's output reaches this process a moment after the answer.
    for (let waited = 0; linesOf().length < 2 && waited < 5000; waited += 100) await new Promise((pause) => setTimeout(pause, 100))
    const lines = linesOf()
    expect(lines).toHaveLength(2)
    expect(lines[0]).toMatch(new RegExp(`Enquiry received from Priya Raman <${input.email}>.*Executive coaching.*e-mail queued to `))
    expect(lines[1]).toContain("already stored, nothing new queued")
  })

  it("refuses a bad enquiry with invalid-argument and the field, as the form will read it", async () => {
    const error = await submitEnquiry()(validEnquiry({ submissionId: crypto.randomUUID(), email: "priya@" }) as EnquiryInput).then(
      () => undefined,
      (reason: FunctionsError) => reason,
    )
    expect(error?.code).toBe("functions/invalid-argument")
    expect(error?.details).toEqual({ fields: { email: "invalid-email" } })
  })

  it("passes a signed-in caller's ID token through to the function as the user", async () => {
    const auth = env().GATSBY_FIREBASE_AUTH_EMULATOR_HOST
    // Browsers cannot sign up (a blocking function refuses it): the account is made as an administrator would.
    const { uid } = await getAuth(adminApp()).createUser({ email: "coach@example.co.uk", password: "a-long-password" })
    const user = { ...(await signIn(auth, "coach@example.co.uk", "a-long-password")), localId: uid }

    const input = validEnquiry({ submissionId: crypto.randomUUID() })
    const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: functions, GATSBY_FIREBASE_PROJECT_ID: project } = env()
    const response = await fetch(`http://${functions}/${project}/${FUNCTIONS_REGION}/${SUBMIT_ENQUIRY}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${user.idToken}` },
      body: JSON.stringify({ data: input }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ result: { enquiryId: input.submissionId } })
    expect((await storedEnquiry(String(input.submissionId)))?.uid).toBe(user.localId)
  })

  it("keeps what it stored while the emulators are away, and stores a retry of it once", async () => {
    const input = validEnquiry({ submissionId: crypto.randomUUID() }) as EnquiryInput
    await backend().emulators("stop")
    const failed = await submitEnquiry()(input).then(
      () => undefined,
      (reason: FunctionsError) => reason,
    )
    expect(failed?.code).toMatch(/^functions\//)
    expect(await storedEnquiry(input.submissionId)).toBeUndefined()

    await backend().emulators("start")
    expect((await submitEnquiry()(input)).data).toEqual({ enquiryId: input.submissionId })
    expect((await submitEnquiry()(input)).data).toEqual({ enquiryId: input.submissionId })
    const stored = await getFirestore(adminApp()).collection("enquiries").where("email", "==", input.email).get()
    expect(stored.docs.filter((doc) => doc.id === input.submissionId)).toHaveLength(1)
    // What was stored before the restart is still there.
    expect((await getFirestore(adminApp()).collection("enquiries").get()).size).toBeGreaterThanOrEqual(3)
  }, 240_000)

  it("lists what it stored with `npm run enquiries`: who, what, and the message's first line", async () => {
    const input = validEnquiry({ submissionId: crypto.randomUUID(), name: "Tomasz Wilk", email: `tomasz-${Date.now()}@example.com` }) as EnquiryInput
    await submitEnquiry()(input)
    const { stdout } = await promisify(execFile)(process.execPath, typeScriptNode([join(__dirname, "..", "scripts", "list-enquiries.ts")]), {
      env: { PATH: process.env.PATH, FIRESTORE_EMULATOR_HOST: env().FIRESTORE_EMULATOR_HOST },
    })
    const lines = stdout.trim().split("\n")
    // Newest first.
    expect(lines[0]).toContain(`Tomasz Wilk <${input.email}>`)
    expect(lines[0]).toContain(`[${input.topic}]`)
    expect(lines[0]).toContain(input.message.split("\n")[0].slice(0, 40))
  })

  it("stops every service it started", async () => {
    const { GATSBY_FIREBASE_AUTH_EMULATOR_HOST: auth, GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: functions, GATSBY_FIREBASE_STORAGE_EMULATOR_HOST: storage } = env()
    // The Storage stand-in answers until then (an address with no object: 404).
    expect((await fetch(`http://${storage}/v0/b/any/o/nothing?alt=media&token=t`)).status).toBe(404)
    await backend().stop()
    for (const host of [auth, functions, storage]) {
      await expect(fetch(`http://${host}/`)).rejects.toThrow()
    }
  })
})
