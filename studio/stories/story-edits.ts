/** The edits the coach makes to a draft, as pure functions: the editor's hook applies them. */
import { STORY_LIMITS } from "../../contract/story"
import { STORY_PALETTE } from "../../src/theme/story-palette"
import type { DescribedPhoto } from "../../contract/studio-photos-api"
import type { StoryDraft } from "../../contract/studio-stories-api"
import { storyPhotoSources } from "../../contract/draft-photos"
import type { UploadedPhoto } from "../photos/photo-files"
import type { DraftPhotos } from "../photos/use-discarded-photos"

export type DraftPage = StoryDraft["pages"][number]

const FIRST_COLOUR = STORY_PALETTE[0].color

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
  const blank: DraftPage = { heading: "", body: "", background: { color: before?.background.color ?? FIRST_COLOUR } }
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

/** Applies an edit to one page. */
export const editPage = (draft: StoryDraft, index: number, edit: (page: DraftPage) => DraftPage): StoryDraft => {
  const page = draft.pages[index]
  return page ? setPage(draft, index, edit(page)) : draft
}

/** An uploaded photo as the page's background; a photo it replaces keeps its description. */
export const setBackgroundPhoto = (page: DraftPage, { src, width, height }: UploadedPhoto): DraftPage => ({
  ...page,
  background: { image: { src, width, height, alt: page.background.image?.alt ?? "" } },
})

/** Publish later: the day it goes live; emptied, it goes live when she publishes. */
export const setPublishOn = (draft: StoryDraft, day: string): StoryDraft => {
  const { publishOn: _old, ...rest } = draft
  return day ? { ...rest, publishOn: day } : rest
}

/** A photo of hers reused from the library, with its description there (hers to change); its size is read by the build. */
export const reuseBackgroundPhoto = (page: DraftPage, { src, alt }: DescribedPhoto): DraftPage => ({ ...page, background: { image: { src, alt } } })

export const setBackgroundAlt = (page: DraftPage, alt: string): DraftPage =>
  page.background.image ? { ...page, background: { image: { ...page.background.image, alt } } } : page

/** Without its photo a page goes back to the first brand colour. */
export const removeBackgroundPhoto = (page: DraftPage): DraftPage => ({ ...page, background: { color: FIRST_COLOUR } })

/** A poster drawn by the build from the title, on a brand colour. */
export const setDrawnPoster = (draft: StoryDraft, color: string): StoryDraft => ({ ...draft, poster: { color, alt: draft.title } })

/** An uploaded portrait photo as the poster; a photo it replaces keeps its description. */
export const setPosterPhoto = (draft: StoryDraft, { src, width, height }: UploadedPhoto): StoryDraft => ({
  ...draft,
  poster: { src, width, height, alt: draft.poster?.src ? draft.poster.alt : "" },
})

export const setPosterAlt = (draft: StoryDraft, alt: string): StoryDraft => (draft.poster?.src ? { ...draft, poster: { ...draft.poster, alt } } : draft)

/** Without its photo the poster is drawn again, on the first brand colour. */
export const removePosterPhoto = (draft: StoryDraft): StoryDraft => setDrawnPoster(draft, FIRST_COLOUR)

/** Every stored photo the draft shows: the poster's and the pages' backgrounds, none of them in text. */
export const storyPhotos = (draft: StoryDraft): DraftPhotos => ({
  all: new Set(storyPhotoSources(draft)),
  inText: new Set(),
})
