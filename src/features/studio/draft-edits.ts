/** The edits the coach makes to a draft, as pure functions: the editor's hook applies them. */
import { STORY_LIMITS } from "../../../shared/story"
import type { StoryDraft } from "./studio-api"

export type DraftPage = StoryDraft["pages"][number]

const withPages = (draft: StoryDraft, pages: DraftPage[]): StoryDraft => ({ ...draft, pages })

/** A drawn poster is described by the title it shows, so its alt text follows the title. */
export const setTitle = (draft: StoryDraft, title: string): StoryDraft => ({
  ...draft,
  title,
  poster: draft.poster?.color ? { ...draft.poster, alt: title } : draft.poster,
})

export const setPage = (draft: StoryDraft, index: number, page: DraftPage): StoryDraft =>
  withPages(draft, draft.pages.map((existing, i) => (i === index ? page : existing)))

export const canAddPage = (draft: StoryDraft): boolean => draft.pages.length < STORY_LIMITS.maxPages

/** A blank page after `index`, on the colour of the page before it. */
export const addPage = (draft: StoryDraft, index: number): StoryDraft => {
  if (!canAddPage(draft)) return draft
  const before = draft.pages[index]
  const blank: DraftPage = { heading: "", body: "", background: { color: before?.background.color ?? "#1e3a8a" } }
  return withPages(draft, [...draft.pages.slice(0, index + 1), blank, ...draft.pages.slice(index + 1)])
}

/** The last page cannot go: a story always has one to write on (the checklist asks for three). */
export const removePage = (draft: StoryDraft, index: number): StoryDraft =>
  draft.pages.length <= 1 ? draft : withPages(draft, draft.pages.filter((_, i) => i !== index))

/** Moves a page one place earlier (-1) or later (+1); at either end nothing changes. */
export const movePage = (draft: StoryDraft, index: number, step: -1 | 1): StoryDraft => {
  const target = index + step
  if (target < 0 || target >= draft.pages.length) return draft
  const pages = [...draft.pages]
  ;[pages[index], pages[target]] = [pages[target], pages[index]]
  return withPages(draft, pages)
}
