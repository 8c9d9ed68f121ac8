import { defineBoolean, defineInt } from "firebase-functions/params"
import type { CallableOptions } from "firebase-functions/v2/https"

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

/**
 * Each App Check token is good for one enquiry: the site asks for limited-use tokens and the function
 * has App Check consume them, so a token lifted from one request cannot be replayed for its hour.
 * Consuming needs enforcement (the local backend has neither), so both follow the same parameter.
 */
export const submitEnquiryOptions: CallableOptions = { enforceAppCheck: ENFORCE_APP_CHECK, consumeAppCheckToken: ENFORCE_APP_CHECK }
