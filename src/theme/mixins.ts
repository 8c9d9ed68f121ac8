import { css } from "styled-components"

/** A list drawn as something else (a grid, a row of links): no bullets, no indent. */
export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`


/** A heading and its actions on one line, pushed to either end, wrapping on a narrow screen. */
export const spreadRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
  align-items: center;
  justify-content: space-between;
`

/** A bordered group of fields or a notice standing apart from what follows; the border is the caller's. */
export const framedBlock = css`
  margin: 0 0 1.5rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius};
`
