import * as React from "react"
import { Link } from "gatsby"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import { ResponsiveImage } from "../../components/responsive-image"
import styled from "styled-components"
import { PostMeta } from "../../components/post-list"
import { listReset } from "../../theme/mixins"
import { ROUTES } from "../../../contract/routes"

const StyledTags = styled.ul`
  ${listReset}
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-bottom: 1.5rem;

  li {
    padding: 0.15rem 0.6rem;
    font-size: ${({ theme }) => theme.type.small};
    background: ${({ theme }) => theme.colors.accent};
    border-radius: ${({ theme }) => theme.radius};
  }
`

/* The cover opens the post and is its largest paint: painted from the server HTML (see ResponsiveImage). */
const StyledCover = styled(ResponsiveImage)`
  display: block;
  margin: 1rem 0 2rem;

  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius};
  }
`

interface PostHeaderProps {
  title: string
  /** As the visitor reads it, and as YYYY-MM-DD for the machine. */
  date: string
  published: string
  timeToRead: number
  tags: readonly string[]
  cover?: IGatsbyImageData
  coverAlt: string | null
}

/** The top of a post: the way back to the blog, title, date and reading time, topics and cover. */
export const PostHeader: React.FC<PostHeaderProps> = ({ title, date, published, timeToRead, tags, cover, coverAlt }) => (
  <>
    <p>
      <Link to={ROUTES.blog}>Blog</Link>
    </p>
    <h1>{title}</h1>
    <PostMeta date={date} published={published} timeToRead={timeToRead} />
    <StyledTags aria-label="Topics">
      {tags.map((tag) => (
        <li key={tag}>{tag}</li>
      ))}
    </StyledTags>
    {cover && <StyledCover image={cover} alt={coverAlt ?? ""} priority />}
  </>
)
