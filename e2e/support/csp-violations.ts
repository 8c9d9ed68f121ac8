import type { Page } from "@playwright/test"

/**
 * Collects the Content-Security-Policy violations a page reports, from its start: the
 * `securitypolicyviolation` events of every document the page loads, and the browser's console
 * reports ("Refused to ..."). The policy is enforced before any `page.route` sees a request, so a
 * request a test answers itself is still checked against the real policy.
 */
export const watchViolations = async (page: Page): Promise<string[]> => {
  const reports: string[] = []
  await page.exposeFunction("reportViolation", (text: string) => reports.push(text))
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      ;(window as unknown as { reportViolation: (t: string) => void }).reportViolation(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on("console", (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) reports.push(message.text())
  })
  return reports
}
