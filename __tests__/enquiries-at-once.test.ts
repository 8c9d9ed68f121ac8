/**
 * @jest-environment node
 *
 * Fifty enquiries sent at the same moment through the real chain (the browser SDK's callable client
 * -> the Functions emulator running functions/ -> the Firestore stand-in), started by
 * scripts/local-backend on free ports: each is answered with its own id within seconds, and each is
 * stored, with its e-mail, exactly once.
 */
import { deleteApp as deleteAdminApp, initializeApp as initializeAdminApp, type App } from "firebase-admin/app"
import { getFirestore } from "firebase-admin/firestore"
import { deleteApp, initializeApp, type FirebaseApp } from "firebase/app"
import { connectFunctionsEmulator, getFunctions, httpsCallable } from "firebase/functions"
import { SUBMIT_ENQUIRY, type EnquiryInput, type SubmitEnquiryResult } from "../contract/enquiry-schema"
import { validEnquiry } from "./helpers/enquiry-cases"
import { startLocalBackendProcess, type LocalBackendProcess } from "./helpers/local-backend"

jest.setTimeout(120_000)

/** All fifty must be answered within this, counted from the moment they are sent. */
const WITHIN_MS = 10_000

let backend: LocalBackendProcess | undefined
let browserApp: FirebaseApp
let adminApp: App

beforeAll(async () => {
  backend = await startLocalBackendProcess()
  const { env } = backend
  process.env.FIRESTORE_EMULATOR_HOST = env.FIRESTORE_EMULATOR_HOST
  process.env.METADATA_SERVER_DETECTION = "none"
  adminApp = initializeAdminApp({ projectId: env.GATSBY_FIREBASE_PROJECT_ID }, "enquiries-at-once")
  browserApp = initializeApp(
    { apiKey: env.GATSBY_FIREBASE_API_KEY, projectId: env.GATSBY_FIREBASE_PROJECT_ID, appId: env.GATSBY_FIREBASE_APP_ID },
    "enquiries-at-once",
  )
}, 240_000)

afterAll(async () => {
  await backend?.stop()
  if (browserApp) await deleteApp(browserApp)
  if (adminApp) await deleteAdminApp(adminApp)
}, 60_000)

const submitEnquiry = () => {
  if (!backend) throw new Error("the local backend did not start")
  const functions = getFunctions(browserApp, backend.env.GATSBY_FIREBASE_FUNCTIONS_REGION)
  const [host, port] = backend.env.GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST.split(":")
  connectFunctionsEmulator(functions, host, Number(port))
  return httpsCallable<EnquiryInput, SubmitEnquiryResult>(functions, SUBMIT_ENQUIRY)
}

/** Sends each enquiry at once and answers, for each, its answer (or error code) and when it came. */
const sendAtOnce = async (inputs: EnquiryInput[]) => {
  const send = submitEnquiry()
  const started = Date.now()
  const answers = await Promise.all(
    inputs.map((input) =>
      send(input).then(
        (result) => ({ answer: result.data.enquiryId, ms: Date.now() - started }),
        (error: { code?: string }) => ({ answer: error.code ?? "no answer", ms: Date.now() - started }),
      ),
    ),
  )
  return answers
}

const enquiries = (count: number, tag: string): EnquiryInput[] =>
  Array.from({ length: count }, (_, at) => validEnquiry({ submissionId: crypto.randomUUID(), email: `${tag}-${at}@example.co.uk` }) as EnquiryInput)

describe("enquiries sent at once to the local backend", () => {
  it("one alone, then five, then fifty: every one answered with its id within seconds, and stored with its e-mail exactly once", async () => {
    const timings: string[] = []
    // What was measured is in docs/security-inbox.md ("Enquiries at once").
    for (const count of [1, 5, 50]) {
      const inputs = enquiries(count, `at-once-${count}`)
      const answers = await sendAtOnce(inputs)
      const slowest = Math.max(...answers.map((answer) => answer.ms))
      timings.push(`${count} at once: all answered in ${slowest} ms`)
      process.stdout.write(`${timings.at(-1)}\n`)
      expect(answers.map((answer) => answer.answer)).toEqual(inputs.map((input) => input.submissionId))
      expect(slowest).toBeLessThan(WITHIN_MS)

      // Each once: the one enquiry and the one e-mail that carry its address are the ones named by its id.
      const db = getFirestore(adminApp)
      const [stored, mail] = await Promise.all([db.collection("enquiries").get(), db.collection("mail").get()])
      for (const input of inputs) {
        expect(stored.docs.filter((doc) => doc.get("email") === input.email).map((doc) => doc.id)).toEqual([input.submissionId])
        expect(mail.docs.filter((doc) => doc.get("replyTo") === input.email).map((doc) => doc.id)).toEqual([input.submissionId])
      }
    }
  })
})
