/**
 * The words and pages of each story written as a file, published for the studio (contract/site-files.ts,
 * fileStoryCopyAddress), so the coach can take one into the studio: its story.json as a draft, each
 * photo named by the address the site serves it at (the build publishes a story file's photos beside
 * its pages, published-images.ts), which the studio uploads to the story's own photo folder as any
 * photo of hers: the copy obeys every rule of a studio story's photos and outlives the file.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs"
import { dirname, join, relative, resolve, sep } from "node:path"
import { fileStoryCopyAddress, type FileStoryCopy } from "../../contract/site-files"
import type { RawStory } from "../../contract/story-input"
import type { StoryDraft } from "../../contract/studio-stories-api"
import { postDateIso } from "../../contract/post-date"

type Fields = Record<string, unknown>

const isFields = (value: unknown): value is Fields => typeof value === "object" && value !== null && !Array.isArray(value)

/** A story file's photo as the site serves it (/stories/<path under content/stories/>); an address it already is stays. */
const siteAddress = (src: unknown, imageDir: string, storiesDir: string): unknown =>
  typeof src === "string" && !/^[a-z]+:/i.test(src) ? `/stories/${relative(storiesDir, resolve(imageDir, src)).split(sep).join("/")}` : src

const withAddress = (image: unknown, imageDir: string, storiesDir: string): unknown =>
  isFields(image) && "src" in image ? { ...image, src: siteAddress(image.src, imageDir, storiesDir) } : image

/** One file story as the studio copies it, or null when its file holds no story to copy. */
export const fileStoryCopy = (raw: RawStory, storiesDir: string): FileStoryCopy | null => {
  if (!isFields(raw.data) || !Array.isArray(raw.data.pages) || raw.imageDir === null) return null
  const { publishedDate, ...story } = raw.data
  const dir = raw.imageDir
  const draft = {
    ...story,
    ...("poster" in story ? { poster: withAddress(story.poster, dir, storiesDir) } : {}),
    ...("publisherLogo" in story ? { publisherLogo: withAddress(story.publisherLogo, dir, storiesDir) } : {}),
    pages: (story.pages as unknown[]).map((page) =>
      isFields(page) && isFields(page.background) ? { ...page, background: { ...page.background, ...("image" in page.background ? { image: withAddress(page.background.image, dir, storiesDir) } : {}) } } : page,
    ),
  } as StoryDraft
  return { id: raw.id, publishedDate: postDateIso(typeof publishedDate === "string" ? publishedDate : ""), draft }
}

/** Writes every file story's copy under the public folder; the folder is emptied first, so a story taken out of the repository leaves none behind. */
export const publishFileStoryCopies = (stories: readonly RawStory[], storiesDir: string, publicDir: string): void => {
  const file = (id: string) => join(publicDir, ...fileStoryCopyAddress(id).split("/").filter(Boolean))
  rmSync(dirname(file("x")), { recursive: true, force: true })
  mkdirSync(dirname(file("x")), { recursive: true })
  for (const raw of stories) {
    const copy = fileStoryCopy(raw, storiesDir)
    if (copy) writeFileSync(file(raw.id), JSON.stringify(copy))
  }
}
