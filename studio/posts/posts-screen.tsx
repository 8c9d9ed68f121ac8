import * as React from "react"
import { StudioDraftList } from "../editing/studio-draft-list"
import type { ScreenProps } from "../common/screen-props"
import { PostEditor } from "./post-editor"
import { POST_LIST } from "./post-list-kind"
import { useStudioPosts } from "./use-studio-posts"

/** Her blog posts, with the site's own beside them; one opened fills the screen (and a reload goes back to it). */
export const PostsScreen: React.FC<ScreenProps> = ({ setup, siteFiles }) => {
  const posts = useStudioPosts(setup)
  if (posts.open) return <PostEditor key={posts.open.id} setup={setup} source={posts.open} onClose={posts.close} />
  return <StudioDraftList kind={POST_LIST} items={posts.posts} problem={posts.problem} onOpen={posts.openPost} onCreate={posts.create} siteFiles={siteFiles?.posts} />
}
