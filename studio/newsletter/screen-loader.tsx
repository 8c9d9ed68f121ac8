/**
 * A newsletter screen's code, fetched when she opens it, so the studio's entry file does not carry
 * it; while it comes she is told so, and if it cannot come, why, with another try and a way back.
 */
import * as React from "react"
import { Button } from "../../src/components/button"

type Loaded<Props> = { state: "loading" } | { state: "ready"; Screen: React.ComponentType<Props> } | { state: "failed" }

interface ScreenLoaderProps<Props> {
  load: () => Promise<React.ComponentType<Props>>
  props: Props
  /** "Opening your newsletter…" */
  opening: string
  onClose: () => void
}

export const ScreenLoader = <Props extends object>({ load, props, opening, onClose }: ScreenLoaderProps<Props>) => {
  const [loaded, setLoaded] = React.useState<Loaded<Props>>({ state: "loading" })
  const [attempt, setAttempt] = React.useState(0)
  React.useEffect(() => {
    let live = true
    load().then(
      (Screen) => live && setLoaded({ state: "ready", Screen }),
      () => live && setLoaded({ state: "failed" }),
    )
    return () => {
      live = false
    }
  }, [load, attempt])

  if (loaded.state === "ready") return <loaded.Screen {...props} />
  if (loaded.state === "loading") return <p role="status">{opening}</p>
  return (
    <div role="alert">
      <p>This could not be opened just now. Please check your connection and try again.</p>
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
        <Button type="button" $tone="outline" onClick={onClose}>
          Back
        </Button>
      </p>
    </div>
  )
}
