/**
 * A blog post's date as its page, its card and the studio's preview write it, from the date its
 * front matter gives ("2026-11-20", or "2026-11-20T00:00:00.000Z"): the build answers it in GraphQL
 * (gatsby/content/post-date-fields.ts), the preview writes the draft's. In UTC, as GraphQL's
 * `formatString` formatted, so the day never moves with the reader's time zone.
 */
const LONG_DATE = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })

/** The ISO 8601 forms a date comes in; others are not read (Date reads "2026-1" as a day in 2025). */
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2}))?$/

const parsed = (date: string): Date | null => {
  const value = ISO_DATE.test(date) ? new Date(date) : null
  return value && !Number.isNaN(value.getTime()) ? value : null
}

/** "20 November 2026"; a date that cannot be read (a draft's half-typed one) as it was given. */
export const postDateLabel = (date: string): string => {
  const value = parsed(date)
  return value ? LONG_DATE.format(value) : date
}

/** "2026-11-20", for `<time dateTime>` and structured data; a date that cannot be read as it was given. */
export const postDateIso = (date: string): string => parsed(date)?.toISOString().slice(0, 10) ?? date
