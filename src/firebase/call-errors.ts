/**
 * What a failed Cloud Function call means to a visitor: one short sentence per status of the error
 * catalogue, saying what happened and what they can do. Mapped by the error's code, never by its
 * message (the SDK appends the HTTP status to messages).
 */

/** The catalogue's codes, plus "network" for a browser that is offline. */
export type CallErrorKind =
  | "invalid-argument"
  | "unauthenticated"
  | "permission-denied"
  | "not-found"
  | "aborted"
  | "resource-exhausted"
  | "cancelled"
  | "internal"
  | "unimplemented"
  | "unavailable"
  | "deadline-exceeded"
  | "unknown"
  | "network"

export const CALL_ERROR_SENTENCES: Readonly<Record<CallErrorKind, string>> = {
  "invalid-argument": "Some of the details could not be accepted. Please check the highlighted fields and send again.",
  unauthenticated: "The site could not confirm the request came from this page. Please reload the page and try again.",
  "permission-denied": "This request was not allowed. Please reload the page and try again, or write by e-mail instead.",
  "not-found": "The enquiry service could not be found. Please try again later, or write by e-mail instead.",
  aborted: "The request clashed with another one. Please try again.",
  "resource-exhausted": "Too many messages have been sent from here in a short time. Please wait a few minutes and try again.",
  cancelled: "Sending was cancelled before it finished. Please try again.",
  internal: "Something went wrong on our side and the message was not sent. Please try again in a moment.",
  unimplemented: "The enquiry service cannot take this request at the moment. Please write by e-mail instead.",
  unavailable: "The enquiry service is not available at the moment. Please try again in a few minutes.",
  "deadline-exceeded": "The server took too long to answer. Please try again; your message will not be sent twice.",
  unknown: "Something unexpected went wrong and the message may not have been sent. Please try again.",
  network: "You appear to be offline, so the message was not sent. Please check your connection and try again.",
}

const CATALOGUE = new Set<string>(Object.keys(CALL_ERROR_SENTENCES))

/** The kind of a failed call, from the SDK error's `code` ("functions/unavailable") alone. */
export const callErrorKind = (error: unknown, online: boolean = isOnline()): CallErrorKind => {
  if (!online) return "network"
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : ""
  const bare = code.replace(/^functions\//, "")
  return CATALOGUE.has(bare) && bare !== "network" ? (bare as CallErrorKind) : "unknown"
}

export const describeCallError = (error: unknown, online?: boolean): string => CALL_ERROR_SENTENCES[callErrorKind(error, online)]

const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false
