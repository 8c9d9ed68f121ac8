/** Runs work once the browser is idle (or after a short wait where it cannot say), never in the way of the page. */
export const whenIdle = (work: () => void, timeoutMs = 4000): void => {
  if ("requestIdleCallback" in window) window.requestIdleCallback(() => work(), { timeout: timeoutMs })
  else setTimeout(work, 1)
}
