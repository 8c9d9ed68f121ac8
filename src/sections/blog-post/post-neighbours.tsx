import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { postPath } from "../../../contract/routes"
import { listReset } from "../../theme/mixins"

const StyledNeighbours = styled.nav`
  ul {
    ${listReset}
    display: grid;
    gap: 1rem;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }

  li:last-child {
    text-align: right;
  }

  span {
    display: block;
    font-size: ${({ theme }) => theme.type.small};
    color: ${({ theme }) => theme.colors.muted};
  }
`

export interface Neighbour {
  slug: string
  title: string
}

/** Links to the older and the newer post; nothing when there is neither. */
export const PostNeighbours: React.FC<{ older: Neighbour | null; newer: Neighbour | null }> = ({ older, newer }) => {
  if (!older && !newer) return null
  return (
    <StyledNeighbours aria-label="More posts">
      <ul>
        {(
          [
            [older, "prev", "Previous post"],
            [newer, "next", "Next post"],
          ] as const
        ).map(([post, rel, label]) => (
          <li key={rel}>
            {post && (
              <Link to={postPath(post.slug)} rel={rel}>
                <span>{label}</span>
                {post.title}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </StyledNeighbours>
  )
}
