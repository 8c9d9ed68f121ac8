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

  h2 {
    font-size: 1.25rem;
    margin: 0.75rem 0 0.25rem;
  }

  a:hover h2,
  a:focus-visible h2 {
    text-decoration: underline;
  }

  time {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.95rem;
  }
`

export interface StoryCardProps {
  href: string
  title: string
  /** ISO date for the machine, and as the visitor reads it. */
  date: string
  displayDate: string
  poster: { url: string; width: number; height: number; alt: string }
}

/**
 * One story in the /stories grid. A plain <a>, not Gatsby's Link: a story is a standalone AMP
 * document, so it must be loaded as a whole page, never by a client-side route change.
 */
export const StoryCard: React.FC<StoryCardProps> = ({ href, title, date, displayDate, poster }) => (
  <StyledCard>
    <a href={href}>
      <img src={poster.url} alt="" width={poster.width} height={poster.height} loading="lazy" />
      <h2>{title}</h2>
      <time dateTime={date}>{displayDate}</time>
    </a>
  </StyledCard>
)
