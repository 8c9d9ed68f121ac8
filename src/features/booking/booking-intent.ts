/**
 * When a visitor may be about to book, so the booking code and the free times are on their way
 * before the tap: the button in view once someone is evidently reading the page (they scrolled,
 * pressed, moved the pointer or a key). The pointer over the button and the keyboard's focus on it
 * are the button's own events (booking-entry.tsx). A page only loaded, by a crawler or a speed
 * test, asks for nothing, and its first JavaScript carries none of booking's code.
 */
import { useEffect, type RefObject } from "react"

const PRESENCE_EVENTS = ["scroll", "wheel", "pointermove", "pointerdown", "touchstart", "keydown"] as const

/** Calls `intent` once the element is seen by a visitor who is there (above); `intent` should be stable. */
export const useSeenIntent = (ref: RefObject<Element | null>, intent: () => void, enabled: boolean): void => {
  useEffect(() => {
    const element = ref.current
    if (!enabled || !element || !("IntersectionObserver" in window)) return
    let observer: IntersectionObserver | undefined
    const present = () => {
      for (const type of PRESENCE_EVENTS) window.removeEventListener(type, present)
      observer = new IntersectionObserver((entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return
        observer?.disconnect()
        intent()
      })
      observer.observe(element)
    }
    for (const type of PRESENCE_EVENTS) window.addEventListener(type, present, { passive: true })
    return () => {
      for (const type of PRESENCE_EVENTS) window.removeEventListener(type, present)
      observer?.disconnect()
    }
  }, [ref, intent, enabled])
}
