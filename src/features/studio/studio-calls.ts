/** The studio's calls to its callables, through the site's one callable client. Browser only. */
import type { FirebaseSetup } from "../../firebase/config"
import { callFunction } from "../../firebase/callable"
import { STUDIO_CALLABLES, type InboxEnquiry, type MarkEnquiryRequest } from "./studio-api"

export const fetchEnquiries = async (setup: FirebaseSetup): Promise<InboxEnquiry[]> =>
  (await callFunction<Record<string, never>, { enquiries: InboxEnquiry[] }>(setup, STUDIO_CALLABLES.listEnquiries, {})).enquiries

export const markEnquiry = (setup: FirebaseSetup, request: MarkEnquiryRequest): Promise<unknown> =>
  callFunction<MarkEnquiryRequest, { ok: true }>(setup, STUDIO_CALLABLES.markEnquiry, request)
