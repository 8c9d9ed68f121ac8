import { useSyncExternalStore } from "react"

const subscribe = (): (() => void) => () => undefined

/**
 * False in the server render and during hydration, true once React runs the page in the browser:
 * controls that need JavaScript are disabled until then instead of ignoring a tap.
 */
export const useHydrated = (): boolean =>
  useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
