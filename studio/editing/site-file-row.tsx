import * as React from "react"
import styled from "styled-components"
import type { SiteFile } from "../../contract/site-files"
import { postDateLabel } from "../../contract/post-date"
import { Button } from "../../src/components/button"
import { buttonStyle } from "../../src/components/button-link"

/** As a row's button is laid out (studio-rows.ts), without being one: the row itself opens nothing. */
const StyledFileRow = styled.div`
  padding: 0.9rem 0.25rem;
`

/**
 * A button of the site's own look in a list whose rows are whole-row buttons: the list's rule for
 * its buttons (studio-rows.ts) would make it plain text, so its look is restated above that rule.
 */
const TakeButton = styled(Button)`
  && {
    ${buttonStyle}
    width: auto;
    margin-top: 0.5rem;
    font: inherit;
    font-weight: 600;
  }
`

interface SiteFileRowProps {
  file: SiteFile
  /** Takes a copy into the studio. */
  onTake: () => void | Promise<void>
}

/**
 * A post or story written as a file in the site's repository, in the coach's list beside her own:
 * she sees it is on the site and where, and takes it into the studio to edit there (the copy then
 * stands in its place in the list and, once published, on the site).
 */
export const SiteFileRow: React.FC<SiteFileRowProps> = ({ file, onTake }) => {
  const [taking, setTaking] = React.useState(false)
  const take = async () => {
    setTaking(true)
    try {
      await onTake()
    } finally {
      setTaking(false)
    }
  }
  return (
    <StyledFileRow>
      <strong>{file.title}</strong>
      <span>From the site&apos;s files, dated {postDateLabel(file.date)}</span>
      <span>At {file.address}</span>
      <TakeButton type="button" $tone="outline" disabled={taking} aria-label={`${taking ? "Taking a copy" : "Edit in the studio"}: ${file.title}`} onClick={() => void take()}>
        {taking ? "Taking a copy…" : "Edit in the studio"}
      </TakeButton>
    </StyledFileRow>
  )
}
