import { useCallback, useEffect, useRef, useState } from "react"
import { useHydrated } from "../lib/use-hydrated"

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])'

export interface MobileMenu {
  open: boolean
  /** False in the server-rendered HTML until React has hydrated: the button cannot work before. */
  ready: boolean
  show: () => void
  hide: () => void
  buttonRef: React.RefObject<HTMLButtonElement>
  overlayRef: React.RefObject<HTMLDivElement>
}

/**
 * State and behaviour of the full-screen menu: Escape closes it, Tab stays inside it, the page
 * behind does not scroll, and focus returns to the menu button when it closes.
 */
export const useMobileMenu = (): MobileMenu => {
  const [open, setOpen] = useState(false)
  const ready = useHydrated()
  const buttonRef = useRef<HTMLButtonElement>(null)
  const overlayRef = useRef<HTMLDivElement>(null)
  const wasOpen = useRef(false)

  const show = useCallback(() => setOpen(true), [])
  const hide = useCallback(() => setOpen(false), [])

  useEffect(() => {
    if (!open) {
      // Only hand focus back after a real close, not on the first render.
      if (wasOpen.current) buttonRef.current?.focus()
      wasOpen.current = false
      return undefined
    }
    wasOpen.current = true
    const overlay = overlayRef.current
    const { overflow } = document.body.style
    document.body.style.overflow = "hidden"
    overlay?.querySelector<HTMLElement>(FOCUSABLE)?.focus()

    const onKeyDown = (event: KeyboardEvent): void => {
      if (event.key === "Escape") {
        event.preventDefault()
        setOpen(false)
        return
      }
      if (event.key !== "Tab" || !overlay) return
      const items = Array.from(overlay.querySelectorAll<HTMLElement>(FOCUSABLE))
      if (items.length === 0) return
      const first = items[0]
      const last = items[items.length - 1]
      const active = document.activeElement
      if (event.shiftKey && (active === first || !overlay.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !overlay.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener("keydown", onKeyDown)
    return () => {
      document.removeEventListener("keydown", onKeyDown)
      document.body.style.overflow = overflow
    }
  }, [open])

  return { open, ready, show, hide, buttonRef, overlayRef }
}
