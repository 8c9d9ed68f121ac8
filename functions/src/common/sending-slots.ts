import type { Firestore, Transaction } from "firebase-admin/firestore"
import { HttpsError } from "firebase-functions/v2/https"
import type { EnquiryRefusal } from "../../../contract/enquiry-schema"
import type { EnquiryLimits } from "./enquiry-limits"
import { hourlyCount, hourOf, minutesLeftIn, takenIn, takeOne, type HourlyCount } from "./hourly-count"

/**
 * The refusal of a limit, saying truthfully when it takes enquiries again (the end of its clock
 * hour); `busy` says what is taking no more when everyone's cap is reached.
 */
export const refusal = (limit: EnquiryRefusal["limit"], now: Date, busy = "The inbox is taking no more enquiries this hour"): HttpsError => {
  const minutes = minutesLeftIn(hourOf(now), now)
  const details: EnquiryRefusal = { limit, retryAfterMinutes: minutes }
  const wait = `please try again in ${minutes} minute${minutes === 1 ? "" : "s"}`
  // Everyone's cap is not the sender's doing: the form says the service is busy rather than blaming them.
  if (limit === "everyone") return new HttpsError("unavailable", `${busy}; ${wait}.`, details)
  const whose = limit === "sender" ? "this address" : "this e-mail address"
  return new HttpsError("resource-exhausted", `Too many enquiries from ${whose}; ${wait}.`, details)
}

/** One hourly count a message is taken against: the count, its cap and the limit it is. */
export type OwnScope = [HourlyCount, number, EnquiryRefusal["limit"]]

/** The sender's and the e-mail address's counts of one hour, each with its cap and the limit it is. */
export const ownScopes = (db: Firestore, sender: string, emailKey: string, limits: SendingLimits, window: number): OwnScope[] => [
  [hourlyCount(db, sender, window), limits.perHour, "sender"],
  [hourlyCount(db, `email-${emailKey}`, window), limits.perHourPerEmail, "email"],
]

/** The limits every message from one visitor counts against, whatever it is. */
export type SendingLimits = Pick<EnquiryLimits, "perHour" | "perHourPerEmail">

export interface SendingLimitsInput {
  /** The salted hash of the sender's address (IPv6: its /64). */
  sender: string
  /** The salted hash of the e-mail address, lower-cased. */
  emailKey: string
  limits: SendingLimits
  now: Date
  /** A count of everyone's messages of this kind together (its key in `rateLimits`), its cap, and what its refusal says is busy. */
  everyone?: { key: string; cap: number; busy: string }
}

/**
 * The sender's and the e-mail address's hourly limits for another kind of message (a booked or
 * moved call), and that kind's own count for everyone together when given: reads the counts in
 * `transaction`, throws the refusal of one that is reached, and answers the writes that take one
 * unit of each, for the caller to make once it knows the message goes ahead.
 */
export const takeSendingSlots = async (transaction: Transaction, db: Firestore, { sender, emailKey, limits, now, everyone }: SendingLimitsInput): Promise<() => void> => {
  const window = hourOf(now)
  const scopes: OwnScope[] = [...ownScopes(db, sender, emailKey, limits, window), ...(everyone ? [[hourlyCount(db, everyone.key, window), everyone.cap, "everyone"] as OwnScope] : [])]
  const taken = (await transaction.getAll(...scopes.map(([scope]) => scope.ref))).map(takenIn)
  scopes.forEach(([, cap, limit], at) => {
    if (taken[at] >= cap) throw refusal(limit, now, everyone?.busy)
  })
  return () => scopes.forEach(([scope], at) => takeOne(transaction, scope, taken[at]))
}
