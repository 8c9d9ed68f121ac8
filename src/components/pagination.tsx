import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { blogListPath } from "../lib/blog-paths"
import { listReset } from "../theme/mixins"

const StyledNav = styled.nav`
  margin-top: 2.5rem;

  ul {
    ${listReset}
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }

  a,
  span {
    display: inline-block;
    min-width: 2.75rem;
    padding: 0.5rem 0.85rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    text-align: center;
  }

  [aria-current="page"] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.inverse};
  }
`

interface PaginationProps {
  currentPage: number
  pageCount: number
}

/** Links between the pages of the blog list; nothing when everything fits on one page. */
export const Pagination: React.FC<PaginationProps> = ({ currentPage, pageCount }) => {
  if (pageCount <= 1) return null
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1)
  return (
    <StyledNav aria-label="Blog pages">
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={blogListPath(currentPage - 1)} rel="prev">
              Newer posts
            </Link>
          </li>
        )}
        {pages.map((page) => (
          <li key={page}>
            {page === currentPage ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={blogListPath(page)} aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {currentPage < pageCount && (
          <li>
            <Link to={blogListPath(currentPage + 1)} rel="next">
              Older posts
            </Link>
          </li>
        )}
      </ul>
    </StyledNav>
  )
}
