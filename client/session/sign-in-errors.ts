/** What a failed sign-in step means to a client, by the error's code (never its message). */
import type { DayRefusal, EnquiryRefusal } from "../../contract/enquiry-schema"
import { callErrorKind } from "../../src/firebase/call-errors"

const LINK_SENTENCES: Record<string, string> = {
  "auth/invalid-action-code": "That sign-in link has been used already or has expired. Ask for a new one below.",
  "auth/expired-action-code": "That sign-in link has expired. Ask for a new one below.",
  "auth/invalid-email": "That is not the address the link was sent to. Enter the address you asked the link for.",
  "auth/missing-email": "Enter the address you asked the link for.",
  "auth/user-disabled": "This account has been switched off. Please write to the coach.",
  "auth/network-request-failed": "You appear to be offline. Check your connection, then open the link again.",
}

/** Why the link opened did not sign the client in. */
export const describeLinkError = (error: unknown): string => {
  const code = error && typeof error === "object" && "code" in error ? String(error.code) : ""
  // Anything else, the sign-up's refusal among them (no open proposal for the address), is said alike.
  return LINK_SENTENCES[code] ?? "That link could not sign you in. If your proposal is still open, ask for a new link below."
}

const plural = (count: number, what: string) => `${count} ${what}${count === 1 ? "" : "s"}`

/** Why asking for a link did not work: a limit says when to try again. */
export const describeSendError = (error: unknown): string => {
  const details = (error as { details?: Partial<EnquiryRefusal & DayRefusal> } | null)?.details
  switch (callErrorKind(error)) {
    case "invalid-argument":
      return "That does not look like an e-mail address. Check it and try again."
    case "resource-exhausted":
      if (details?.retryAfterHours) return `Too many sign-in links have been asked for this address today. Please try again in ${plural(details.retryAfterHours, "hour")}.`
      return `Too many sign-in links have been asked for in a short time. Please try again in ${plural(details?.retryAfterMinutes ?? 60, "minute")}.`
    case "unavailable":
      return `The room is sending no more sign-in links this hour. Please try again in ${plural(details?.retryAfterMinutes ?? 60, "minute")}.`
    case "network":
      return "You appear to be offline, so no link was sent. Check your connection and try again."
    default:
      return "The link could not be sent just now. Please try again in a moment."
  }
}
