import * as React from "react"
import { Link } from "gatsby"
import { GatsbyImage, type IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { postPath } from "../lib/blog-paths"
import { readingTime } from "../lib/format"
import { Card, CardGrid } from "./card-grid"

export interface PostSummary {
  slug: string
  title: string
  description: string
  /** Display date ("14 October 2026"). */
  date: string
  /** ISO date for the machine-readable time element. */
  published: string
  timeToRead: number
  cover?: IGatsbyImageData | null
  coverAlt?: string | null
}

const StyledMeta = styled.p`
  && {
    font-size: 0.9rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`

const StyledCover = styled(GatsbyImage)`
  margin: -1.5rem -1.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
`

/** Date and reading time, as every post shows them. */
export const PostMeta: React.FC<Pick<PostSummary, "date" | "published" | "timeToRead">> = ({ date, published, timeToRead }) => (
  <StyledMeta>
    <time dateTime={published}>{date}</time> · {readingTime(timeToRead)}
  </StyledMeta>
)

/** Blog posts as cards, in the order given (newest first), each with its date and reading time. */
export const PostList: React.FC<{ posts: readonly PostSummary[]; columns?: 2 | 3 }> = ({ posts, columns = 3 }) => (
  <CardGrid $columns={columns}>
    {posts.map((post) => (
      <Card key={post.slug}>
        {post.cover && <StyledCover image={post.cover} alt={post.coverAlt ?? ""} />}
        <h3>
          <Link to={postPath(post.slug)}>{post.title}</Link>
        </h3>
        <PostMeta date={post.date} published={post.published} timeToRead={post.timeToRead} />
        <p>{post.description}</p>
      </Card>
    ))}
  </CardGrid>
)
