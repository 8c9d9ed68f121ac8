import { useCallback } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import { fetchStories } from "../callables/studio-callables"
import { storyCallProblem } from "../callables/callable-problems"
import { useLoaded } from "../common/use-loaded"

/** The coach's stories, drafts and published, the last changed first (the server's order). */
export const useStudioStoryList = (setup: FirebaseSetup) => {
  const { data, problem, reload, setData } = useLoaded(
    useCallback(() => fetchStories(setup), [setup]),
    storyCallProblem,
  )
  return { stories: data, problem, reload, setStories: setData }
}
