import * as React from "react"
import { postPath } from "../../../../contract/routes"
import type { StudioPost } from "../../../../contract/studio-api"
import { StudioDraftList } from "../common/studio-draft-list"

interface StudioPostListProps {
  posts: StudioPost[] | null
  problem: string | null
  onOpen: (post: StudioPost) => void
  onCreate: (title: string) => void
}

const rowOf = (post: StudioPost) => ({
  ...post,
  id: post.postId,
  title: post.draft.title,
  address: post.publishedSlug ? postPath(post.publishedSlug) : undefined,
})

/** The coach's blog posts, drafts and published, the last changed first, and the way to start a new one. */
export const StudioPostList: React.FC<StudioPostListProps> = ({ posts, problem, onOpen, onCreate }) => (
  <StudioDraftList
    noun="post"
    heading="Blog posts"
    listLabel="Your posts"
    empty="No posts written here yet. Start one: the checklist says what the blog needs before it can be published."
    rows={posts?.map(rowOf) ?? null}
    problem={problem}
    onOpen={onOpen}
    onCreate={onCreate}
  />
)
