/** How a scheduled story or post says its day: "Scheduled for 28 November 2026". */
export const scheduledLine = (date: string): string =>
  `Scheduled for ${new Date(`${date}T12:00:00Z`).toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" })}`
