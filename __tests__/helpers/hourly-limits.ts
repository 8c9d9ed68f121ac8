/**
 * The hourly limits a booking test runs under. The functions read them as parameters from the
 * environment, as deployed functions do; a file names the ones it needs, they are set before each
 * test (so one a test changes is back for the next) and put back as they were after the file.
 */
export type HourlyLimit =
  | "ENQUIRIES_PER_HOUR"
  | "ENQUIRIES_PER_HOUR_PER_EMAIL"
  | "ENQUIRIES_PER_HOUR_ALL"
  | "BOOKINGS_PER_HOUR_ALL"
  | "TRAPPED_BOOKINGS_PER_HOUR_ALL"
  | "EMAILS_PER_DAY_PER_ADDRESS"

export const withHourlyLimits = (limits: Partial<Record<HourlyLimit, number>>): void => {
  const before = Object.fromEntries(Object.keys(limits).map((name) => [name, process.env[name]]))
  beforeEach(() => {
    for (const [name, value] of Object.entries(limits)) process.env[name] = String(value)
  })
  afterAll(() => {
    for (const [name, value] of Object.entries(before)) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })
}
