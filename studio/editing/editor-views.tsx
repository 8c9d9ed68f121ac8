import * as React from "react"
import styled from "styled-components"
import { Button } from "../../src/components/button"

export type EditorView = "write" | "preview" | "check"

const StyledViews = styled.div`
  position: sticky;
  top: 0;
  z-index: 1;
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0 -0.25rem 1.25rem;
  padding: 0.5rem 0.25rem;
  background: ${({ theme }) => theme.colors.body};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  button {
    padding: 0.55rem 0.9rem;
  }
`

interface EditorViewsProps {
  view: EditorView
  /** How many checklist lines stop the story or post being published. */
  toFix: number
  onChange: (view: EditorView) => void
}

/** The editor's three views as pressed buttons, kept in sight while the coach scrolls. */
export const EditorViews: React.FC<EditorViewsProps> = ({ view, toFix, onChange }) => {
  const views: [EditorView, string][] = [
    ["write", "Write"],
    ["preview", "Preview"],
    ["check", toFix ? `Check and publish (${toFix} to fix)` : "Check and publish"],
  ]
  return (
    <StyledViews role="group" aria-label="Editor views">
      {views.map(([name, label]) => (
        <Button key={name} type="button" $tone={view === name ? "primary" : "outline"} aria-pressed={view === name} onClick={() => onChange(name)}>
          {label}
        </Button>
      ))}
    </StyledViews>
  )
}
