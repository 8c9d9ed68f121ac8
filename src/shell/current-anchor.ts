/** The #anchor the page had when its scripts started. */
const hashAtStart = typeof window === "undefined" ? "" : window.location.hash

/**
 * Hydration runs in slices (hydrate-in-slices.ts), so a visitor can follow an in-page link before
 * it ends. Gatsby's scroll handler then scrolls to the anchor the page opened with, taking the
 * visitor back; called once the page is hydrated, this shows the anchor the address names now.
 */
export const showCurrentAnchor = (): void => {
  const { hash } = window.location
  if (!hash || hash === hashAtStart) return
  document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView()
}
