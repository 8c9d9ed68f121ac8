import { defineBoolean, defineInt } from "firebase-functions/params"
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import site from "../../../content/site.json"
import type { SubmitEnquiryResult } from "../../../shared/enquiry-schema"
import { firestore } from "../firestore"
import { logEnquiry } from "./log-enquiry"
import { senderKey } from "./sender-key"
import { RATE_LIMIT, storeEnquiry } from "./store-enquiry"
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
 * Enquiries one sender may make per hour. The local backend raises it: there every visitor, test
 * and retry comes from the same address, 127.0.0.1.
 */
export const ENQUIRIES_PER_HOUR = defineInt("ENQUIRIES_PER_HOUR", {
  default: RATE_LIMIT.perHour,
  description: "How many enquiries one sender (one IP address) may make per hour.",
})

/** The contact form's callable: checks the enquiry, stores it once and queues the coach's e-mail. */
export const handleEnquiry = async (request: CallableRequest<unknown>): Promise<SubmitEnquiryResult> => {
  const enquiry = validateEnquiry(request.data)
  // The spam trap: only a bot fills it in. It gets the answer a person would, and nothing is kept.
  if (enquiry.website?.trim()) {
    logEnquiry({ kind: "spam", enquiryId: enquiry.submissionId })
    return { enquiryId: enquiry.submissionId }
  }
  const db = firestore()
  const sender = await senderKey(db, request.rawRequest.ip ?? "unknown")
  // An unset parameter reads as 0, which would refuse everyone: fall back to the default.
  const perHour = ENQUIRIES_PER_HOUR.value() || RATE_LIMIT.perHour
  const stored = await storeEnquiry(db, { enquiry, sender, uid: request.auth?.uid, coachEmail: site.email, perHour })
  logEnquiry({ kind: stored.created ? "stored" : "repeat", enquiryId: stored.enquiryId, enquiry, coachEmail: site.email })
  return { enquiryId: stored.enquiryId }
}

export const submitEnquiry = onCall({ enforceAppCheck: ENFORCE_APP_CHECK }, handleEnquiry)
