import { defineInt } from "firebase-functions/params"

/**
 * Enquiries allowed per clock hour, unless the functions' parameters say otherwise: from one sender
 * (an IPv4 address or IPv6 /64), for one e-mail address, and from everyone together; and how many of
 * everyone's each e-mail the coach on their own (the rest reach her in the hourly digest). The cap
 * for everyone bounds what a flood from many addresses can store; it is far above a real hour's
 * enquiries so that a few addresses at their own limit cannot fill it (docs/security-inbox.md).
 */
export const RATE_LIMIT = { perHour: 5, perHourPerEmail: 3, perHourAll: 100, emailsPerHour: 10 } as const

export interface EnquiryLimits {
  /** Per sender and hour. */
  perHour: number
  /** Per e-mail address and hour. */
  perHourPerEmail: number
  /** Stored for all senders together per hour. */
  perHourAll: number
  /** Of those, e-mailed to the coach one by one; the rest go into the digest. */
  emailsPerHour: number
}

/**
 * Enquiries one sender may make per hour. The local backend raises it: there every visitor, test
 * and retry comes from the same address, 127.0.0.1.
 */
export const ENQUIRIES_PER_HOUR = defineInt("ENQUIRIES_PER_HOUR", {
  default: RATE_LIMIT.perHour,
  description: "How many enquiries one sender (one IPv4 address or IPv6 /64) may make per hour.",
})

export const ENQUIRIES_PER_HOUR_PER_EMAIL = defineInt("ENQUIRIES_PER_HOUR_PER_EMAIL", {
  default: RATE_LIMIT.perHourPerEmail,
  description: "How many enquiries may give the same e-mail address per hour.",
})

export const ENQUIRIES_PER_HOUR_ALL = defineInt("ENQUIRIES_PER_HOUR_ALL", {
  default: RATE_LIMIT.perHourAll,
  description: "How many enquiries the inbox stores per hour from everyone together.",
})

export const ENQUIRY_EMAILS_PER_HOUR = defineInt("ENQUIRY_EMAILS_PER_HOUR", {
  default: RATE_LIMIT.emailsPerHour,
  description: "How many enquiries an hour e-mail the coach one by one; the rest reach her in one digest e-mail an hour.",
})

/** An unset parameter reads as 0, which would refuse everyone: fall back to the default. */
export const enquiryLimits = (): EnquiryLimits => ({
  perHour: ENQUIRIES_PER_HOUR.value() || RATE_LIMIT.perHour,
  perHourPerEmail: ENQUIRIES_PER_HOUR_PER_EMAIL.value() || RATE_LIMIT.perHourPerEmail,
  perHourAll: ENQUIRIES_PER_HOUR_ALL.value() || RATE_LIMIT.perHourAll,
  emailsPerHour: ENQUIRY_EMAILS_PER_HOUR.value() || RATE_LIMIT.emailsPerHour,
})
