/**
 * Where the desk opens "Calls and availability": the screen's code (and luxon, which reads times in
 * her zone) is fetched when she opens it, so the rest of the studio does not wait for it.
 */
import * as React from "react"
import { Button } from "../../src/components/button"
import type { CallsScreenProps } from "./calls-screen"

type Loaded = { state: "loading" } | { state: "ready"; Screen: React.ComponentType<CallsScreenProps> } | { state: "failed" }

export const CallsEntry: React.FC<CallsScreenProps> = (props) => {
  const [loaded, setLoaded] = React.useState<Loaded>({ state: "loading" })
  const [attempt, setAttempt] = React.useState(0)
  React.useEffect(() => {
    let live = true
    import("./calls-screen").then(
      (module) => live && setLoaded({ state: "ready", Screen: module.CallsScreen }),
      () => live && setLoaded({ state: "failed" }),
    )
    return () => {
      live = false
    }
  }, [attempt])

  if (loaded.state === "ready") return <loaded.Screen {...props} />
  if (loaded.state === "loading") return <p role="status">Opening your calls…</p>
  return (
    <div role="alert">
      <p>Your calls could not be opened just now. Please check your connection and try again.</p>
      <p>
        <Button
          type="button"
          $tone="primary"
          onClick={() => {
            setLoaded({ state: "loading" })
            setAttempt((count) => count + 1)
          }}
        >
          Try again
        </Button>{" "}
        <Button type="button" $tone="outline" onClick={props.onClose}>
          Back to the studio
        </Button>
      </p>
    </div>
  )
}
