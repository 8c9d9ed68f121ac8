/** When something kept for a number of days is due for deletion: the functions' records and the browser's drafts alike. */
const DAY_MS = 24 * 60 * 60 * 1000

/** The moment something made at `from` is due for deletion. */
export const expiryAfter = (from: Date, keepDays: number): Date => new Date(from.getTime() + keepDays * DAY_MS)
