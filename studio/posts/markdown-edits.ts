/**
 * What each button of the body's toolbar does to the Markdown, as pure functions of the text and
 * the selection: the result is the new text and what to select next, so the coach can type on.
 */

export interface TextSelection {
  text: string
  start: number
  end: number
}

const replaced = ({ text, start, end }: TextSelection, insert: string, selectFrom: number, selectTo: number): TextSelection => ({
  text: `${text.slice(0, start)}${insert}${text.slice(end)}`,
  start: start + selectFrom,
  end: start + selectTo,
})

/** Bold or italic: the selected words between markers, or a placeholder selected to type over. */
export const wrapSelection = (selection: TextSelection, marker: string, placeholder: string): TextSelection => {
  const words = selection.text.slice(selection.start, selection.end) || placeholder
  return replaced(selection, `${marker}${words}${marker}`, marker.length, marker.length + words.length)
}

/** The start and end of the whole lines the selection touches. */
const linesAround = ({ text, start, end }: TextSelection) => {
  const from = text.lastIndexOf("\n", start - 1) + 1
  const next = text.indexOf("\n", end > start && text[end - 1] === "\n" ? end - 1 : end)
  return { from, to: next === -1 ? text.length : next }
}

/**
 * Each line the selection touches starts with `prefix(index)` ("## ", "- ", "1. ", "> "), in place of
 * any heading, list or quote marker it had; a line already marked so is left as it is.
 */
export const prefixLines = (selection: TextSelection, prefix: (index: number) => string): TextSelection => {
  const { from, to } = linesAround(selection)
  const lines = selection.text.slice(from, to).split("\n")
  const marked = lines.map((line, index) => `${prefix(index)}${line.replace(/^(#{1,6} |[-*+] |\d+\. |> )/, "")}`).join("\n")
  const whole = { ...selection, start: from, end: to }
  return replaced(whole, marked, marked.length, marked.length)
}

export const HEADING = (level: 2 | 3) => () => `${"#".repeat(level)} `
export const BULLET = () => "- "
export const NUMBERED = (index: number) => `${index + 1}. `
export const QUOTE = () => "> "

/** `[words](href)`: the selected words become the link's, or the address itself when none are selected. */
export const insertLink = (selection: TextSelection, href: string, words?: string): TextSelection => {
  const label = selection.text.slice(selection.start, selection.end) || words?.trim() || href
  const link = `[${label}](${href.trim()})`
  return replaced(selection, link, link.length, link.length)
}

/** An image on a paragraph of its own: `![description](src)`, after the selection. */
export const insertImage = (selection: TextSelection, alt: string, src: string): TextSelection => {
  const before = selection.text.slice(0, selection.end)
  const after = selection.text.slice(selection.end)
  const lead = before === "" ? "" : before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n"
  const trail = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n"
  // Brackets in the description would end the Markdown early.
  const image = `![${alt.trim().replace(/[[\]]/g, "")}](${src})`
  const insert = `${lead}${image}${trail}`
  return replaced({ ...selection, start: selection.end }, insert, insert.length, insert.length)
}
