import { useCallback, useLayoutEffect, useRef, useState } from "react"
import { isSafeLink } from "../../contract/link-schema"
import { BULLET, HEADING, insertImage, insertLink, NUMBERED, prefixLines, QUOTE, wrapSelection, type TextSelection } from "./markdown-edits"
import type { ToolbarAction } from "./markdown-toolbar"

/** A place a post's link may go, as the checklist allows: a site path, https:// or mailto:. */
export const isPostLinkAddress = (href: string): boolean => isSafeLink(href.trim()) || /^mailto:\S+@\S+$/.test(href.trim())

export const LINK_ADDRESS_RULE = "Use a page of the site such as /contact/, an https:// address or mailto: and an e-mail address."

/**
 * Makes the change from `before` to `after` as typing would: the part that differs is selected and
 * typed over with the browser's own insertText command, so Ctrl/Cmd+Z undoes a toolbar action as it
 * undoes typing (setting the value would leave it out of the browser's undo history). The textarea
 * fires its input event, so the change reaches the draft as typing does. False where the browser
 * cannot (no execCommand, or it refused): the caller sets the value instead.
 */
const typedIn = (element: HTMLTextAreaElement, before: string, after: string): boolean => {
  if (typeof document.execCommand !== "function" || element.value !== before) return false
  let start = 0
  while (start < before.length && start < after.length && before[start] === after[start]) start += 1
  let end = 0
  while (end < before.length - start && end < after.length - start && before[before.length - 1 - end] === after[after.length - 1 - end]) end += 1
  element.focus()
  element.setSelectionRange(start, before.length - end)
  const inserted = after.slice(start, after.length - end)
  try {
    // execCommand is deprecated but is still the only way to write into a field's undo history.
    const done = inserted ? document.execCommand("insertText", false, inserted) : document.execCommand("delete")
    return done && element.value === after
  } catch {
    return false
  }
}

/** The keys that format the text without leaving it (with Ctrl, or Cmd on a Mac). */
const SHORTCUTS: Record<string, ToolbarAction> = { b: "bold", i: "italic", k: "link" }

/**
 * The body's text and its toolbar: each button edits the Markdown around the selection, then the
 * text takes the focus back with the new selection, so the coach types on. A link or an image asks
 * for its address or photo in a small panel first; Escape or Cancel returns to the text as it was.
 */
export const useMarkdownBody = (value: string, onChange: (next: string) => void) => {
  const textarea = useRef<HTMLTextAreaElement>(null)
  /** The open panel, and the words selected when it opened (a link's words). */
  const [panel, setPanel] = useState<{ kind: "link" | "image"; words: string } | null>(null)
  // The selection when a panel opened, which its input then holds the focus from.
  const saved = useRef<TextSelection | null>(null)
  const nextSelection = useRef<[number, number] | null>(null)

  useLayoutEffect(() => {
    const element = textarea.current
    if (!element || !nextSelection.current) return
    const [start, end] = nextSelection.current
    nextSelection.current = null
    element.focus()
    element.setSelectionRange(start, end)
  })

  const selection = useCallback((): TextSelection => {
    const element = textarea.current
    return { text: value, start: element?.selectionStart ?? value.length, end: element?.selectionEnd ?? value.length }
  }, [value])

  const apply = useCallback(
    (edit: (from: TextSelection) => TextSelection, from: TextSelection = selection()) => {
      const next = edit(from)
      const element = textarea.current
      if (next.text === value || (element && typedIn(element, value, next.text))) {
        // Nothing changed, or the browser typed the change (and React heard it as typing): no render restores the focus.
        element?.focus()
        element?.setSelectionRange(next.start, next.end)
        nextSelection.current = null
      } else {
        nextSelection.current = [next.start, next.end]
        onChange(next.text)
      }
    },
    [onChange, selection, value],
  )

  const act = useCallback(
    (action: ToolbarAction) => {
      switch (action) {
        case "heading":
          return apply((from) => prefixLines(from, HEADING(2)))
        case "subheading":
          return apply((from) => prefixLines(from, HEADING(3)))
        case "bold":
          return apply((from) => wrapSelection(from, "**", "bold words"))
        case "italic":
          return apply((from) => wrapSelection(from, "_", "words in italics"))
        case "bullets":
          return apply((from) => prefixLines(from, BULLET))
        case "numbers":
          return apply((from) => prefixLines(from, NUMBERED))
        case "quote":
          return apply((from) => prefixLines(from, QUOTE))
        case "link":
        case "image":
          saved.current = selection()
          setPanel({ kind: action, words: saved.current.text.slice(saved.current.start, saved.current.end) })
      }
    },
    [apply, selection],
  )

  const onKeyDown = useCallback(
    (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
      const action = (event.ctrlKey || event.metaKey) && !event.altKey ? SHORTCUTS[event.key.toLowerCase()] : undefined
      if (!action) return
      event.preventDefault()
      act(action)
    },
    [act],
  )

  /** Closes the panel; the text gets the focus back with the selection it had. */
  const closePanel = useCallback(() => {
    const from = saved.current
    setPanel(null)
    saved.current = null
    if (from) nextSelection.current = [from.start, from.end]
  }, [])

  const finish = useCallback(
    (edit: (from: TextSelection) => TextSelection) => {
      const from = saved.current ?? selection()
      setPanel(null)
      saved.current = null
      apply(edit, { ...from, text: value })
    },
    [apply, selection, value],
  )

  return {
    textarea,
    panel,
    act,
    onKeyDown,
    closePanel,
    addLink: (href: string, words: string) => finish((from) => insertLink(from, href, words)),
    addImage: (alt: string, src: string) => finish((from) => insertImage(from, alt, src)),
  }
}
