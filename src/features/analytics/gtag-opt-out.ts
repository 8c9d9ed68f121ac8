/**
 * Withdrawing analytics consent on a page where analytics already ran: gtag.js reads the
 * `ga-disable-<measurement id>` flag before every hit (Google's documented opt-out, the same flag
 * Firebase's setAnalyticsCollectionEnabled sets), and the cookies it wrote (`_ga`, `_ga_<container>`)
 * are removed, so nothing identifies the visitor any more. Giving consent again lifts the flag.
 */

declare global {
  interface Window {
    /** gtag.js's opt-out flags live on window under names made from the measurement ID. */
    [flag: `ga-disable-${string}`]: boolean | undefined
  }
}

const GA_COOKIE = /^_ga(_[A-Za-z0-9]+)?$/

/** The host and every parent domain: gtag writes its cookies on the widest one it may ("auto"). */
const cookieDomains = (host: string): string[] => {
  const labels = host.split(".")
  // An address such as 127.0.0.1 has no parent domains.
  if (/^[\d.]+$/.test(host) || labels.length < 2) return [host]
  return labels.map((_, index) => labels.slice(index).join(".")).filter((domain) => domain.includes("."))
}

const removeAnalyticsCookies = (): void => {
  const names = document.cookie
    .split(";")
    .map((pair) => pair.split("=")[0].trim())
    .filter((name) => GA_COOKIE.test(name))
  for (const name of names) {
    const expired = `${name}=; Max-Age=0; path=/`
    document.cookie = expired
    for (const domain of cookieDomains(window.location.hostname)) document.cookie = `${expired}; domain=${domain}`
  }
}

export const setAnalyticsOptOut = (measurementId: string, optOut: boolean): void => {
  window[`ga-disable-${measurementId}`] = optOut
  if (optOut) removeAnalyticsCookies()
}
