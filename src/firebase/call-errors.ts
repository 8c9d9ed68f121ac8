/**
 * What a failed Cloud Function call means to a visitor: one short sentence per status of the error
 * catalogue, saying what happened and what they can do. Mapped by the error's code, never by its
 * message (the SDK appends the HTTP status to messages), except for a request that got no answer.
 */

/**
 * The catalogue's codes, plus "network" for a browser that is offline and "unreachable" for a call
 * that got no answer at all (see noAnswer).
 */
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
  | "unreachable"

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
  unreachable: "The message could not reach the server, so it was not sent. Please check your connection and try again in a moment.",
}

const CATALOGUE = new Set<string>(Object.keys(CALL_ERROR_SENTENCES).filter((kind) => kind !== "network" && kind !== "unreachable"))

/**
 * True when the request got no HTTP answer: the SDK turns a fetch that rejects (connection refused or
 * dropped, DNS, an answer without CORS headers, a blocked request) into `internal` with status 0, and
 * writes the status at the end of its message (`internal [0]`). No server can answer with status 0, so
 * this tells a lost request from a real HTTP 500; which of those causes it was, the browser does not
 * say, so the sentence does not blame the visitor's connection. The one place the message is read:
 * a unit test drives the real SDK against a closed port, so an SDK that writes it differently fails it.
 */
const noAnswer = (code: string, message: string): boolean => code === "internal" && /\[0\]$/.test(message)

/** The kind of a failed call, from the SDK error's `code` ("functions/unavailable"). */
export const callErrorKind = (error: unknown, online: boolean = isOnline()): CallErrorKind => {
  if (!online) return "network"
  const field = (name: string): string => (error && typeof error === "object" && name in error ? String((error as Record<string, unknown>)[name]) : "")
  const bare = field("code").replace(/^functions\//, "")
  if (noAnswer(bare, field("message"))) return "unreachable"
  return CATALOGUE.has(bare) ? (bare as CallErrorKind) : "unknown"
}

export const describeCallError = (error: unknown, online?: boolean): string => CALL_ERROR_SENTENCES[callErrorKind(error, online)]

const isOnline = (): boolean => typeof navigator === "undefined" || navigator.onLine !== false
