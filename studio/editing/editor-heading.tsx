import * as React from "react"
import styled from "styled-components"
import { spreadRow } from "../../src/theme/mixins"
import { Button } from "../../src/components/button"
import { scheduledLine } from "./scheduled-line"

const StyledTop = styled.div`
  ${spreadRow}
  margin-bottom: 1rem;

  h2 {
    margin: 0;
    overflow-wrap: anywhere;
  }
`

const StyledNote = styled.p`
  margin: 0 0 1rem;
  /* A long address breaks rather than running off a phone's screen. */
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.colors.muted};
`

interface EditorHeadingProps {
  title: string
  /** "Back to all stories", "Back to all posts". */
  backLabel: string
  onBack: () => void
  /** Where it is (or will be) on the site. */
  address: string
  published: boolean
  /** The day it is to be published on, while it waits for it. */
  scheduledFor?: string | null
  changedSincePublished: boolean
}

const statusOf = ({ published, scheduledFor, changedSincePublished }: Pick<EditorHeadingProps, "published" | "scheduledFor" | "changedSincePublished">): string => {
  if (published) return changedSincePublished ? "published, with changes not yet live" : "published"
  return scheduledFor ? scheduledLine(scheduledFor) : "draft"
}

/** The top of a story's or a post's editor: its title, the way back to the list, its address and whether it is live. */
export const EditorHeading: React.FC<EditorHeadingProps> = ({ title, backLabel, onBack, address, ...status }) => (
  <>
    <StyledTop>
      <h2 id="editor-heading">{title}</h2>
      <Button type="button" $tone="outline" onClick={onBack}>
        {backLabel}
      </Button>
    </StyledTop>
    <StyledNote>
      Address: {address} · {statusOf(status)}
    </StyledNote>
  </>
)
