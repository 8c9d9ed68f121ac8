import { useCallback, useEffect, useRef } from "react"
import { showControl } from "./show-control"

/**
 * Moves the keyboard focus to a control (by its element id) once the next render is on screen: the
 * control only exists after a view has changed or a page has moved, and one in a folded list entry is
 * opened first. Returns the function that names it.
 */
export const useFocusNext = (): ((id: string) => void) => {
  const next = useRef<string | null>(null)
  useEffect(() => {
    if (!next.current) return
    const target = document.getElementById(next.current)
    next.current = null
    if (target) showControl(target)
  })
  return useCallback((id: string) => {
    next.current = id
  }, [])
}
