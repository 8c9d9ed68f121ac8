import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { postPath } from "../../contract/routes"
import { readingTime } from "../lib/format"
import { ResponsiveImage } from "./responsive-image"
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
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`

const StyledCover = styled(ResponsiveImage)`
  display: block;
  margin: -1.5rem -1.5rem 0.75rem;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0 0;
  }
`

/** Date and reading time, as every post shows them. */
export const PostMeta: React.FC<Pick<PostSummary, "date" | "published" | "timeToRead">> = ({ date, published, timeToRead }) => (
  <StyledMeta>
    <time dateTime={published}>{date}</time> · {readingTime(timeToRead)}
  </StyledMeta>
)

interface PostListProps {
  posts: readonly PostSummary[]
  columns?: 2 | 3
  /** h2 when the list sits right under the page heading (/blog), h3 under a section heading (home). */
  headingLevel?: 2 | 3
  /** The list opens the page: its first cover is painted from the server HTML, eagerly. */
  aboveTheFold?: boolean
}

/** Blog posts as cards, in the order given (newest first), each with its date and reading time. */
export const PostList: React.FC<PostListProps> = ({ posts, columns = 3, headingLevel = 3, aboveTheFold = false }) => {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
  <CardGrid $columns={columns}>
    {posts.map((post, index) => (
      <Card key={post.slug}>
        {/* On a list that opens the page (/blog) the first cover is the largest paint. */}
        {post.cover && <StyledCover image={post.cover} alt={post.coverAlt ?? ""} priority={aboveTheFold && index === 0} />}
        <Heading>
          <Link to={postPath(post.slug)}>{post.title}</Link>
        </Heading>
        <PostMeta date={post.date} published={post.published} timeToRead={post.timeToRead} />
        <p>{post.description}</p>
      </Card>
    ))}
  </CardGrid>
  )
}
