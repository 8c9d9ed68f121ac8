/**
 * The demo coach's account in the local Auth emulator, so the README's one command is enough to
 * sign in at /studio/: on the first run (no such account yet) it is made by coach:add's own
 * function (scripts/add-coach.ts: verified, with the coach claim), with a generated password kept
 * in the local data folder; on later runs the account the Auth emulator kept is found and left
 * alone. Her address is the one in content/site.json.
 */
import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { deleteApp, initializeApp } from "firebase-admin/app"
import { getAuth } from "firebase-admin/auth"
import { STUDIO_PATH } from "../../contract/routes"
import { addCoach, isCoachAccount } from "../add-coach"
import { projectRoot } from "../project-root"
import { LOCAL_DATA_FOLDER } from "./local-data"
import { LOCAL_PROJECT_ID } from "./site-env"

export interface DemoCoach {
  email: string
  /** Unknown when the account was made by hand (`npm run coach:add`) rather than here. */
  password: string | undefined
  /** Made on this run. */
  created: boolean
}

const siteEmail = (): string => (JSON.parse(readFileSync(join(projectRoot, "content", "site.json"), "utf8")) as { email: string }).email

/** Finds or makes the demo coach's account in the Auth emulator at `authHost`; `file` keeps its password. */
export const ensureDemoCoach = async (authHost: string, file: string): Promise<DemoCoach> => {
  // firebase-admin reaches the emulator (without credentials) through this variable, as coach:add does.
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost
  const email = siteEmail()
  const saved = existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as { email: string; password: string }) : undefined
  const app = initializeApp({ projectId: LOCAL_PROJECT_ID }, `demo-coach-${Date.now()}`)
  try {
    const existing = await getAuth(app)
      .getUserByEmail(email)
      .catch(() => null)
    if (existing && isCoachAccount(existing)) return { email, password: saved?.email === email ? saved.password : undefined, created: false }
  } finally {
    await deleteApp(app)
  }
  // A password kept from an earlier run is given again, should the account have been lost since (a killed run).
  const password = saved?.email === email ? saved.password : randomBytes(9).toString("base64url")
  await addCoach([email, "--password", password], process.env, () => {})
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify({ email, password }, null, 2))
  return { email, password, created: true }
}

/** The one line that says how to sign in to the studio of the develop server on `developPort`. */
export const signInNote = (coach: DemoCoach, developPort: number): string => {
  const studio = `http://127.0.0.1:${developPort}${STUDIO_PATH}`
  return coach.password
    ? `Studio: sign in at ${studio} as ${coach.email} with the password ${coach.password} (a local account, kept in ${LOCAL_DATA_FOLDER}/).`
    : `Studio: sign in at ${studio} as ${coach.email} with the password given to npm run coach:add.`
}
