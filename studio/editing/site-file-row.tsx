import * as React from "react"
import styled from "styled-components"
import type { SiteFile } from "../../contract/site-files"
import { postDateLabel } from "../../contract/post-date"

/** As a row's button is laid out (studio-rows.ts), without being one: there is nothing to open. */
const StyledFileRow = styled.div`
  padding: 0.9rem 0.25rem;
`

/**
 * A post or story written as a file in the site's repository, in the coach's list beside her own:
 * she sees it is on the site and where, and that it is changed in the files, not in the studio.
 */
export const SiteFileRow: React.FC<{ file: SiteFile }> = ({ file }) => (
  <StyledFileRow>
    <strong>{file.title}</strong>
    <span>{`From the site's files, dated ${postDateLabel(file.date)}: not editable in the studio`}</span>
    <span>At {file.address}</span>
  </StyledFileRow>
)
