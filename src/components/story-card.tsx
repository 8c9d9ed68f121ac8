import * as React from "react"
import styled from "styled-components"

const StyledCard = styled.li`
  list-style: none;

  a {
    display: block;
    color: inherit;
    text-decoration: none;
    border-radius: ${({ theme }) => theme.radius};
  }

  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 4;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.accent};
  }

  h2,
  h3 {
    margin: 0.75rem 0 0.25rem;
    font-size: ${({ theme }) => theme.type.heading};
  }

  a:hover :is(h2, h3),
  a:focus-visible :is(h2, h3) {
    text-decoration: underline;
  }

  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.type.small};
  }
`

export interface StoryCardProps {
  href: string
  title: string
  /** ISO date for the machine, and as the visitor reads it. */
  date: string
  displayDate: string
  poster: { url: string; width: number; height: number; alt: string }
  /** h2 in the /stories grid, h3 under a section heading (home page). */
  headingLevel?: 2 | 3
}

/**
 * One story as a poster card (the /stories grid, the home page's latest stories). A plain <a>, not Gatsby's Link: a story is a standalone AMP
 * document, so it must be loaded as a whole page, never by a client-side route change.
 */
export const StoryCard: React.FC<StoryCardProps> = ({ href, title, date, displayDate, poster, headingLevel = 2 }) => {
  const Heading = headingLevel === 2 ? "h2" : "h3"
  return (
  <StyledCard>
    <a href={href}>
      <img src={poster.url} alt="" width={poster.width} height={poster.height} loading="lazy" />
      <Heading>{title}</Heading>
      <time dateTime={date}>{displayDate}</time>
    </a>
  </StyledCard>
  )
}
