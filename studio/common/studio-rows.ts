/** The studio's lists (stories, enquiries): one row per item, the whole row a button, a muted second line. */
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

/** "23 Nov, 01:24": when an enquiry arrived or a story changed. */
export const shortDateTime = (iso: string): string =>
  new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" }).format(new Date(iso))
