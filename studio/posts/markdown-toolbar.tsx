import * as React from "react"
import styled from "styled-components"

/** What a toolbar button does; the body field applies it. */
export type ToolbarAction = "heading" | "subheading" | "bold" | "italic" | "link" | "bullets" | "numbers" | "quote" | "image"

/** Each button: its words, and the key that does the same in the text (Ctrl or Cmd with it). */
export const TOOLBAR_BUTTONS: readonly { action: ToolbarAction; label: string; shortcut?: string }[] = [
  { action: "heading", label: "Heading" },
  { action: "subheading", label: "Subheading" },
  { action: "bold", label: "Bold", shortcut: "B" },
  { action: "italic", label: "Italic", shortcut: "I" },
  { action: "link", label: "Link", shortcut: "K" },
  { action: "bullets", label: "List" },
  { action: "numbers", label: "Numbered list" },
  { action: "quote", label: "Quote" },
  { action: "image", label: "Image" },
]

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.35rem;
  margin-bottom: 0.4rem;

  button {
    min-height: 2.75rem;
    padding: 0.4rem 0.65rem;
    border: 1px solid ${({ theme }) => theme.colors.muted};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.body};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }

  button:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`

interface MarkdownToolbarProps {
  /** The id of the text the toolbar formats. */
  controls: string
  onAction: (action: ToolbarAction) => void
}

/**
 * The body's formatting buttons as one ARIA toolbar: Tab reaches it once, the arrow keys (and Home,
 * End) move between its buttons, Enter or Space presses one.
 */
export const MarkdownToolbar: React.FC<MarkdownToolbarProps> = ({ controls, onAction }) => {
  const [current, setCurrent] = React.useState(0)
  const buttons = React.useRef<(HTMLButtonElement | null)[]>([])
  const last = TOOLBAR_BUTTONS.length - 1

  const moveTo = (index: number) => {
    setCurrent(index)
    buttons.current[index]?.focus()
  }

  const onKeyDown = (event: React.KeyboardEvent) => {
    const next = { ArrowRight: current + 1, ArrowDown: current + 1, ArrowLeft: current - 1, ArrowUp: current - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    moveTo(next > last ? 0 : next < 0 ? last : next)
  }

  return (
    <StyledToolbar role="toolbar" aria-label="Formatting" aria-controls={controls} onKeyDown={onKeyDown}>
      {TOOLBAR_BUTTONS.map(({ action, label, shortcut }, index) => (
        <button
          key={action}
          ref={(element) => {
            buttons.current[index] = element
          }}
          type="button"
          tabIndex={index === current ? 0 : -1}
          aria-keyshortcuts={shortcut ? `Control+${shortcut} Meta+${shortcut}` : undefined}
          onFocus={() => setCurrent(index)}
          onClick={() => onAction(action)}
        >
          {label}
        </button>
      ))}
    </StyledToolbar>
  )
}
