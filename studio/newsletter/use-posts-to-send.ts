import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { ListPostsResult } from "../../contract/studio-posts-api"
import { fetchPosts } from "../callables/studio-callables"
import { useLoaded } from "../common/use-loaded"
import { newsletterProblem } from "./newsletter-problem"

/** A published post she may send: its title and its slug (its address under /blog/). */
export interface PostToSend {
  slug: string
  title: string
}

/**
 * The posts she can send: hers published from the studio (the letter is made from the published
 * post as the build reads it; the site's own posts in its files are not sent).
 */
export const usePostsToSend = (setup: FirebaseSetup) => {
  const { data, problem } = useLoaded<ListPostsResult>(
    useCallback(() => fetchPosts(setup), [setup]),
    newsletterProblem,
  )
  const posts = useMemo((): PostToSend[] | null => {
    if (!data) return null
    return data.posts.flatMap((post) => (post.publishedSlug ? [{ slug: post.publishedSlug, title: post.draft.title ?? post.publishedSlug }] : []))
  }, [data])
  return { posts, problem }
}
