import * as React from "react"

/** While `active`, the focus is in `ref`; when it ends (or unmounts), it goes back to where it was. */
export const useFocusWhileOpen = (ref: React.RefObject<HTMLElement>, active: boolean): void => {
  React.useEffect(() => {
    if (!active) return undefined
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null
    ref.current?.focus()
    return () => previous?.focus()
  }, [ref, active])
}
