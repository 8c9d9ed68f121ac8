/**
 * @jest-environment node
 *
 * `npm run develop` keeps the studio's account and the enquiries between runs: the local backend
 * started with a data folder makes the demo coach's account on its first run and says how to sign
 * in, an enquiry sent through the real callable is stored, Ctrl-C (SIGINT) stops everything, and the
 * next run with the same folder still signs her in with the printed account and shows the enquiry
 * in her inbox, and serves the photo she uploaded. Without a folder (the tests, the browser tests) a run starts empty.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import sharp from "sharp"
import { SUBMIT_ENQUIRY } from "../contract/enquiry-schema"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { STUDIO_CALLABLES } from "../contract/studio-api"
import { type InboxPage } from "../contract/studio-inbox-api"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
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

const signInAsPrinted = async (backend: LocalBackendProcess) => {
  const { email, password } = printedAccount(backend)
  const { body } = await signInWithPassword(backend.env.GATSBY_FIREBASE_AUTH_EMULATOR_HOST, email, password)
  if (!body.idToken) throw new Error(`the printed account does not sign in: ${JSON.stringify(body)}`)
  return { idToken: body.idToken, account: (body as { localId?: string }).localId }
}

/** The account the printed line signs in to, and the enquiries her inbox shows. */
const inboxAsPrinted = async (backend: LocalBackendProcess) => {
  const { idToken, account } = await signInAsPrinted(backend)
  const answer = await call<InboxPage>(backend, STUDIO_CALLABLES.listEnquiries, {}, idToken)
  return { account, enquiries: answer.result?.enquiries.map((enquiry) => enquiry.id) ?? answer.error }
}

const PHOTO = "posts/notes-from-an-awayday/cover.jpg"
const photoAddress = (backend: LocalBackendProcess) =>
  `http://${backend.env.FIREBASE_STORAGE_EMULATOR_HOST}/v0/b/${backend.env.GATSBY_FIREBASE_STORAGE_BUCKET}/o`

/** Uploads a photo as the studio does (a multipart upload with her ID token); resolves to its download token. */
const uploadPhoto = async (backend: LocalBackendProcess, bytes: Buffer): Promise<string> => {
  const { idToken } = await signInAsPrinted(backend)
  const body = Buffer.concat([
    Buffer.from(`--b\r\nContent-Type: application/json; charset=utf-8\r\n\r\n${JSON.stringify({ name: PHOTO, contentType: "image/jpeg" })}\r\n--b\r\nContent-Type: image/jpeg\r\n\r\n`),
    bytes,
    Buffer.from("\r\n--b--"),
  ])
  const response = await fetch(`${photoAddress(backend)}?name=${encodeURIComponent(PHOTO)}`, {
    method: "POST",
    headers: { authorization: `Firebase ${idToken}`, "content-type": "multipart/related; boundary=b" },
    body,
  })
  return ((await response.json()) as { downloadTokens: string }).downloadTokens
}

const downloadPhoto = async (backend: LocalBackendProcess, token: string) => {
  const response = await fetch(`${photoAddress(backend)}/${encodeURIComponent(PHOTO)}?alt=media&token=${token}`)
  return response.ok ? Buffer.from(await response.arrayBuffer()) : response.status
}

let folder: string
let machineTmp: string
let running: LocalBackendProcess | undefined

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), "local-data-"))
  // Another emulator suite of the same project running on the machine (a test's, another checkout's):
  // firebase-tools finds "its" running emulators through this file in the temporary folder.
  machineTmp = mkdtempSync(join(tmpdir(), "machine-tmp-"))
  writeFileSync(join(machineTmp, `hub-${LOCAL_PROJECT_ID}.json`), JSON.stringify({ version: "0", host: "127.0.0.1", port: 9, pid: process.pid }))
})

afterAll(async () => {
  await running?.stop()
  rmSync(folder, { recursive: true, force: true })
  rmSync(machineTmp, { recursive: true, force: true })
})

const startWithData = () => startLocalBackendProcess({ dataFolder: folder, env: { TMPDIR: machineTmp } })

describe("the local backend with a data folder", () => {
  it("makes the demo coach's account once and keeps it, her enquiries and her photos across a Ctrl-C", async () => {
    running = await startWithData()
    const first = printedAccount(running)
    expect(first.email).toBe("hello@eleanorwhitcombe.co.uk")
    const before = await inboxAsPrinted(running)
    expect(before.enquiries).toEqual([])

    const enquiry = validEnquiry({ submissionId: crypto.randomUUID() })
    expect((await call(running, SUBMIT_ENQUIRY, enquiry)).result).toEqual({ enquiryId: enquiry.submissionId })
    expect((await inboxAsPrinted(running)).enquiries).toEqual([enquiry.submissionId])
    const photo = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#356" } }).jpeg().toBuffer()
    const photoToken = await uploadPhoto(running, photo)
    expect(await downloadPhoto(running, photoToken)).toEqual(photo)
    await running.stop("SIGINT")

    running = await startWithData()
    // The same account (kept by the Auth emulator, not made again), the same password, and the enquiry.
    expect(printedAccount(running)).toEqual(first)
    expect(await inboxAsPrinted(running)).toEqual({ account: before.account, enquiries: [enquiry.submissionId] })
    expect(await downloadPhoto(running, photoToken)).toEqual(photo)
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
