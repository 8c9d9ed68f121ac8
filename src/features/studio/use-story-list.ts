import { useCallback } from "react"
import type { FirebaseSetup } from "../../firebase/config"
import { fetchStories } from "./studio-calls"
import { storyCallProblem } from "./studio-call-problems"
import { useLoaded } from "./use-loaded"

/** The coach's stories, drafts and published, the last changed first (the server's order). */
export const useStoryList = (setup: FirebaseSetup) => {
  const { data, problem, reload } = useLoaded(
    useCallback(() => fetchStories(setup), [setup]),
    storyCallProblem,
  )
  return { stories: data, problem, reload }
}
