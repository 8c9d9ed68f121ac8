/**
 * How long a client's record is kept once their programme has ended, declared once for her
 * Settings (contract/site-schema.ts) and the functions' daily clean-up. Coaching notes are personal
 * data kept only as long as needed: two years after the end lets a returning client pick up where
 * they left off and covers a complaint's usual time, and she may set anything from a month to seven
 * years. The invoices are not part of it: they are kept six years for her accounts, whatever this says.
 */

/** Months a record is kept after its programme ends, unless her Settings say otherwise. */
export const DEFAULT_CLIENT_RECORD_MONTHS = 24
export const CLIENT_RECORD_MONTHS_MAX = 84

/** The moment a record whose programme ended at `endedAt` is due to be erased. */
export const recordErasureDue = (endedAt: Date, months: number): Date => {
  const due = new Date(endedAt.getTime())
  due.setUTCMonth(due.getUTCMonth() + months)
  return due
}
