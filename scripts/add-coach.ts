/**
 * `npm run coach:add -- <email> [--password <password>] [--remove-second-factors]`: gives the coach
 * an account that only she can use, with a verified e-mail address and the custom claim
 * `coach: true`, which every studio callable checks (with the verified address).
 *
 * Her address is public, so an account already registered under it may be a stranger's (made while
 * sign-up was open, with a password the stranger knows). Such an account is never promoted: unless
 * it already is the coach's, it is deleted, which ends its password and every session it had (its
 * refresh tokens die with it), and a new account is made. The coach's own account is the one with
 * the claim and a verified address, signing in by password, enabled: only coach:add (or the owner
 * of the mailbox, for the address) can have made it so. It is kept with everything she added to it
 * in the studio, her second factors included; `--password` sets a new password and signs out every
 * other device, and `--remove-second-factors` removes her second factors (a lost phone).
 *
 * - Locally (no GOOGLE_APPLICATION_CREDENTIALS): against the Auth emulator of the local backend, at
 *   FIREBASE_AUTH_EMULATOR_HOST or the port in firebase.json, project demo-coach-stories. A new
 *   account gets the password given, or a generated one, printed once.
 * - In production: GOOGLE_APPLICATION_CREDENTIALS names a service-account key and
 *   STORIES_FIREBASE_PROJECT_ID (or GATSBY_FIREBASE_PROJECT_ID) the project. A new account gets a
 *   random password and the script prints a link to choose one (the studio's "forgot password" works too).
 */
import { randomBytes } from "node:crypto"
import { resolve } from "node:path"
import { applicationDefault, initializeApp } from "firebase-admin/app"
import { getAuth, type UserRecord } from "firebase-admin/auth"
import { STUDIO_PATH } from "../contract/routes"
import { emulatorsBlock } from "./local-backend/ports"
import { LOCAL_PROJECT_ID } from "./local-backend/site-env"

const usage = "Usage: npm run coach:add -- <email> [--password <password>] [--remove-second-factors]"

const REMOVE_SECOND_FACTORS = "--remove-second-factors"

const parseArgs = (argv: string[]): { email: string; password: string | undefined; removeSecondFactors: boolean } => {
  const args = [...argv]
  const at = args.indexOf("--password")
  const password = at >= 0 ? args.splice(at, 2)[1] : undefined
  const removeAt = args.indexOf(REMOVE_SECOND_FACTORS)
  if (removeAt >= 0) args.splice(removeAt, 1)
  const [email, ...rest] = args
  if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new Error(`${usage}\n"${email ?? ""}" is not an e-mail address.`)
  if (rest.length > 0) throw new Error(`${usage}\nNot understood: ${rest.join(" ")}`)
  if (at >= 0 && (!password || password.length < 8)) throw new Error("The password must have at least 8 characters.")
  return { email, password, removeSecondFactors: removeAt >= 0 }
}

type Target = { projectId: string; local: false } | { projectId: string; local: true; host: string }

const target = (env: NodeJS.ProcessEnv): Target => {
  if (env.GOOGLE_APPLICATION_CREDENTIALS) {
    const projectId = env.STORIES_FIREBASE_PROJECT_ID || env.GATSBY_FIREBASE_PROJECT_ID
    if (!projectId) throw new Error("Set STORIES_FIREBASE_PROJECT_ID (or GATSBY_FIREBASE_PROJECT_ID) to the Firebase project.")
    return { projectId, local: false }
  }
  // firebase-admin talks to the Auth emulator, without credentials, when this is set.
  const host = (env.FIREBASE_AUTH_EMULATOR_HOST ||= `127.0.0.1:${emulatorsBlock().auth.port}`)
  return { projectId: LOCAL_PROJECT_ID, local: true, host }
}

/**
 * True only for an account coach:add made or kept for the coach: the claim (only the Admin SDK sets
 * it) on a verified address (only coach:add or the owner of the mailbox marks it so), signing in by
 * password alone, as the studio does, and enabled. Second factors count for nothing either way: only
 * a session of a verified account can enrol one (Auth refuses an unverified address), so a
 * stranger's account cannot have gained the claim and a verified address by them, and the coach's
 * own second factors are what keep her account hers.
 */
export const isCoachAccount = (user: UserRecord): boolean =>
  user.customClaims?.coach === true &&
  user.emailVerified &&
  !user.disabled &&
  !user.phoneNumber &&
  user.providerData.length > 0 &&
  user.providerData.every((provider) => provider.providerId === "password")

const secondFactors = (user: UserRecord) => user.multiFactor?.enrolledFactors ?? []

const describeAccount = (user: UserRecord): string => {
  const providers = user.providerData.map((provider) => provider.providerId).join(", ") || "none"
  return `uid ${user.uid}, created ${user.metadata.creationTime}, sign-in: ${providers}, e-mail ${user.emailVerified ? "verified" : "not verified"}`
}

export const addCoach = async (argv: string[], env: NodeJS.ProcessEnv = process.env, log: (line: string) => void = console.log): Promise<string> => {
  const { email, password, removeSecondFactors } = parseArgs(argv)
  const where = target(env)
  const app = initializeApp(where.local ? { projectId: where.projectId } : { projectId: where.projectId, credential: applicationDefault() }, `coach-add-${Date.now()}`)
  const auth = getAuth(app)
  const place = where.local ? `the local Auth emulator (${where.host})` : `project ${where.projectId}`
  const existing = await auth.getUserByEmail(email).catch((error: unknown) => {
    if ((error as { code?: string } | null)?.code === "auth/user-not-found") return null
    throw error
  })

  if (existing && isCoachAccount(existing)) {
    log(`Found the coach's account ${email} (uid ${existing.uid}) in ${place}.`)
    const factors = secondFactors(existing)
    if (removeSecondFactors && factors.length > 0) {
      await auth.updateUser(existing.uid, { multiFactor: { enrolledFactors: null } })
      log(`Removed its ${factors.length === 1 ? "second factor" : `${factors.length} second factors`}: it signs in with its password alone until she adds one again in the studio.`)
    } else if (factors.length > 0) {
      log(`It keeps its second ${factors.length === 1 ? "factor" : "factors"} (${factors.map((factor) => factor.displayName || factor.factorId).join(", ")}).`)
    }
    if (password) {
      await auth.updateUser(existing.uid, { password })
      log("Set its password to the one given.")
    }
    if (password || (removeSecondFactors && factors.length > 0)) {
      await auth.revokeRefreshTokens(existing.uid)
      log("Signed it out on every device.")
    }
    log(`It keeps the coach claim: ${email} can sign in at ${STUDIO_PATH}.`)
    return existing.uid
  }

  if (existing) {
    // Someone else may know this account's password or hold one of its sessions: nothing of it is kept.
    await auth.deleteUser(existing.uid)
    log(`An account for ${email} already existed in ${place} but was not made by coach:add (${describeAccount(existing)}).`)
    log("It was deleted, with its password and every session it had, and is replaced by a new account.")
  }
  const chosen = password ?? (where.local ? randomBytes(9).toString("base64url") : randomBytes(24).toString("base64url"))
  const user = await auth.createUser({ email, password: chosen, emailVerified: true })
  await auth.setCustomUserClaims(user.uid, { coach: true })
  log(`Created the account ${email} (uid ${user.uid}) in ${place}, its e-mail address marked verified.`)
  if (where.local && !password) log(`Its password: ${chosen}`)
  if (!where.local) log(`To choose a password, open: ${await auth.generatePasswordResetLink(email)}`)
  log(`Granted the coach claim: ${email} can sign in at ${STUDIO_PATH}.`)
  return user.uid
}

if (process.argv[1] && resolve(process.argv[1]) === __filename) {
  addCoach(process.argv.slice(2)).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error))
      process.exit(1)
    },
  )
}
