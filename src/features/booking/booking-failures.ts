/**
 * What a failed call to the diary means to a visitor booking, moving or cancelling a call: one
 * sentence per kind of failure (src/firebase/call-errors.ts reads the kind from the error's code),
 * in the words of a booking, where the contact form's sentences speak of a message not sent.
 */
import type { CallErrorKind } from "../../firebase/call-errors"

export const BOOKING_FAILURES: Readonly<Record<CallErrorKind, string>> = {
  "invalid-argument": "Some of the details could not be accepted. Please check the highlighted fields and try again.",
  unauthenticated: "My diary could not confirm the request came from this page. Please reload the page and try again.",
  "permission-denied": "My diary did not allow this request. Please reload the page and try again, or write to me by e-mail.",
  "not-found": "My diary could not be found just now, so nothing was booked or changed. Please try again later, or write to me by e-mail.",
  aborted: "That clashed with another change to my diary, so nothing was booked or changed. Please try again.",
  "resource-exhausted": "Too many requests have been sent from here in a short time. Please wait a few minutes and try again.",
  cancelled: "That stopped before it finished, so nothing was booked or changed. Please try again.",
  internal: "Something went wrong in my diary, so nothing was booked or changed. Please try again in a moment.",
  unimplemented: "My diary cannot take this request at the moment. Please write to me by e-mail instead.",
  unavailable: "My diary is not available at the moment, so nothing was booked or changed. Please try again in a few minutes.",
  "deadline-exceeded": "My diary took too long to answer. Please try again: the same call is never booked twice.",
  unknown: "Something unexpected went wrong, and your call may or may not have been booked or changed. Please look for my e-mail before trying again.",
  network: "You appear to be offline, so nothing was booked or changed. Please check your connection and try again.",
  unreachable: "My diary could not be reached, so nothing was booked or changed. Please check your connection and try again in a moment.",
}

/** A mailbox that has had its day's e-mails from the diary (invitations, moves): when it may try again. */
export const dayCapSentence = (hours: number): string =>
  `This e-mail address has had as many e-mails from my diary today as I send to one address, so nothing was booked or changed. Please try again in ${hours} hour${hours === 1 ? "" : "s"}, or write to me by e-mail.`
