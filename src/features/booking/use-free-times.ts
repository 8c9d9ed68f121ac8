import { useEffect, useSyncExternalStore } from "react"
import type { FreeTimes, FreeTimesStore } from "./free-times-store"

/**
 * The coach's free times for the open step: what the store holds (asked already when the visitor
 * showed intent), asked again when the step opens if that answer is not fresh, and when the visitor
 * comes back to the page after a while. `reload` asks anew whatever the answer's age.
 */
export const useFreeTimes = (store: FreeTimesStore): { times: FreeTimes; reload: () => void } => {
  const times = useSyncExternalStore(store.subscribe, store.current, store.current)

  useEffect(() => {
    store.ask()
    const back = () => {
      if (document.visibilityState === "visible") store.ask()
    }
    document.addEventListener("visibilitychange", back)
    return () => document.removeEventListener("visibilitychange", back)
  }, [store])

  return { times, reload: () => store.ask({ force: true }) }
}
