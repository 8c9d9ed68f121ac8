/** The checklist's lines in the coach's words: which field, and where in the editor it is. */
import type { StoryProblemLine } from "../../contract/studio-api"

const PAGE_FIELDS: Record<string, string> = {
  heading: "heading",
  body: "text",
  background: "background",
  "background.color": "background colour",
  "background.image.alt": "photo description",
  "background.image.src": "photo",
  cta: "link",
  "cta.label": "link words",
  "cta.href": "link address",
}

const STORY_FIELDS: Record<string, string> = {
  story: "The story",
  id: "The story's address",
  "publisherLogo.src": "Publisher logo",
  title: "Title",
  description: "Description",
  publishOn: "Publish on",
  poster: "Poster",
  "poster.alt": "Poster description",
  "poster.src": "Poster photo",
  "poster.color": "Poster colour",
  pages: "Pages",
}

/** "pages[1].body" -> "Page 2 text"; "title" -> "Title". */
export const fieldName = (field: string): string => {
  const page = /^pages\[(\d+)\]\.?(.*)$/.exec(field)
  if (page) {
    const rest = page[2]
    return `Page ${Number(page[1]) + 1}${rest ? ` ${PAGE_FIELDS[rest] ?? rest}` : ""}`
  }
  return STORY_FIELDS[field] ?? field
}

/** The id of the control that edits a field ("pages[1].body" -> "story-pages-1-body"), for "Fix". */
export const fieldControlId = (field: string): string => `story-${field.replace(/[^a-zA-Z0-9]+/g, "-").replace(/-+$/, "")}`

/**
 * The control a problem points at: a photo's description or its file; a page's other background
 * problems point at the page.
 */
export const problemControlId = ({ field }: StoryProblemLine): string => {
  const photo = /^(pages\[\d+\]\.background\.image|poster)\.(alt|src)/.exec(field)
  if (photo && (photo[1] !== "poster" || photo[2] === "src")) {
    const file = fieldControlId(photo[1] === "poster" ? "poster.src" : photo[1])
    return photo[2] === "alt" ? `${file}-alt` : file
  }
  const page = /^pages\[(\d+)\]\.(heading|body|cta\.label|cta\.href)/.exec(field)
  if (page) return fieldControlId(`pages[${page[1]}].${page[2]}`)
  const anyPage = /^pages\[(\d+)\]/.exec(field)
  if (anyPage) return fieldControlId(`pages[${anyPage[1]}]`)
  if (/^poster/.test(field)) return fieldControlId("poster")
  // The address was made from the title when the story was started.
  if (field === "title" || field === "description" || field === "id") return fieldControlId(field === "id" ? "title" : field)
  return fieldControlId("pages")
}
