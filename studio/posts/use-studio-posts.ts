import { useCallback, useMemo, useState } from "react"
import type { FirebaseSetup } from "../../src/firebase/config"
import type { PostDraft } from "../../contract/post-input"
import type { TakenSlugs } from "../../contract/post-slug"
import type { ListPostsResult, StudioPost } from "../../contract/studio-posts-api"
import { fetchPosts } from "../callables/studio-callables"
import { postCallProblem } from "../callables/callable-problems"
import { useLoaded } from "../common/use-loaded"
import { useOpenDraft, type OpenDraft } from "../editing/use-open-draft"
import { useBuildProgress } from "../editing/use-build-progress"
import type { SiteFile } from "../../contract/site-files"
import { newPostDraft, newPostId } from "./new-post"
import { postDrafts } from "./post-drafts"
import { fileSlugOf } from "./post-list-kind"

const postIdOf = (post: StudioPost) => post.postId

/** The addresses a post may not take: the file posts' and every other published post's; a file post's copy keeps the file's. */
export const takenSlugs = (list: ListPostsResult | null, postId: string | null): TakenSlugs => ({
  filePosts: list?.filePostSlugs ?? [],
  publishedPosts: (list?.posts ?? []).filter((post) => post.published && post.postId !== postId && post.publishedSlug).map((post) => post.publishedSlug as string),
  ownFile: (list?.posts ?? []).find((post) => post.postId === postId)?.fromFile ?? null,
})

/** What the post editor opens, with what it needs to know of the other posts. */
export interface PostSource extends OpenDraft<StudioPost, PostDraft> {
  taken: TakenSlugs
  /** Every tag in use on the site, for the tag picker. */
  tags: string[]
  /** The other posts' drafts: a photo one of them shows (reused from the library) is never deleted from this one. */
  otherDrafts?: readonly PostDraft[]
}

/** The posts screen: the list (drafts and published, the last changed first, the server's order), and which post is open. */
export const useStudioPosts = (setup: FirebaseSetup) => {
  const { data, problem, reload, setData } = useLoaded(
    useCallback(() => fetchPosts(setup), [setup]),
    postCallProblem,
  )
  const editing = useOpenDraft({ items: data?.posts ?? null, idOf: postIdOf, device: postDrafts, reload })
  const { current, start } = editing
  const open = useMemo((): PostSource | null => current && {
        ...current,
        taken: takenSlugs(data, current.id),
        tags: data?.tags ?? [],
        otherDrafts: (data?.posts ?? []).filter((post) => post.postId !== current.id).map((post) => post.draft),
      },
    [current, data],
  )
  useBuildProgress(data?.posts ?? null, !current, reload)

  const [takeFailure, setTakeFailure] = useState<string | null>(null)
  const { open: openPost } = editing
  /** "Edit in the studio" on a file post: its copy is made, listed and opened. */
  const take = useCallback(
    async (file: SiteFile) => {
      setTakeFailure(null)
      // With the photo code it needs, loaded on first use: most visits take no file into the studio.
      const taken = await import("./take-file-post").then(
        ({ takeFilePostIntoStudio }) => takeFilePostIntoStudio(setup, fileSlugOf(file.address)),
        () => ({ problem: "The studio could not load what it needs: check your connection and try again." }),
      )
      if ("problem" in taken) {
        setTakeFailure(`"${file.title}" could not be taken into the studio. ${taken.problem}`)
        return
      }
      const { copy } = taken
      setData((list) => list && { ...list, posts: [copy, ...list.posts.filter((post) => post.postId !== copy.postId)] })
      openPost(copy)
    },
    [setup, setData, openPost],
  )

  /** A new post with this title, or, given a post written as a file, the studio's copy of it. */
  const create = useCallback(
    (title: string, file?: SiteFile): Promise<void> | undefined => {
      if (file) return take(file)
      const postId = newPostId()
      // No other post's address: the published ones, and the other drafts' too, so two drafts do not start alike.
      const taken = takenSlugs(data, postId)
      const drafts = (data?.posts ?? []).map((post) => post.draft.slug).filter((slug): slug is string => Boolean(slug))
      start(postId, newPostDraft(title, { ...taken, publishedPosts: [...taken.publishedPosts, ...drafts] }))
      return undefined
    },
    [data, start, take],
  )

  return { posts: data?.posts ?? null, problem: takeFailure ?? problem, open, openPost, create, close: editing.close }
}
