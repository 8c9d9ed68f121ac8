import { css } from "styled-components"

/** A list drawn as something else (a grid, a row of links): no bullets, no indent. */
export const listReset = css`
  list-style: none;
  margin: 0;
  padding: 0;
`

