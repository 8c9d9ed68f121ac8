import { HttpsError, onCall, type CallableRequest } from "firebase-functions/v2/https"
import { refreshSiteIdentity } from "../site/site-identity"
import type { SubmitEnquiryResult } from "../../../contract/enquiry-schema"
import { firestore } from "../firestore"
import { platformClientAddress, senderBucket, type ForwardedRequest } from "../common/client-address"
import { logEnquiry } from "./log-enquiry"
import { emailKey, senderKey } from "../common/sender-key"
import { storeEnquiry } from "./store-enquiry"
import { enquiryLimits } from "../common/enquiry-limits"
import { validateEnquiry } from "../common/validate-enquiry"
import { PROXIES_IN_FRONT, submitEnquiryOptions } from "../common/app-check"

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

export const submitEnquiry = onCall(submitEnquiryOptions, handleEnquiry)
