/**
 * Runs `work` once, the first time the visitor shows they may move to another page of the site: a
 * pointer over or pressed on one of its links, a finger on one, or the keyboard's focus on one.
 * For what only a page change needs, so a visitor who reads one page and leaves never fetches it,
 * while one who moves has it by the time the click lands (a hover or a touch comes first).
 */
const INTENT_EVENTS = ["pointerover", "pointerdown", "touchstart", "focusin"] as const

/** A link to another page of this site: same origin, not just an anchor on this page. */
const isLinkToAnotherPage = (target: EventTarget | null): boolean => {
  const link = target instanceof Element ? target.closest("a[href]") : null
  if (!(link instanceof HTMLAnchorElement) || link.target === "_blank") return false
  const url = new URL(link.href, window.location.href)
  return url.origin === window.location.origin && url.pathname !== window.location.pathname
}

export const onNavigationIntent = (work: () => void): void => {
  const listener = (event: Event): void => {
    if (!isLinkToAnotherPage(event.target)) return
    for (const type of INTENT_EVENTS) document.removeEventListener(type, listener, true)
    work()
  }
  for (const type of INTENT_EVENTS) document.addEventListener(type, listener, { capture: true, passive: true })
}
