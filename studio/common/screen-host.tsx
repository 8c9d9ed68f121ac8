import * as React from "react"
import { Button } from "../../src/components/button"

/** Code fetched when it is first shown: a screen of the table, or a part of one (the desk's calls). */
export interface LoadedPart<Props> {
  /** Names it among the parts fetched this visit. */
  id: string
  /** What shows while its code is fetched. */
  opening: string
  load: () => Promise<React.ComponentType<Props>>
}

type Loaded<Props> = { state: "loading" } | { state: "ready"; Part: React.ComponentType<Props> } | { state: "failed" }

/** Parts already fetched this visit: going back to one shows it at once. */
// Keyed by id, each of its own props: the maps cannot say which, the id does.
const fetched = new Map<string, unknown>()
/** Parts being fetched: whoever asks next (the host, or a warm-up as she signs in) shares the one fetch. */
const fetching = new Map<string, Promise<unknown>>()

/** A part's code, fetched once this visit (again after a failure, so Try again can work). */
export const loadPart = <Props,>(row: LoadedPart<Props>): Promise<React.ComponentType<Props>> => {
  const started = fetching.get(row.id) as Promise<React.ComponentType<Props>> | undefined
  if (started) return started
  const fetch = row.load().then(
    (Part) => {
      fetched.set(row.id, Part)
      return Part
    },
    (error: unknown) => {
      fetching.delete(row.id)
      throw error
    },
  )
  fetching.set(row.id, fetch)
  return fetch
}

/**
 * A screen or part whose code is fetched the first time it shows, saying so meanwhile, with a way
 * to try again when the connection drops it (and `back`, to the desk).
 */
export const ScreenHost = <Props extends object>({ row, props, back }: { row: LoadedPart<Props>; props: Props; back?: () => void }): React.ReactElement => {
  const known = fetched.get(row.id) as React.ComponentType<Props> | undefined
  const [loaded, setLoaded] = React.useState<Loaded<Props>>(known ? { state: "ready", Part: known } : { state: "loading" })
  const [attempt, setAttempt] = React.useState(0)
  React.useEffect(() => {
    // Always asks: a warm-up's fetch may finish between this render and this effect, and the
    // host must still hear of it (loadPart answers a fetched part at once).
    let live = true
    loadPart(row).then(
      (Part) => {
        if (live) setLoaded((current) => (current.state === "ready" && current.Part === Part ? current : { state: "ready", Part }))
      },
      () => live && setLoaded({ state: "failed" }),
    )
    return () => {
      live = false
    }
  }, [row, attempt])

  if (loaded.state === "ready") return <loaded.Part {...props} />
  if (loaded.state === "loading") return <p role="status">{row.opening}</p>
  return (
    <div role="alert">
      <p>This part of the studio could not be opened just now. Please check your connection and try again.</p>
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
        {back && (
          <Button type="button" $tone="outline" onClick={back}>
            Back to the studio
          </Button>
        )}
      </p>
    </div>
  )
}
