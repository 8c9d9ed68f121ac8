/**
 * @jest-environment node
 *
 * `npm run develop` keeps the studio's account and the enquiries between runs: the local backend
 * started with a data folder makes the demo coach's account on its first run and says how to sign
 * in, an enquiry sent through the real callable is stored, Ctrl-C (SIGINT) stops everything, and the
 * next run with the same folder still signs her in with the printed account and shows the enquiry
 * in her inbox. Without a folder (the tests, the browser tests) a run starts empty.
 */
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { SUBMIT_ENQUIRY } from "../contract/enquiry-schema"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { STUDIO_CALLABLES, type InboxPage } from "../contract/studio-api"
import { signInWithPassword } from "./helpers/auth-emulator"
import { validEnquiry } from "./helpers/enquiry-cases"
import { startLocalBackendProcess, type LocalBackendProcess } from "./helpers/local-backend"

jest.setTimeout(300_000)

const call = async <T>(backend: LocalBackendProcess, name: string, data: unknown, idToken?: string) => {
  const { GATSBY_FIREBASE_FUNCTIONS_EMULATOR_HOST: host, GATSBY_FIREBASE_PROJECT_ID: project } = backend.env
  const response = await fetch(`http://${host}/${project}/${FUNCTIONS_REGION}/${name}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
    body: JSON.stringify({ data }),
  })
  return (await response.json()) as { result?: T; error?: { status: string } }
}

/** The address and password the printed line names. */
const printedAccount = (backend: LocalBackendProcess) => {
  const match = /^Studio: sign in at http:\/\/127\.0\.0\.1:8000\/studio\/ as (\S+) with the password (\S+) \(/.exec(backend.signInNote ?? "")
  if (!match) throw new Error(`no sign-in line: ${backend.signInNote}`)
  return { email: match[1], password: match[2] }
}

/** The enquiries her inbox shows, signed in with the printed account. */
const inboxAsPrinted = async (backend: LocalBackendProcess) => {
  const { email, password } = printedAccount(backend)
  const { body } = await signInWithPassword(backend.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST, email, password)
  if (!body.idToken) throw new Error(`the printed account does not sign in: ${JSON.stringify(body)}`)
  const answer = await call<InboxPage>(backend, STUDIO_CALLABLES.listEnquiries, {}, body.idToken)
  return answer.result?.enquiries.map((enquiry) => enquiry.id) ?? answer.error
}

let folder: string
let running: LocalBackendProcess | undefined

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "local-data-"))
})

afterAll(async () => {
  await running?.stop()
  rmSync(folder, { recursive: true, force: true })
})

describe("the local backend with a data folder", () => {
  it("makes the demo coach's account once and keeps it and her enquiries across a Ctrl-C", async () => {
    running = await startLocalBackendProcess({ dataFolder: folder })
    const first = printedAccount(running)
    expect(first.email).toBe("hello@eleanorwhitcombe.co.uk")
    expect(await inboxAsPrinted(running)).toEqual([])

    const enquiry = validEnquiry({ submissionId: crypto.randomUUID() })
    expect((await call(running, SUBMIT_ENQUIRY, enquiry)).result).toEqual({ enquiryId: enquiry.submissionId })
    expect(await inboxAsPrinted(running)).toEqual([enquiry.submissionId])
    await running.stop("SIGINT")

    running = await startLocalBackendProcess({ dataFolder: folder })
    // The same account, not a new one with a new password, signs in and finds the enquiry.
    expect(printedAccount(running)).toEqual(first)
    expect(await inboxAsPrinted(running)).toEqual([enquiry.submissionId])
    await running.stop("SIGINT")
    running = undefined
  })

  it("is not used when none is given: a run starts empty and makes no account", async () => {
    running = await startLocalBackendProcess()
    expect(running.signInNote).toBeUndefined()
    const { body } = await signInWithPassword(running.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST, "hello@eleanorwhitcombe.co.uk", "any-password")
    expect(body.error?.message).toMatch(/EMAIL_NOT_FOUND|INVALID_LOGIN_CREDENTIALS/)
    await running.stop()
    running = undefined
  })
})
