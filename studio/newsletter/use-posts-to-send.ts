import { useCallback, useMemo } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { SiteFile } from "../../contract/site-files"
import type { ListPostsResult } from "../../contract/studio-posts-api"
import { fetchPosts } from "../callables/studio-callables"
import { useLoaded } from "../common/use-loaded"
import { newsletterProblem } from "./newsletter-problem"

/** A published post she may send: its title and its slug (its address under /blog/). */
export interface PostToSend {
  slug: string
  title: string
}

/** The slug of a post's address, "/blog/<slug>/". */
const slugOf = (address: string): string => address.replace(/\/+$/, "").split("/").at(-1) ?? ""

/** The posts that are live: hers published from the studio, then the site's own (its files), as she can send them. */
export const usePostsToSend = (setup: FirebaseSetup, filePosts: SiteFile[] = []) => {
  const { data, problem } = useLoaded<ListPostsResult>(
    useCallback(() => fetchPosts(setup), [setup]),
    newsletterProblem,
  )
  const posts = useMemo((): PostToSend[] | null => {
    if (!data) return null
    const hers = data.posts.flatMap((post) => (post.publishedSlug ? [{ slug: post.publishedSlug, title: post.draft.title ?? post.publishedSlug }] : []))
    const files = filePosts.map((file) => ({ slug: slugOf(file.address), title: file.title }))
    return [...hers, ...files]
  }, [data, filePosts])
  return { posts, problem }
}
