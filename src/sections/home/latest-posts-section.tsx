import * as React from "react"
import { Link } from "gatsby"
import { PostList, type PostSummary } from "../../components/post-list"
import { Section } from "../../components/section"
import { ROUTES } from "../../../contract/routes"

interface LatestPostsSectionProps {
  title: string
  posts: readonly PostSummary[]
  /** The words of the link to /blog/. */
  allPostsLabel: string
}

/** The newest posts and the way to all of them. */
export const LatestPostsSection: React.FC<LatestPostsSectionProps> = ({ title, posts, allPostsLabel }) => (
  <Section id="latest-posts" title={title}>
    <PostList posts={posts} />
    <p>
      <Link to={ROUTES.blog}>{allPostsLabel}</Link>
    </p>
  </Section>
)
