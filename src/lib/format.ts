/** Small formatting helpers shared by pages and structured data. */

/**
 * Made on first use, not when the module loads: building it loads the locale's currency data, a
 * long moment of a phone's main thread (docs/speed.md), and pages that show no fee (the home page imports this module for
 * `readingTime`) would pay it while they hydrate.
 */
let pounds: Intl.NumberFormat | undefined

/** 6500 -> "£6,500". */
export const formatPounds = (amount: number): string =>
  (pounds ??= new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 })).format(amount)

/** "5 min read" from the reading time the Markdown transformer measures. */
export const readingTime = (minutes: number): string => `${Math.max(1, minutes)} min read`
