import { beforeUserCreated, HttpsError } from "firebase-functions/v2/identity"
import { isInvitedClient } from "../engagements/client-admission"
import { firestore } from "../firestore"
import { refreshSiteIdentity } from "../site/site-identity"

/**
 * Nobody creates an account from a browser but a client she has sent a proposal to: the coach's
 * account is made with `npm run coach:add` (the Admin SDK, which blocking functions never see),
 * and visitors need none. Without this, anyone holding the public web API key could sign up with
 * the coach's public e-mail address first.
 *
 * A client signs in with a link mailed to their address, so their account arrives with that
 * address verified; one made any other way (a password typed by whoever knows the address) is
 * refused, as is every address with no open or accepted proposal. The account gets the client
 * claim only, never the coach's, whatever the address.
 *
 * Deployed, it only runs once the project uses Identity Platform and registers it as the
 * "before account creation" blocking function (docs/security-account.md).
 */
export const refuseSignUp = beforeUserCreated(async (event) => {
  const user = event.data
  const refuse = () => new HttpsError("permission-denied", "This site does not take new accounts.")
  if (!user?.email || user.emailVerified !== true) throw refuse()
  const db = firestore()
  const site = await refreshSiteIdentity(db)
  if (!(await isInvitedClient(db, user.email, site.proposalDays, new Date()))) throw refuse()
  return { customClaims: { client: true } }
})
