import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"
import type { SaveState } from "./use-autosave"

const StyledSave = styled.p`
  margin: 0;
  min-height: 1.5rem;
`

const saveWords = (save: SaveState): string => {
  switch (save.state) {
    case "saved":
      return "All changes saved."
    case "saving":
      return "Saving…"
    case "unsaved":
      return "Changes kept on this device."
    case "failed":
      return save.problem
  }
}

/** Where the coach's words are, and a way to try again when the server has not got them. */
export const SaveStatus: React.FC<{ save: SaveState; onRetry: () => void }> = ({ save, onRetry }) => (
  <>
    <StyledSave role="status">{saveWords(save)}</StyledSave>
    {save.state === "failed" && (
      <Button type="button" $tone="outline" onClick={onRetry}>
        Try saving again
      </Button>
    )}
  </>
)
