import { useCallback, useEffect, useState } from "react"

/**
 * Data the studio loads from a callable when a screen opens, and again on request; a failure is
 * kept as words (`describe`) for the screen to show.
 */
export const useLoaded = <T>(load: () => Promise<T>, describe: (error: unknown) => string) => {
  const [data, setData] = useState<T | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const reload = useCallback(async () => {
    setProblem(null)
    try {
      setData(await load())
    } catch (error) {
      setProblem(describe(error))
    }
  }, [load, describe])

  useEffect(() => {
    let live = true
    load().then(
      (loaded) => live && setData(loaded),
      (error: unknown) => live && setProblem(describe(error)),
    )
    return () => {
      live = false
    }
  }, [load, describe])

  return { data, setData, problem, setProblem, reload }
}
