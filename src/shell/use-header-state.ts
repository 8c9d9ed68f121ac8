import { useEffect, useRef, useState } from "react"
import { theme } from "../theme/tokens"
import { ROUTES } from "../../contract/routes"

/**
 * Header appearance states (spec section 4):
 * none before the route is known, main on the home page at the top, main2 on the home page
 * scrolled past the threshold, alternate on every other route.
 */
export type HeaderState = "none" | "main" | "main2" | "alternate"

export const SCROLL_THRESHOLD = theme.header.scrollThreshold

export const isHomePath = (pathname: string): boolean => pathname === ROUTES.home || pathname === ""

/**
 * The route decides main versus alternate; on the home page only, the scroll position switches
 * main and main2. The listener is passive and only sets state when the threshold is crossed,
 * so scrolling does not re-render the header.
 */
export const useHeaderState = (pathname: string | undefined): HeaderState => {
  const home = pathname !== undefined && isHomePath(pathname)
  const [scrolledPast, setScrolledPast] = useState(false)
  const current = useRef(scrolledPast)

  useEffect(() => {
    if (!home) return undefined
    const update = (): void => {
      const past = window.scrollY > SCROLL_THRESHOLD
      if (past !== current.current) {
        current.current = past
        setScrolledPast(past)
      }
    }
    update()
    window.addEventListener("scroll", update, { passive: true })
    return () => window.removeEventListener("scroll", update)
  }, [home])

  if (pathname === undefined) return "none"
  if (!home) return "alternate"
  return scrolledPast ? "main2" : "main"
}
