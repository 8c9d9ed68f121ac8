/**
 * A client's account, made with the Admin SDK before their first sign-in link is mailed. Deployed
 * with sign-up closed (docs/deploying.md step 6: Identity Platform's `disabledUserSignup`, "end
 * users cannot sign up for a new account on the associated project through any of our API
 * methods"), a first e-mail-link sign-in, which creates the account it signs in to
 * (`accounts:signInWithEmailLink`: "If a user does not exist with the given email address, a user
 * record will be created"), is a sign-up and is refused. So the client only ever signs in to an
 * account that exists. The Admin SDK's accounts never reach the blocking function
 * (accounts/refuse-sign-up.ts), so this gives the claim it would: `client: true`, never the coach's.
 */
import type { Auth, UserRecord } from "firebase-admin/auth"
import { clientEmailOf } from "../engagements/client-admission"

const codeOf = (error: unknown): unknown => (error && typeof error === "object" && "code" in error ? error.code : undefined)

const existing = async (auth: Auth, email: string): Promise<UserRecord | null> => {
  try {
    return await auth.getUserByEmail(email)
  } catch (error) {
    if (codeOf(error) === "auth/user-not-found") return null
    throw error
  }
}

/**
 * One this module made whose claim was not yet set (the two steps are two calls): no claims, never
 * verified, never signed in. Any other account is left as it is: the coach's keeps hers, and a
 * client's already has its claim.
 */
const unfinished = (user: UserRecord): boolean => !user.customClaims && !user.emailVerified && !user.metadata.lastSignInTime

/**
 * Makes sure an invited client's address has an account with the client claim; `invited` false
 * only looks, so a stranger's answer takes about as long and creates nothing.
 */
export const prepareClientAccount = async (auth: Auth, email: string, invited: boolean): Promise<void> => {
  const address = clientEmailOf(email)
  let user = await existing(auth, address)
  if (!invited || (user && !unfinished(user))) return
  if (!user) {
    try {
      // Unverified: following the mailed link proves the mailbox and verifies it.
      user = await auth.createUser({ email: address, emailVerified: false })
    } catch (error) {
      // Two requests at once: the other made it, and sets its claim.
      if (codeOf(error) === "auth/email-already-exists") return
      throw error
    }
  }
  await auth.setCustomUserClaims(user.uid, { client: true })
}
