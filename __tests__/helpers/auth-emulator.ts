/**
 * The Auth emulator as a browser and `npm run coach:add` reach it: its REST endpoints with the web
 * API key (sign-up, sign-in, the refresh-token exchange, account lookup by ID token), and the script.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { typeScriptNode } from "../../tooling/typescript-node"

export interface Session {
  idToken: string
  refreshToken: string
}

/** The answer's body, and its error message when the emulator refused (as Firebase names it). */
export interface AuthAnswer<T> {
  ok: boolean
  body: T & { error?: { message: string } }
}

const post = async <T>(url: string, body: string, contentType: string): Promise<AuthAnswer<T>> => {
  const response = await fetch(url, { method: "POST", headers: { "content-type": contentType }, body })
  return { ok: response.ok, body: (await response.json()) as AuthAnswer<T>["body"] }
}

const accounts = <T>(host: string, action: string, body: unknown) =>
  post<T>(`http://${host}/identitytoolkit.googleapis.com/v1/accounts:${action}?key=demo-api-key`, JSON.stringify(body), "application/json")

/** REST `accounts:signUp`, as `createUserWithEmailAndPassword` sends it from any page. */
export const signUp = (host: string, email: string, password: string) =>
  accounts<Partial<Session>>(host, "signUp", { email, password, returnSecureToken: true })

export const signInWithPassword = (host: string, email: string, password: string) =>
  accounts<Partial<Session>>(host, "signInWithPassword", { email, password, returnSecureToken: true })

/** Signs in, or throws saying why: for accounts a test needs. */
export const signIn = async (host: string, email: string, password: string): Promise<Session> => {
  const { body } = await signInWithPassword(host, email, password)
  if (!body.idToken || !body.refreshToken) throw new Error(`could not sign in ${email}: ${JSON.stringify(body)}`)
  return { idToken: body.idToken, refreshToken: body.refreshToken }
}

/** The exchange the SDK makes for a fresh ID token (every hour, and when claims are to be re-read). */
export const refreshIdToken = (host: string, refreshToken: string) =>
  post<{ id_token?: string }>(
    `http://${host}/securetoken.googleapis.com/v1/token?key=demo-api-key`,
    new URLSearchParams({ grant_type: "refresh_token", refresh_token: refreshToken }).toString(),
    "application/x-www-form-urlencoded",
  )

/** The account an ID token belongs to, as Auth itself judges the token (revocation included). */
export const lookUp = (host: string, idToken: string) => accounts<{ users?: { localId: string }[] }>(host, "lookup", { idToken })

/** Runs `npm run coach:add -- <args>` against the Auth emulator at `host`. */
export const runAddCoach = (host: string, args: string[]) =>
  promisify(execFile)(process.execPath, typeScriptNode([join(__dirname, "..", "..", "scripts", "add-coach.ts"), ...args]), {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: host },
  })

interface TextMessage {
  phoneNumber: string
  sessionInfo: string
  code: string
}

/** The text messages the Auth emulator "sent", oldest first (it keeps them instead of sending them). */
export const textMessages = async (host: string, projectId: string): Promise<TextMessage[]> => {
  const response = await fetch(`http://${host}/emulator/v1/projects/${projectId}/verificationCodes`)
  return ((await response.json()) as { verificationCodes?: TextMessage[] }).verificationCodes ?? []
}

/** The code texted for this session. */
export const smsCode = async (host: string, projectId: string, sessionInfo: string): Promise<string> => {
  const code = (await textMessages(host, projectId)).find((entry) => entry.sessionInfo === sessionInfo)?.code
  if (!code) throw new Error("the Auth emulator holds no code for this session")
  return code
}

/** The code of the last text message to this number (E.164), as the coach reads it on her phone. */
export const lastCodeTo = async (host: string, projectId: string, phoneNumber: string): Promise<string> => {
  const code = (await textMessages(host, projectId)).filter((entry) => entry.phoneNumber === phoneNumber).at(-1)?.code
  if (!code) throw new Error(`the Auth emulator has texted no code to ${phoneNumber}`)
  return code
}

const mfa = <T>(host: string, action: string, body: unknown) =>
  post<T>(`http://${host}/identitytoolkit.googleapis.com/v2/accounts/${action}?key=demo-api-key`, JSON.stringify(body), "application/json")

/** Enrols a phone as a second factor of the signed-in account, as the studio's "Account security" does (the SDK's REST calls). */
export const enrolPhone = async (host: string, projectId: string, idToken: string, phoneNumber: string, displayName: string): Promise<Session> => {
  const started = await mfa<{ phoneSessionInfo?: { sessionInfo: string } }>(host, "mfaEnrollment:start", { idToken, phoneEnrollmentInfo: { phoneNumber } })
  const sessionInfo = started.body.phoneSessionInfo?.sessionInfo
  if (!sessionInfo) throw new Error(`could not start enrolling ${phoneNumber}: ${JSON.stringify(started.body)}`)
  const code = await smsCode(host, projectId, sessionInfo)
  const { body } = await mfa<Partial<Session>>(host, "mfaEnrollment:finalize", { idToken, displayName, phoneVerificationInfo: { sessionInfo, code } })
  if (!body.idToken || !body.refreshToken) throw new Error(`could not enrol ${phoneNumber}: ${JSON.stringify(body)}`)
  return { idToken: body.idToken, refreshToken: body.refreshToken }
}
