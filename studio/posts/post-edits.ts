/** The edits the coach makes to a post's draft, as pure functions: the editor's hook applies them. */
import type { PostDraft } from "../../contract/post-input"
import type { DescribedPhoto } from "../../contract/studio-photos-api"
import { postPhotoSources } from "../../contract/draft-photos"
import { addressFromTitle } from "../editing/address-from-title"
import type { UploadedPhoto } from "../photos/photo-files"
import type { DraftPhotos } from "../photos/use-discarded-photos"

/**
 * The address follows the title while it is still the one the title made, so a retitled draft keeps
 * a matching address; once the coach has chosen another, or the post is live, it stays.
 */
export const setPostTitle = (draft: PostDraft, title: string, live: boolean): PostDraft => {
  const follows = !live && draft.slug === addressFromTitle(draft.title ?? "", "post")
  return { ...draft, title, slug: follows ? addressFromTitle(title, "post") : draft.slug }
}

/** A tag as the site shows it: trimmed, single spaces. */
export const cleanTag = (tag: string): string => tag.trim().replace(/\s+/g, " ")

/** Adds a tag once (the same words in another case count as the same tag, spelt as the site has it). */
export const addTag = (draft: PostDraft, tag: string, known: readonly string[] = []): PostDraft => {
  const clean = cleanTag(tag)
  const tags = draft.tags ?? []
  if (!clean || tags.some((existing) => existing.toLowerCase() === clean.toLowerCase())) return draft
  const spelt = known.find((existing) => existing.toLowerCase() === clean.toLowerCase()) ?? clean
  return { ...draft, tags: [...tags, spelt] }
}

export const removeTag = (draft: PostDraft, tag: string): PostDraft => ({ ...draft, tags: (draft.tags ?? []).filter((existing) => existing !== tag) })

/** Without a description the field is left out, so the checklist says once that the cover needs one. */
const withCoverAlt = (draft: PostDraft, coverAlt: string | undefined): PostDraft => {
  const { coverAlt: _old, ...rest } = draft
  return coverAlt ? { ...rest, coverAlt } : rest
}

/** An uploaded photo as the cover; a photo it replaces keeps its description. */
export const setCover = (draft: PostDraft, { src }: UploadedPhoto): PostDraft => withCoverAlt({ ...draft, cover: src }, draft.cover ? draft.coverAlt : undefined)

/** A photo of hers reused from the library as the cover, with its description there (hers to change). */
export const reuseCover = (draft: PostDraft, { src, alt }: DescribedPhoto): PostDraft => withCoverAlt({ ...draft, cover: src }, alt)

export const setCoverAlt = (draft: PostDraft, coverAlt: string): PostDraft => withCoverAlt(draft, coverAlt)

/** A post without a cover needs no description of one. */
export const removeCover = (draft: PostDraft): PostDraft => {
  const { cover: _cover, coverAlt: _alt, ...rest } = draft
  return rest
}

/**
 * Every stored photo the draft shows: its cover, and the images of its text as the build's own
 * parser finds them (`bodyImages`, which comes with the Markdown pipeline).
 */
export const postPhotos = (draft: PostDraft, bodyImages: (body: string) => string[]): DraftPhotos => {
  return { all: new Set(postPhotoSources(draft, bodyImages)), inText: new Set(bodyImages(draft.body ?? "")) }
}
