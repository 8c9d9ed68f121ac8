/** Small formatting helpers shared by pages and structured data. */

const pounds = new Intl.NumberFormat("en-GB", { style: "currency", currency: "GBP", maximumFractionDigits: 0 })

/** 6500 -> "£6,500". */
export const formatPounds = (amount: number): string => pounds.format(amount)

/** "5 min read" from the reading time the Markdown transformer measures. */
export const readingTime = (minutes: number): string => `${Math.max(1, minutes)} min read`
