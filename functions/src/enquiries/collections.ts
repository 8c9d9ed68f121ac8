/** The Firestore collections the enquiry flow writes; no client may read or write them (firestore.rules). */
export const ENQUIRIES = "enquiries"
/** Read by the Trigger Email extension, which sends each document it finds there. */
export const MAIL = "mail"
/** One document per accepted enquiry per sender and hour; `expiresAt` lets a TTL policy remove them. */
export const RATE_LIMITS = "rateLimits"
/** Server-only settings such as the salt of the sender hash. */
export const SERVER_SETTINGS = "serverSettings"
