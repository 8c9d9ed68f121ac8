/**
 * The folded parts of a page's form: an entry of a list, or a list inside an entry, shown as one
 * summary line that opens it. And the quiet outlined button that line and the parts menu share.
 */
import * as React from "react"
import styled, { css } from "styled-components"
import { isFolded, SHOW_CONTROL, showControl } from "../editing/show-control"

/** A quiet outlined button with a tap target of 44 px: the parts menu's buttons and a folded part's summary line. */
export const lineButton = css`
  min-height: 2.75rem;
  padding: 0.4rem 0.7rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`

export const StyledFolded = styled.div`
  margin-bottom: 0.6rem;
`

/** The whole width, so it is easy to tap. */
const StyledFoldLine = styled.button`
  ${lineButton}
  display: flex;
  gap: 0.5rem;
  align-items: center;
  width: 100%;
  text-align: left;

  span[aria-hidden] {
    flex: none;
  }
`

const StyledToFix = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 700;
`

interface FoldLineProps {
  /** The line's id; the part it opens is named by it. */
  id: string
  /** The id of the part it opens. */
  controls: string
  open: boolean
  /** A problem is inside: said on the line, so a folded part does not hide it. */
  toFix: boolean
  onToggle: () => void
  children: React.ReactNode
}

/** The summary line of a folded part: its words, and whether it holds something to fix. */
export const FoldLine: React.FC<FoldLineProps> = ({ id, controls, open, toFix, onToggle, children }) => (
  <StyledFoldLine type="button" id={id} aria-expanded={open} aria-controls={controls} onClick={onToggle}>
    {/* A mark for the eye: the button's state is its aria-expanded. */}
    <span aria-hidden="true">{open ? "▾" : "▸"}</span>
    {children}
    {toFix && <StyledToFix>(to fix)</StyledToFix>}
  </StyledFoldLine>
)

/**
 * "Fix" (show-control.ts) on a control inside a folded part: `opens` is asked to open the part that
 * holds it (and says whether it did), and once it is open the control is focused.
 */
export const useOpensToShow = (container: React.RefObject<HTMLElement | null>, opens: (control: HTMLElement) => boolean): void => {
  const toShow = React.useRef<HTMLElement | null>(null)
  // Listening anew after each render, so `opens` is always this render's.
  React.useEffect(() => {
    const element = container.current
    if (!element) return
    const onShow = (event: Event) => {
      if (event.target instanceof HTMLElement && opens(event.target)) toShow.current = event.target
    }
    element.addEventListener(SHOW_CONTROL, onShow)
    return () => element.removeEventListener(SHOW_CONTROL, onShow)
  }, [container, opens])
  React.useEffect(() => {
    const target = toShow.current
    if (!target || isFolded(target)) return
    toShow.current = null
    showControl(target)
  })
}
