/**
 * What bookings and moves count against each hour: the sender's and the e-mail address's limits
 * every message from a visitor counts against (the enquiries'), and a cap of their own for
 * everyone together. Addresses are cheap (`victim+1@…`, `victim+2@…`), so without it a handful of
 * senders could take every free time for weeks and have an invitation mailed to each address they
 * typed; the cap bounds both, and the coach is told when it is reached (booking-flood.ts).
 */
import { defineInt } from "firebase-functions/params"
import { enquiryLimits } from "../common/enquiry-limits"
import type { SendingLimits } from "../common/sending-slots"

/** Far above a real hour's bookings (a coach has a few a day), far below a diary's weeks of free times. */
export const BOOKING_RATE_LIMIT = { perHourAll: 12, perHourTrapped: 20 } as const

export const BOOKINGS_PER_HOUR_ALL = defineInt("BOOKINGS_PER_HOUR_ALL", {
  default: BOOKING_RATE_LIMIT.perHourAll,
  description: "How many calls may be booked, moved or asked for per hour from everyone together.",
})

/**
 * Requests that filled the spam trap, counted apart: they mail no one and hold no time, so they
 * take nothing from real visitors' hour; past this cap they are answered as before and not kept.
 */
export const TRAPPED_BOOKINGS_PER_HOUR_ALL = defineInt("TRAPPED_BOOKINGS_PER_HOUR_ALL", {
  default: BOOKING_RATE_LIMIT.perHourTrapped,
  description: "How many booking requests that filled the spam trap are kept for the coach per hour from everyone together.",
})

export interface BookingLimits extends SendingLimits {
  /** Bookings and moves per hour from everyone together. */
  perHourAll: number
  /** Trapped (suspected) requests kept per hour from everyone together. */
  perHourTrapped: number
  /** Invitations one mailbox may be sent per day. */
  perDayPerEmail: number
}

/** Its key in `rateLimits`, apart from everyone's bookings. */
export const TRAPPED_EVERYONE_KEY = "bookings-trapped"

/** Its key in `rateLimits`: apart from the enquiries' count, so neither kind can use up the other's hour. */
export const BOOKINGS_EVERYONE_KEY = "bookings-all"

/** An unset parameter reads as 0, which would refuse everyone: fall back to the default. */
export const bookingLimits = (): BookingLimits => {
  const { perHour, perHourPerEmail, perDayPerEmail } = enquiryLimits()
  return {
    perHour,
    perHourPerEmail,
    perDayPerEmail,
    perHourAll: BOOKINGS_PER_HOUR_ALL.value() || BOOKING_RATE_LIMIT.perHourAll,
    perHourTrapped: TRAPPED_BOOKINGS_PER_HOUR_ALL.value() || BOOKING_RATE_LIMIT.perHourTrapped,
  }
}

/**
 * The counts beside the sender's and the address's that a request takes, as `takeSendingSlots`
 * takes them: a booking or a move, everyone's bookings and the mailbox's day (it mails an
 * invitation); a trapped request, the trapped requests' own count and no day (it mails no one).
 */
export const bookingCounts = (limits: BookingLimits, trapped = false) =>
  trapped
    ? { everyone: { key: TRAPPED_EVERYONE_KEY, cap: limits.perHourTrapped, busy: "The diary is taking no more bookings this hour" } }
    : { everyone: bookingsEveryone(limits), perDayPerEmail: limits.perDayPerEmail }

/** The count of everyone's bookings, as `takeSendingSlots` takes it. */
export const bookingsEveryone = (limits: BookingLimits) => ({
  key: BOOKINGS_EVERYONE_KEY,
  cap: limits.perHourAll,
  busy: "The diary is taking no more bookings or changes this hour (you can still send an enquiry)",
})
