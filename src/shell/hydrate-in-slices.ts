import { startTransition } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

/**
 * Gatsby hydrates with a plain hydrateRoot, which React 18 runs in one blocking task: the whole
 * page's hydration is one long task on a phone (most of the Total Blocking Time). Inside a
 * transition React hydrates in slices and yields to the browser between them, so a tap or a
 * scroll is never held up behind it; the page looks the same meanwhile, since it is server-rendered.
 * A page with nothing server-rendered (the client-only studio) is rendered, as Gatsby would.
 */
export const hydrateInSlices = (element: React.ReactNode, container: Element | Document | DocumentFragment | null): void => {
  // Gatsby always passes its #___gatsby element.
  if (!(container instanceof Element)) return
  const focusWrapper = document.getElementById("gatsby-focus-wrapper")
  if (!focusWrapper?.children.length) {
    createRoot(container).render(element)
    return
  }
  startTransition(() => {
    hydrateRoot(container, element)
  })
}
