import * as React from "react"
import styled from "styled-components"

/** Past this many characters (allowed, or already written) a line of text is a sentence, and shows whole. */
export const SENTENCE_CHARS = 60

/** A text field is a sentence when the schema says it is a paragraph, lets it run past a line, or it already does. */
export const isSentence = (field: { long: boolean; maxChars?: number; format?: string }, text: string): boolean =>
  field.long || (field.format === undefined && ((field.maxChars ?? 0) > 80 || text.length > SENTENCE_CHARS))

const StyledBox = styled.textarea`
  resize: vertical;
  overflow: hidden;
  /* Grows with its words where the browser can; the effect below does it elsewhere. */
  field-sizing: content;
  min-height: 2.75rem;
`

type SentenceBoxProps = Omit<React.TextareaHTMLAttributes<HTMLTextAreaElement>, "value"> & {
  value: string
  /** A paragraph may have line breaks; a sentence is one line that wraps, so Enter adds none. */
  paragraph: boolean
}

/** A box as tall as its words, so a sentence is read whole rather than cut off at the box's edge. */
export const SentenceBox: React.FC<SentenceBoxProps> = ({ value, paragraph, onKeyDown, ...props }) => {
  const box = React.useRef<HTMLTextAreaElement>(null)
  React.useLayoutEffect(() => {
    const element = box.current
    // No layout (jsdom), nothing to measure.
    if (!element || element.scrollHeight === 0) return
    element.style.height = "auto"
    element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`
  }, [value])
  return (
    <StyledBox
      {...props}
      ref={box}
      value={value}
      rows={paragraph ? 4 : 2}
      onKeyDown={(event) => {
        if (!paragraph && event.key === "Enter") event.preventDefault()
        onKeyDown?.(event)
      }}
    />
  )
}
