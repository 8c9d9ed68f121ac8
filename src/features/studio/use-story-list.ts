import { useCallback, useEffect, useState } from "react"
import type { FirebaseSetup } from "../../firebase/config"
import type { StudioStory } from "./studio-api"
import { fetchStories } from "./studio-calls"
import { storyCallProblem } from "./studio-call-problems"

/** The coach's stories, drafts and published, the last changed first (the server's order). */
export const useStoryList = (setup: FirebaseSetup) => {
  const [stories, setStories] = useState<StudioStory[] | null>(null)
  const [problem, setProblem] = useState<string | null>(null)

  const load = useCallback(async () => {
    setProblem(null)
    try {
      setStories(await fetchStories(setup))
    } catch (error) {
      setProblem(storyCallProblem(error))
    }
  }, [setup])

  useEffect(() => {
    let live = true
    fetchStories(setup).then(
      (list) => live && setStories(list),
      (error: unknown) => live && setProblem(storyCallProblem(error)),
    )
    return () => {
      live = false
    }
  }, [setup])

  return { stories, problem, reload: load }
}
