import { HOUR_MS } from "./hourly-count"

/**
 * An enquiry stored past the hour's e-mails holds `digest: "pending"` until the digest that lists it
 * is queued; then `digest` names that digest's `mail` document.
 */
export const DIGEST_PENDING = "pending"

/** Minutes past each hour when the digest of the enquiries waiting for it is queued. */
export const DIGEST_MINUTE = 5

/** When the digest listing an enquiry received at `receivedAt` is queued: the next run after it arrived. */
export const digestDue = (receivedAt: Date): Date => new Date((Math.floor(receivedAt.getTime() / HOUR_MS) + 1) * HOUR_MS + DIGEST_MINUTE * 60_000)
