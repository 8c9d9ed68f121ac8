/** A post's checklist lines in the coach's words: which field, and the control that edits it. */
import type { ChecklistLine } from "../editing/publish-checklist"

const POST_FIELDS: Record<string, string> = {
  post: "The post",
  slug: "Address",
  title: "Title",
  date: "Date",
  description: "Description",
  tags: "Tags",
  cover: "Cover photo",
  coverAlt: "Cover photo description",
  body: "Text",
}

export const postFieldName = (field: string): string => POST_FIELDS[field.split(/[.[]/)[0]] ?? field

/** The id of the control that edits a field ("coverAlt" -> "post-coverAlt"). */
export const postControlId = (field: string): string => `post-${field}`

/** Where "Fix" goes: the field's control; a problem with the whole post goes to the title. */
export const postProblemControlId = ({ field }: ChecklistLine): string => {
  const name = field.split(/[.[]/)[0]
  // The cover's description is the photo field's own (photo-field.tsx names it after the file input).
  if (name === "coverAlt") return `${postControlId("cover")}-alt`
  return postControlId(name in POST_FIELDS && name !== "post" ? name : "title")
}

/** What blocks publishing at one field, each line led by the field's name ("Description must not be empty"). */
export const problemsAtField = (lines: readonly ChecklistLine[], field: string): string[] =>
  lines.filter((line) => line.field === field && line.blocking !== false).map((line) => `${postFieldName(line.field)} ${line.message}`)
