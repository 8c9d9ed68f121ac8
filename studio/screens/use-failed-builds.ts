import { useCallback } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { StudioDraftRecord } from "../../contract/studio-api"
import { PAGE_NAMES } from "../../contract/site-pages"
import { fetchPosts } from "../callables/studio-callables"
import { fetchPages } from "../callables/page-callables"
import { pageCallProblem, postCallProblem } from "../callables/callable-problems"
import { useLoaded } from "../common/use-loaded"
import { buildStateLine } from "../editing/build-state-line"
import { useStudioStoryList } from "../stories/use-studio-story-list"
import { STORY_LIST } from "../stories/story-list-kind"
import { POST_LIST } from "../posts/post-list-kind"
import type { ScreenId } from "../common/screen-address"

/** Something she published that the site does not show, as the desk lists it. */
export interface FailedBuild {
  key: string
  title: string
  /** What the last build that read it did, in her words. */
  line: string
  /** The screen it is opened from. */
  screen: ScreenId
}

/** The site's last build that read this published revision failed or left it out. */
const notLive = (item: Omit<StudioDraftRecord<unknown>, "draft">): boolean =>
  item.published && (item.lastBuild?.outcome === "failed" || item.lastBuild?.outcome === "left-out")

const failed = (item: Omit<StudioDraftRecord<unknown>, "draft">, key: string, title: string | undefined, screen: ScreenId): FailedBuild[] =>
  notLive(item) ? [{ key, title: title?.trim() || "Untitled", line: buildStateLine(item.lastBuild) ?? "", screen }] : []

/**
 * Her published stories, posts and pages whose last build failed or left them out, from the build
 * records the lists already carry (the same callables as their screens); null until all three answer.
 */
export const useFailedBuilds = (setup: FirebaseSetup): FailedBuild[] | null => {
  const stories = useStudioStoryList(setup)
  const posts = useLoaded(
    useCallback(() => fetchPosts(setup), [setup]),
    postCallProblem,
  )
  const pages = useLoaded(
    useCallback(() => fetchPages(setup), [setup]),
    pageCallProblem,
  )
  // A list that could not be read is told on its own screen; the desk lists what it could read.
  const settled = [stories.stories ?? stories.problem, posts.data ?? posts.problem, pages.data ?? pages.problem]
  if (settled.some((answer) => answer === null)) return null
  return [
    ...(stories.stories ?? []).flatMap((story) => failed(story, `story:${story.storyId}`, STORY_LIST.rowOf(story).title, "stories")),
    ...(posts.data?.posts ?? []).flatMap((post) => failed(post, `post:${post.postId}`, POST_LIST.rowOf(post).title, "posts")),
    ...(pages.data?.pages ?? []).flatMap((page) => failed(page, `page:${page.pageId}`, PAGE_NAMES[page.pageId], "pages")),
  ]
}
