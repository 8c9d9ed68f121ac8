/** The studio's lists (stories, enquiries, calls): one row per item, the whole row a button, a muted second line; a row with its actions beside it; a badge. */
import styled, { css } from "styled-components"
import { listReset } from "../../src/theme/mixins"

export const StyledRows = styled.ul`
  ${listReset}
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`

export const rowStyle = css`
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    display: block;
    width: 100%;
    padding: 0.9rem 0.25rem;
    border: 0;
    background: none;
    color: inherit;
    font: inherit;
    text-align: left;
    cursor: pointer;
  }

  strong,
  span {
    display: block;
  }

  span {
    color: ${({ theme }) => theme.colors.muted};
  }
`

/** A row whose words and buttons share a line while they fit, and wrap on a phone (checklists, blocked times). */
export const actionRowStyle = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: center;
  justify-content: space-between;
  padding: 0.75rem 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`

/** A short mark beside a row's name ("New", "Handled"), and its warning form ("Cancelled", "Possible spam"). */
export const StyledBadge = styled.em`
  margin-left: 0.5rem;
  padding: 0.05rem 0.4rem;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primaryDark};
  color: ${({ theme }) => theme.colors.inverse};
  font-style: normal;
  font-size: 0.85rem;
  white-space: nowrap;
`

export const StyledWarningBadge = styled(StyledBadge)`
  background: ${({ theme }) => theme.colors.danger};
`

/** "23 Nov, 01:24": when an enquiry arrived or a story changed. */
export const shortDateTime = (iso: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso))
