import { defineBoolean, defineInt } from "firebase-functions/params"
import { HttpsError, onCall, type CallableOptions, type CallableRequest } from "firebase-functions/v2/https"
import { refreshSiteIdentity } from "../site/site-identity"
import type { SubmitEnquiryResult } from "../../../contract/enquiry-schema"
import { firestore } from "../firestore"
import { platformClientAddress, senderBucket, type ForwardedRequest } from "./client-address"
import { logEnquiry } from "./log-enquiry"
import { emailKey, senderKey } from "./sender-key"
import { storeEnquiry } from "./store-enquiry"
import { enquiryLimits } from "./enquiry-limits"
import { validateEnquiry } from "./validate-enquiry"

/**
 * App Check on by default (production); the local backend sets it to false because App Check
 * tokens cannot be made without Google's servers.
 */
export const ENFORCE_APP_CHECK = defineBoolean("ENFORCE_APP_CHECK", {
  default: true,
  description: "Refuse enquiries from anything but the site's own pages (App Check).",
})

/**
 * Entries that proxies of the project's own append to X-Forwarded-For after the client's address
 * (0 when the function is called at its own address, as the site does; see client-address.ts).
 */
export const PROXIES_IN_FRONT = defineInt("PROXIES_IN_FRONT", {
  default: 0,
  description: "Entries your own proxies add to X-Forwarded-For after the client's address (0: none).",
})

/** The contact form's callable: checks the enquiry, stores it once and queues the coach's e-mail. */
export const handleEnquiry = async (request: CallableRequest<unknown>): Promise<SubmitEnquiryResult> => {
  // With consumeAppCheckToken a replayed token still reaches here, marked: it is refused.
  if (request.app?.alreadyConsumed) throw new HttpsError("unauthenticated", "This request has been sent before; please reload the page and send again.")
  const enquiry = validateEnquiry(request.data)
  const db = firestore()
  const address = platformClientAddress(request.rawRequest as ForwardedRequest, {
    proxiesInFront: PROXIES_IN_FRONT.value(),
    emulator: process.env.FUNCTIONS_EMULATOR === "true",
  })
  const [sender, email, site] = await Promise.all([senderKey(db, senderBucket(address)), emailKey(db, enquiry.email), refreshSiteIdentity(db)])
  // The spam trap: people never see it, but autofill might fill it, so the enquiry is kept for the
  // coach, marked, without an e-mail; the sender gets the answer a person would.
  const suspectedSpam = Boolean(enquiry.website?.trim())
  const stored = await storeEnquiry(db, { enquiry, sender, emailKey: email, uid: request.auth?.uid, coachEmail: site.email, suspectedSpam, limits: enquiryLimits() })
  if (suspectedSpam) logEnquiry({ kind: "spam", enquiryId: stored.enquiryId })
  else logEnquiry({ kind: stored.created ? "stored" : "repeat", enquiryId: stored.enquiryId, enquiry, coachEmail: site.email })
  return { enquiryId: stored.enquiryId }
}

/**
 * Each App Check token is good for one enquiry: the site asks for limited-use tokens and the function
 * has App Check consume them, so a token lifted from one request cannot be replayed for its hour.
 * Consuming needs enforcement (the local backend has neither), so both follow the same parameter.
 */
export const submitEnquiryOptions: CallableOptions = { enforceAppCheck: ENFORCE_APP_CHECK, consumeAppCheckToken: ENFORCE_APP_CHECK }

export const submitEnquiry = onCall(submitEnquiryOptions, handleEnquiry)
