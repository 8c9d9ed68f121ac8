/**
 * The coach's account and her calls to the functions on a local backend, as the studio makes
 * them: made with the project's own `npm run coach:add`, signed in through the Auth emulator's
 * REST door, each callable sent as the Firebase SDK's httpsCallable sends it.
 */
import { execFile } from "node:child_process"
import { join } from "node:path"
import { promisify } from "node:util"
import { FUNCTIONS_REGION } from "../contract/firebase-settings"
import { LOCAL_PROJECT_ID } from "../scripts/local-backend/site-env"
import { typeScriptNode } from "../tooling/typescript-node"

export interface Account {
  email: string
  password: string
}

/** Makes the account with the coach's claim, as `npm run coach:add` does in the project folder `dir`. */
export const addCoachAccount = async (dir: string, authPort: number, who: Account): Promise<void> => {
  await promisify(execFile)(process.execPath, typeScriptNode([join(dir, "scripts", "add-coach.ts"), who.email, "--password", who.password]), {
    env: { PATH: process.env.PATH, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}` },
  })
}

/** Her ID token from the Auth emulator. */
export const signInAs = async (authPort: number, who: Account): Promise<string> => {
  const response = await fetch(`http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ ...who, returnSecureToken: true }),
  })
  const body = (await response.json()) as { idToken?: string }
  if (!body.idToken) throw new Error(`the coach could not sign in: ${JSON.stringify(body)}`)
  return body.idToken
}

/** A callable of the Functions emulator on `functionsPort`, sent with `idToken` when given. */
export const callableOf =
  (functionsPort: number, idToken?: string) =>
  async (name: string, data: unknown): Promise<unknown> => {
    const response = await fetch(`http://127.0.0.1:${functionsPort}/${LOCAL_PROJECT_ID}/${FUNCTIONS_REGION}/${name}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(idToken ? { authorization: `Bearer ${idToken}` } : {}) },
      body: JSON.stringify({ data }),
    })
    const body = (await response.json()) as { result?: unknown; error?: unknown }
    if (!response.ok) throw new Error(`${name}: ${JSON.stringify(body.error)}`)
    return body.result
  }

export type Callable = ReturnType<typeof callableOf>
