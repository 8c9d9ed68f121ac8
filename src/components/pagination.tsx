import * as React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { pageWindow } from "../../contract/paging"
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
  /** The address of a page of this list. */
  pathFor: (page: number) => string
  /** The navigation's name ("Blog pages") and its previous and next links ("Newer posts"). */
  label: string
  newer: string
  older: string
}

/**
 * Links between the pages of a list: newer, the first and last page and those near the current
 * one, older. Nothing when everything fits on one page.
 */
export const Pagination: React.FC<PaginationProps> = ({ currentPage, pageCount, pathFor, label, newer, older }) => {
  if (pageCount <= 1) return null
  return (
    <StyledNav aria-label={label}>
      <ul>
        {currentPage > 1 && (
          <li>
            <Link to={pathFor(currentPage - 1)} rel="prev">
              {newer}
            </Link>
          </li>
        )}
        {pageWindow(currentPage, pageCount).map((page, index) => (
          <li key={page ?? `gap-${index}`}>
            {page === null ? (
              <span aria-hidden="true">…</span>
            ) : page === currentPage ? (
              <span aria-current="page">{page}</span>
            ) : (
              <Link to={pathFor(page)} aria-label={`Page ${page}`}>
                {page}
              </Link>
            )}
          </li>
        ))}
        {currentPage < pageCount && (
          <li>
            <Link to={pathFor(currentPage + 1)} rel="next">
              {older}
            </Link>
          </li>
        )}
      </ul>
    </StyledNav>
  )
}
