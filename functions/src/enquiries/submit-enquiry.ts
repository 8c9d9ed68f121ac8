import { defineBoolean } from "firebase-functions/params"
import { onCall, type CallableRequest } from "firebase-functions/v2/https"
import site from "../../../content/site.json"
import type { SubmitEnquiryResult } from "../../../src/features/contact/enquiry-schema"
import { firestore } from "../firestore"
import { logEnquiry } from "./log-enquiry"
import { senderKey } from "./sender-key"
import { storeEnquiry } from "./store-enquiry"
import { validateEnquiry } from "./validate-enquiry"

/**
 * App Check on by default (production); the local backend sets it to false because App Check
 * tokens cannot be made without Google's servers.
 */
export const ENFORCE_APP_CHECK = defineBoolean("ENFORCE_APP_CHECK", {
  default: true,
  description: "Refuse enquiries from anything but the site's own pages (App Check).",
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
  const stored = await storeEnquiry(db, { enquiry, sender, uid: request.auth?.uid, coachEmail: site.email })
  logEnquiry({ kind: stored.created ? "stored" : "repeat", enquiryId: stored.enquiryId, enquiry, coachEmail: site.email })
  return { enquiryId: stored.enquiryId }
}

export const submitEnquiry = onCall({ enforceAppCheck: ENFORCE_APP_CHECK }, handleEnquiry)
