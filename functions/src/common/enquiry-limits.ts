import { defineInt } from "firebase-functions/params"

/**
 * Enquiries allowed per clock hour, unless the functions' parameters say otherwise: from one sender
 * (an IPv4 address or IPv6 /64), for one e-mail address, and from everyone together; and how many of
 * everyone's each e-mail the coach on their own (the rest reach her in the hourly digest). The cap
 * for everyone bounds what a flood from many addresses can store; it is far above a real hour's
 * enquiries so that a few addresses at their own limit cannot fill it (docs/security-inbox.md).
 */
export const RATE_LIMIT = { perHour: 5, perHourPerEmail: 3, perHourAll: 100, emailsPerHour: 10, perDayPerEmail: 8 } as const

export interface EnquiryLimits {
  /** Per sender and hour. */
  perHour: number
  /** Per e-mail address and hour. */
  perHourPerEmail: number
  /** Stored for all senders together per hour. */
  perHourAll: number
  /** Of those, e-mailed to the coach one by one; the rest go into the digest. */
  emailsPerHour: number
  /** E-mails a visitor's request sends to one mailbox per day (invitations, newsletter confirmations). */
  perDayPerEmail: number
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

/**
 * Beside the hourly limit per address: its hour comes round again, so without a day's cap one
 * mailbox could be sent a booking's invitation or a newsletter's confirmation every few minutes
 * all day by senders who change their address.
 */
export const EMAILS_PER_DAY_PER_ADDRESS = defineInt("EMAILS_PER_DAY_PER_ADDRESS", {
  default: RATE_LIMIT.perDayPerEmail,
  description: "How many invitations and newsletter confirmations one mailbox may be sent per day, at visitors' requests.",
})

/** An unset parameter reads as 0, which would refuse everyone: fall back to the default. */
export const enquiryLimits = (): EnquiryLimits => ({
  perHour: ENQUIRIES_PER_HOUR.value() || RATE_LIMIT.perHour,
  perHourPerEmail: ENQUIRIES_PER_HOUR_PER_EMAIL.value() || RATE_LIMIT.perHourPerEmail,
  perHourAll: ENQUIRIES_PER_HOUR_ALL.value() || RATE_LIMIT.perHourAll,
  emailsPerHour: ENQUIRY_EMAILS_PER_HOUR.value() || RATE_LIMIT.emailsPerHour,
  perDayPerEmail: EMAILS_PER_DAY_PER_ADDRESS.value() || RATE_LIMIT.perDayPerEmail,
})
